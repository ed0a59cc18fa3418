import type { PositionLocation, ProfileJobPreferences } from '@portico/contracts';
import { PlainButton } from '@portico/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Editor, PlacePicker } from './editor.js';
import { Facts } from './facts.js';
import styles from './profile.module.css';
import {
  placeText,
  preferencesFromValues,
  preferencesValues,
  salaryText,
  samePlace,
} from './profile-forms.js';
import { SectionCard } from './section-card.js';
import type { ProfileActions } from './use-profile-actions.js';

const MAX_PLACES = 10;

/** Job preferences: wanted titles and places, remote or not, job types and a salary expectation. */
export function PreferencesSection({
  preferences,
  actions,
}: {
  preferences: ProfileJobPreferences;
  actions: ProfileActions;
}) {
  const { t, i18n } = useTranslation('profile');
  const isEditing = actions.editing?.section === 'preferences';
  const [places, setPlaces] = useState<PositionLocation[]>(preferences.locations);
  const title = t('preferences.title');
  return (
    <SectionCard
      id="preferences"
      title={title}
      actions={
        isEditing ? null : (
          <PlainButton
            variant="secondary"
            size="small"
            isDisabled={actions.editing !== null}
            aria-label={t('actions.editSection', { section: title })}
            onPress={() => {
              setPlaces(preferences.locations);
              actions.open('preferences');
            }}
          >
            {t('actions.edit')}
          </PlainButton>
        )
      }
    >
      {isEditing ? (
        <Editor
          definition="preferences"
          initialValues={preferencesValues(preferences, true)}
          label={title}
          onCancel={actions.close}
          extra={
            <div className={styles.extra}>
              <p className={styles.fieldLabel}>{t('preferences.places')}</p>
              {places.length === 0 ? <p className={styles.muted}>{t('notSet')}</p> : null}
              {places.length > 0 ? (
                <ul className={styles.tags} aria-label={t('preferences.places')}>
                  {places.map((place, index) => (
                    <li key={`${place.city}-${place.lat}-${place.lng}`} className={styles.tag}>
                      <span>{placeText(place)}</span>
                      <button
                        type="button"
                        className={styles.tagRemove}
                        aria-label={t('preferences.removePlace', { place: placeText(place) })}
                        onClick={() => setPlaces((all) => all.filter((_, i) => i !== index))}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              {places.length < MAX_PLACES ? (
                <PlacePicker
                  label={t('preferences.addPlace')}
                  onPick={(place) =>
                    setPlaces((all) => (all.some((p) => samePlace(p, place)) ? all : [...all, place]))
                  }
                />
              ) : null}
            </div>
          }
          onSave={async (values) => {
            const value = preferencesFromValues(values, places);
            const ok = await actions.run(
              [{ op_section: 'job_preferences', operation: 'update', op_data: { value } }],
              t('saved'),
            );
            if (ok) actions.close();
            return ok;
          }}
        />
      ) : (
        <Facts
          rows={[
            [
              t('preferences.titles'),
              preferences.titles.length > 0 ? preferences.titles.join(' · ') : t('notSet'),
            ],
            [t('preferences.remote'), t(`preferences.remoteChoice.${preferences.remote}`)],
            [
              t('preferences.jobTypes'),
              preferences.jobTypes.length > 0
                ? preferences.jobTypes.map((type) => t(`preferences.jobType.${type}`)).join(' · ')
                : t('notSet'),
            ],
            [
              t('preferences.salary'),
              preferences.salary ? salaryText(preferences.salary, i18n.language || 'en', t) : t('notSet'),
            ],
            [
              t('preferences.places'),
              preferences.locations.length > 0
                ? preferences.locations.map(placeText).join(' · ')
                : t('notSet'),
            ],
          ]}
        />
      )}
    </SectionCard>
  );
}
