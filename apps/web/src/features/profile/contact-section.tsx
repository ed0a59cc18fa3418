import type { CandidateProfile, PositionLocation, ProfileEditRequest } from '@portico/contracts';
import { PlainButton } from '@portico/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Editor, PlacePicker } from './editor.js';
import { Facts } from './facts.js';
import styles from './profile.module.css';
import { contactValues, placeText } from './profile-forms.js';
import { SectionCard } from './section-card.js';
import type { ProfileActions } from './use-profile-actions.js';

/** The edits that turn the profile's headline, phone and location into the form's (changed ones only). */
export function contactEdits(
  profile: CandidateProfile,
  next: {
    headline: string;
    phone: string;
    location: PositionLocation | null;
    yearsOfExperience: number | null;
  },
): ProfileEditRequest[] {
  const edits: ProfileEditRequest[] = [];
  if (next.headline !== profile.headline)
    edits.push(
      next.headline
        ? { op_section: 'headline', operation: 'update', op_data: { value: next.headline } }
        : { op_section: 'headline', operation: 'delete', op_data: {} },
    );
  if (next.phone !== profile.phone)
    edits.push({ op_section: 'contact', operation: 'update', op_data: { value: { phone: next.phone } } });
  if (JSON.stringify(next.location) !== JSON.stringify(profile.location))
    edits.push(
      next.location
        ? { op_section: 'location', operation: 'update', op_data: { value: next.location } }
        : { op_section: 'location', operation: 'delete', op_data: {} },
    );
  if (next.yearsOfExperience !== profile.yearsOfExperience)
    edits.push(
      next.yearsOfExperience === null
        ? { op_section: 'years_of_experience', operation: 'delete', op_data: {} }
        : {
            op_section: 'years_of_experience',
            operation: 'update',
            op_data: { value: next.yearsOfExperience },
          },
    );
  return edits;
}

/** The form's years text (already checked by the definition's rule) as the profile's number, or none. */
function yearsValue(value: unknown): number | null {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text);
}

/** Contact and headline: the headline, the phone number and where the candidate lives. */
export function ContactSection({
  profile,
  candidate,
  actions,
}: {
  profile: CandidateProfile;
  candidate: { fullName: string; email: string };
  actions: ProfileActions;
}) {
  const { t } = useTranslation('profile');
  const isEditing = actions.editing?.section === 'contact';
  const [location, setLocation] = useState<PositionLocation | null>(profile.location);
  const title = t('contact.title');
  return (
    <SectionCard
      id="contact"
      title={title}
      actions={
        isEditing ? null : (
          <PlainButton
            variant="secondary"
            size="small"
            isDisabled={actions.editing !== null}
            aria-label={t('actions.editSection', { section: title })}
            onPress={() => {
              setLocation(profile.location);
              actions.open('contact');
            }}
          >
            {t('actions.edit')}
          </PlainButton>
        )
      }
    >
      {isEditing ? (
        <Editor
          definition="contact"
          initialValues={contactValues(profile)}
          label={title}
          onCancel={actions.close}
          extra={
            <div className={styles.extra}>
              <p className={styles.fieldLabel} id="profile-location-current">
                {t('contact.location')}
              </p>
              {location ? (
                <p className={styles.chosen}>
                  <span>{placeText(location)}</span>
                  <PlainButton
                    variant="ghost"
                    size="small"
                    aria-label={t('contact.removeLocation', { place: placeText(location) })}
                    onPress={() => setLocation(null)}
                  >
                    {t('actions.remove')}
                  </PlainButton>
                </p>
              ) : (
                <p className={styles.muted}>{t('notSet')}</p>
              )}
              <PlacePicker label={t('contact.findLocation')} onPick={setLocation} />
            </div>
          }
          onSave={async (values) => {
            const edits = contactEdits(profile, {
              headline: String(values.headline ?? '').trim(),
              phone: String(values.phone ?? '').trim(),
              location,
              yearsOfExperience: yearsValue(values.yearsOfExperience),
            });
            const ok = await actions.run(edits, edits.length > 0 ? t('saved') : undefined);
            if (ok) actions.close();
            return ok;
          }}
        />
      ) : (
        <Facts
          rows={[
            [t('contact.name'), candidate.fullName],
            [t('contact.email'), candidate.email],
            [t('contact.headline'), profile.headline || t('notSet')],
            [t('contact.phone'), profile.phone || t('notSet')],
            [t('contact.location'), profile.location ? placeText(profile.location) : t('notSet')],
            [
              t('contact.years'),
              profile.yearsOfExperience === null ? t('notSet') : String(profile.yearsOfExperience),
            ],
          ]}
        />
      )}
    </SectionCard>
  );
}
