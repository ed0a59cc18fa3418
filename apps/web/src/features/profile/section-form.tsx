import { FIELD_REGISTRY, FormItems, FormRoot, type FormValues } from '@portico/forms';
import { Button } from '@portico/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './profile.module.css';
import { PROFILE_FORMS, type ProfileFormName } from './profile-definitions.js';

export interface SectionFormProps {
  /** The section's form (profile-definitions.ts), drawn here so its definition comes with this code. */
  readonly definition: ProfileFormName;
  readonly initialValues: FormValues;
  readonly label: string;
  /** Saves the values; resolves false when the save failed (the form stays, with what was typed). */
  readonly onSave: (values: FormValues) => Promise<boolean>;
  readonly onCancel: () => void;
  /** Controls beside the toolkit's fields (the place pickers), above the buttons. */
  readonly extra?: ReactNode;
  readonly saveLabel?: string;
}

/**
 * A section edited in place with the form toolkit: its fields, the toolkit's validation, Save and Cancel.
 * The first field takes the focus when the form opens.
 */
export function SectionForm({
  definition: form,
  initialValues,
  label,
  onSave,
  onCancel,
  extra,
  saveLabel,
}: SectionFormProps) {
  const { t } = useTranslation('profile');
  const definition = useMemo(() => PROFILE_FORMS[form](t), [form, t]);
  const [saving, setSaving] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  // What the form starts from is fixed while it is open: a re-render (a failed save) never resets the input.
  const [initial] = useState(initialValues);
  // After the toolkit's controls are enabled (they wait for hydration), the first one takes the focus.
  useEffect(() => {
    const timer = setTimeout(() => {
      container.current?.querySelector<HTMLElement>('input, textarea, select, button')?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div ref={container} className={styles.editor}>
      <FormRoot
        registry={FIELD_REGISTRY}
        definition={definition}
        initialValues={initial}
        aria-label={label}
        className={styles.form}
        onSubmit={async (values) => {
          setSaving(true);
          try {
            await onSave(values);
          } finally {
            setSaving(false);
          }
        }}
      >
        <FormItems items={definition.sections[0]?.items ?? []} />
        {extra}
        <div className={styles.formActions}>
          <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="primary" isPending={saving}>
            {saveLabel ?? t('actions.save')}
          </Button>
        </div>
      </FormRoot>
    </div>
  );
}
