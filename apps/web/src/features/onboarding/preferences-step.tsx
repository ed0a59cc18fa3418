import { JOB_TYPES, type OnboardingPreferences, REMOTE_PREFERENCES } from '@portico/contracts';
import { FIELD_REGISTRY, type FormDefinition, type FormValues, SimpleForm } from '@portico/forms';
import { Button } from '@portico/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { splitList } from './search-href.js';

/** At most ten entries, as the profile keeps them: comma-separated titles, places one per line. */
const TEN_TITLES = '^[^,]*(,[^,]*){0,9}$';
const TEN_PLACES = '^[^\\n]*(\\n[^\\n]*){0,9}$';

export interface PreferencesDraft {
  titles: string;
  places: string;
  remote: (typeof REMOTE_PREFERENCES)[number];
  jobTypes: string[];
}

export const EMPTY_DRAFT: PreferencesDraft = { titles: '', places: '', remote: 'any', jobTypes: [] };

/** The draft as the onboarding call takes it. */
export function preferencesOf(draft: PreferencesDraft): Required<OnboardingPreferences> {
  return {
    titles: splitList(draft.titles),
    places: splitList(draft.places, '\n'),
    remote: draft.remote,
    jobTypes: JOB_TYPES.filter((type) => draft.jobTypes.includes(type)),
  };
}

/**
 * The job preferences step on the form toolkit: wanted titles and places (comma-separated), remote work and
 * job types; the profile's `job_preferences`. A place the server does not know comes back as a field error.
 */
export function PreferencesStep({
  draft,
  serverErrors,
  onSubmit,
  onSkip,
}: {
  draft: PreferencesDraft;
  serverErrors?: Readonly<Record<string, string>>;
  onSubmit: (draft: PreferencesDraft) => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const definition = useMemo<FormDefinition>(
    () => ({
      sections: [
        {
          title: t('preferences.formTitle'),
          items: [
            {
              name: 'titles',
              label: t('preferences.titles'),
              help: t('preferences.titlesHelp'),
              type: 'text',
              rules: [
                { type: 'maxLength', value: 600 },
                { type: 'regex', value: TEN_TITLES, message: t('preferences.tooManyTitles') },
              ],
              textOptions: { autocomplete: 'organization-title' },
            },
            {
              name: 'places',
              label: t('preferences.places'),
              help: t('preferences.placesHelp'),
              type: 'textarea',
              rules: [
                { type: 'maxLength', value: 1000 },
                { type: 'regex', value: TEN_PLACES, message: t('preferences.tooManyPlaces') },
              ],
              textAreaOptions: { size: 'small' },
            },
            {
              name: 'remote',
              label: t('preferences.remote'),
              type: 'radio',
              radioOptions: {
                choices: REMOTE_PREFERENCES.map((value) => ({
                  value,
                  label: t(`preferences.remoteOptions.${value}`),
                })),
              },
            },
            {
              name: 'jobTypes',
              label: t('preferences.jobTypes'),
              type: 'checkbox',
              checkboxOptions: {
                choices: JOB_TYPES.map((value) => ({
                  value,
                  label: t(`preferences.jobTypeOptions.${value}`),
                })),
              },
            },
          ],
        },
      ],
    }),
    [t],
  );
  const initialValues = useMemo<FormValues>(() => ({ ...draft }), [draft]);
  return (
    <SimpleForm
      registry={FIELD_REGISTRY}
      definition={definition}
      initialValues={initialValues}
      serverErrors={serverErrors}
      aria-label={t('preferences.heading')}
      onSubmit={(values) =>
        onSubmit({
          titles: String(values.titles ?? ''),
          places: String(values.places ?? ''),
          remote: (REMOTE_PREFERENCES as readonly string[]).includes(String(values.remote))
            ? (values.remote as PreferencesDraft['remote'])
            : 'any',
          jobTypes: Array.isArray(values.jobTypes) ? values.jobTypes.map(String) : [],
        })
      }
      actions={
        <>
          <Button type="button" variant="secondary" onPress={onSkip}>
            {t('skipStep')}
          </Button>
          <Button type="submit" variant="primary">
            {t('continue')}
          </Button>
        </>
      }
    />
  );
}
