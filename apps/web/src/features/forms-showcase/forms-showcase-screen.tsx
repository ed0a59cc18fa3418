import {
  FIELD_REGISTRY,
  type FormLoaders,
  type FormMode,
  type FormValues,
  type SelectOption,
  StepperForm,
} from '@portico/forms';
import { Button, FormAlert } from '@portico/ui';
import { useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './forms-showcase.module.css';
import { SHOWCASE_DEFINITION, withEsign } from './showcase-definition.js';

export interface FormsShowcaseScreenProps {
  /** Select options of an endpoint, through the app's request layer. */
  getOptions(url: string): Promise<readonly SelectOption[]>;
  /** The skill selector's search. */
  searchSkills(query: string): Promise<string[]>;
}

/**
 * `/careers/forms/showcase`: one stepped form with every field type and rule, and a switch to the
 * read-only view of what was entered. Submitting only validates; nothing is sent anywhere.
 */
const noSubscription = () => () => {};

export function FormsShowcaseScreen({ getOptions, searchSkills }: FormsShowcaseScreenProps) {
  const { t } = useTranslation('common');
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
  const definition = useMemo(() => withEsign(SHOWCASE_DEFINITION, origin), [origin]);
  const switchId = useId();
  const [mode, setMode] = useState<FormMode>('edit');
  const [snapshot, setSnapshot] = useState<FormValues | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const latest = useRef<FormValues>({});
  const loaders = useMemo<FormLoaders>(
    () => ({ getOptions, skillSearches: { skills: searchSkills } }),
    [getOptions, searchSkills],
  );

  function switchMode(readOnly: boolean) {
    // The read-only view shows what is entered now; back in edit mode the form continues from it.
    setSnapshot({ ...latest.current });
    setMode(readOnly ? 'readonly' : 'edit');
    setSubmitted(false);
  }

  function startAgain() {
    latest.current = {};
    setSnapshot(undefined);
    setSubmitted(false);
    setMode('edit');
    setFormKey((k) => k + 1);
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('formsShowcase.title')}</h1>
        <p className={styles.intro}>{t('formsShowcase.intro')}</p>
        <div className={styles.switchRow}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            aria-checked={mode === 'readonly'}
            className={styles.switch}
            checked={mode === 'readonly'}
            onChange={(event) => switchMode(event.target.checked)}
          />
          <label htmlFor={switchId}>{t('formsShowcase.readOnly')}</label>
        </div>
      </header>
      {submitted ? <FormAlert tone="success">{t('formsShowcase.submitted')}</FormAlert> : null}
      <StepperForm
        key={formKey}
        registry={FIELD_REGISTRY}
        definition={definition}
        mode={mode}
        initialValues={snapshot}
        loaders={loaders}
        aria-label={t('formsShowcase.title')}
        onChange={(values) => {
          latest.current = values;
          setSubmitted(false);
        }}
        onSubmit={(values) => {
          latest.current = values;
          setSubmitted(true);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        actions={
          <>
            <Button variant="secondary" onPress={startAgain}>
              {t('formsShowcase.startAgain')}
            </Button>
            {mode === 'edit' ? (
              <Button type="submit" variant="primary">
                {t('formsShowcase.submit')}
              </Button>
            ) : null}
          </>
        }
      />
    </div>
  );
}
