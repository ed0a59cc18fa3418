import {
  FIELD_REGISTRY,
  type FormDefinition,
  type FormItem,
  type FormValues,
  SimpleForm,
} from '@portico/forms';
import { Button } from '@portico/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BootstrapItem, BootstrapValues } from './bootstrap-items.js';

const YEAR_MONTH = '^\\d{4}-(0[1-9]|1[0-2])$';
const YEAR = '^\\d{4}$';
const PHONE = '^\\+?[0-9 ()./-]{5,40}$';
/** http(s) with a host name that has a dot, as the profile's links must be. */
const URL = '^https?://[^\\s/]+\\.[^\\s]+$';

type Editable = Exclude<BootstrapItem, { kind: 'location' }>;

/**
 * Corrects one item in place with the form toolkit: its fields, required ones marked, and the profile's own
 * rules (YYYY-MM dates, four-digit years, a phone's characters, an https address) checked before it is taken.
 */
export function ItemEditor({
  item,
  onSave,
  onCancel,
}: {
  item: Editable;
  onSave: (value: Editable['value']) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const definition = useMemo<FormDefinition>(() => {
    const text = (name: string, required: boolean, rule?: { value: string; message: string }): FormItem => ({
      name,
      label: t(`bootstrap.fields.${name}`),
      type: 'text',
      required,
      rules: [
        { type: 'maxLength', value: 200 },
        ...(rule ? [{ type: 'regex' as const, value: rule.value, message: rule.message }] : []),
      ],
    });
    const yearMonth = { value: YEAR_MONTH, message: t('bootstrap.rules.yearMonth') };
    const year = { value: YEAR, message: t('bootstrap.rules.year') };
    const items: FormItem[] =
      item.kind === 'experience'
        ? [
            text('title', true),
            text('company', true),
            text('startDate', true, yearMonth),
            text('endDate', false, yearMonth),
          ]
        : item.kind === 'education'
          ? [
              text('school', true),
              text('degree', false),
              text('field', false),
              text('startYear', false, year),
              text('endYear', false, year),
            ]
          : item.kind === 'headline'
            ? [text('headline', true)]
            : item.kind === 'phone'
              ? [text('phone', true, { value: PHONE, message: t('bootstrap.rules.phone') })]
              : item.kind === 'skill'
                ? [text('name', true)]
                : [text('url', true, { value: URL, message: t('bootstrap.rules.url') })];
    return { sections: [{ title: t('bootstrap.editHeading'), items }] };
  }, [item.kind, t]);
  const initialValues = useMemo(() => ({ ...item.value }) as FormValues, [item.value]);

  return (
    <SimpleForm
      registry={FIELD_REGISTRY}
      definition={definition}
      initialValues={initialValues}
      aria-label={t('bootstrap.editLabel')}
      onSubmit={(values) => {
        const trimmed = Object.fromEntries(
          Object.keys(item.value).map((key) => [key, String(values[key] ?? '').trim()]),
        );
        onSave(trimmed as unknown as BootstrapValues[Editable['kind']]);
      }}
      actions={
        <>
          <Button type="button" variant="secondary" onPress={onCancel}>
            {t('bootstrap.cancel')}
          </Button>
          <Button type="submit" variant="primary">
            {t('bootstrap.save')}
          </Button>
        </>
      }
    />
  );
}
