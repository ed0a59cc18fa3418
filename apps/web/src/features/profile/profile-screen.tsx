import type { ProfileCompletion, ProfileEducation, ProfileExperience, ProfileLink } from '@portico/contracts';
import { ErrorState, LoadingState, PlainButton } from '@portico/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileAnalysis, useProfileDetails } from '../../lib/api/endpoints/profile.js';
import { AvatarSection } from './avatar-section.js';
import { CompletionRing, NextSteps } from './completion-ring.js';
import { ContactSection } from './contact-section.js';
import { preloadEditors } from './editor.js';
import { type FactRow, monthText } from './facts.js';
import { ListSection } from './list-section.js';
import { PreferencesSection } from './preferences-section.js';
import styles from './profile.module.css';
import {
  educationFromValues,
  educationValues,
  experienceFromValues,
  experienceValues,
  linkFromValues,
  linkValues,
} from './profile-forms.js';
import { ResumesSection } from './resumes-section.js';
import { SkillsSection } from './skills-section.js';
import { headingId, type SectionId, useProfileActions } from './use-profile-actions.js';

/** Where each next step of the completion answer takes the candidate, and whether it opens an editor. */
const STEP_TARGETS: Record<string, { section: SectionId; index: 'new' | null | 'none' }> = {
  upload_resume: { section: 'resumes', index: 'none' },
  add_work_experience: { section: 'experience', index: 'new' },
  add_skills: { section: 'skills', index: 'new' },
  add_headline: { section: 'contact', index: null },
  add_location: { section: 'contact', index: null },
  add_education: { section: 'education', index: 'new' },
  set_job_preferences: { section: 'preferences', index: null },
  add_phone: { section: 'contact', index: null },
  add_links: { section: 'links', index: 'new' },
  add_avatar: { section: 'avatar', index: 'none' },
  set_salary_expectation: { section: 'preferences', index: null },
};

export interface ProfileScreenProps {
  /** The tenant's domain (uploads carry it). */
  readonly domain: string;
  /** A path on this site with the tenant's `domain` (files: resumes, the photo). */
  readonly siteHref: (path: string) => string;
  /**
   * A completion step to open once the profile is shown (`?step=` of the address: the dashboard's "complete
   * your profile" nudges link here, one click from the editor).
   */
  readonly initialStep?: string | null;
}

/**
 * `/careers/profile` (spec 1 §2 `profile`; docs/decisions/026): the candidate's profile, section by section,
 * each shown read-only and edited in place with the form toolkit, one at a time; the completion ring with
 * the next steps; the photo and the resumes.
 */
export function ProfileScreen({ domain, siteHref, initialStep = null }: ProfileScreenProps) {
  const { t, i18n } = useTranslation(['profile', 'forms']);
  const details = useProfileDetails();
  const analysis = useProfileAnalysis(i18n.language || 'en');
  const actions = useProfileActions();

  // The editors' code is fetched once the page is idle, so an Edit pressed later opens at once.
  useEffect(() => {
    const start = () => void preloadEditors().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, []);

  const experienceFacts = (e: ProfileExperience): FactRow[] => [
    [t('experience.jobTitle'), e.title],
    [t('experience.company'), e.company],
    [
      t('experience.dates'),
      `${monthText(e.startDate)} – ${e.endDate ? monthText(e.endDate) : t('forms:date.present')}`,
    ],
    ...(e.description ? [[t('experience.description'), e.description] as const] : []),
  ];
  const educationFacts = (e: ProfileEducation): FactRow[] =>
    (
      [
        [t('education.school'), e.school],
        [t('education.degree'), e.degree],
        [t('education.field'), e.field],
        [t('education.startYear'), e.startYear === null ? '' : String(e.startYear)],
        [t('education.endYear'), e.endYear === null ? '' : String(e.endYear)],
      ] as const
    ).filter(([, value]) => value !== '');

  const goTo = (nextStep: string) => {
    const target = STEP_TARGETS[nextStep];
    if (!target) return;
    if (target.index !== 'none' && actions.editing === null) actions.open(target.section, target.index);
    const section = document.getElementById(`profile-${target.section}`);
    section?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    // An opened editor takes the focus itself (its first field); otherwise the section's heading does.
    if (target.index === 'none' || actions.editing !== null)
      document.getElementById(headingId(target.section))?.focus({ preventScroll: true });
  };

  // The step the address names opens once, when the sections are there to open.
  const stepTaken = useRef(false);
  const loaded = details.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: goTo changes every render; the step is taken once.
  useEffect(() => {
    if (!loaded || stepTaken.current || !initialStep || !STEP_TARGETS[initialStep]) return;
    stepTaken.current = true;
    goTo(initialStep);
  }, [loaded, initialStep]);

  if (details.isPending) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <LoadingState label={t('loading')} />
      </div>
    );
  }
  if (details.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <ErrorState message={t('loadFailed')}>
          <PlainButton variant="secondary" onPress={() => details.refetch()}>
            {t('actions.retry')}
          </PlainButton>
        </ErrorState>
      </div>
    );
  }
  const { profile, candidate, resumes } = details.data;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.layout}>
        <aside className={styles.side} aria-labelledby="profile-completion-heading">
          <CompletionCard completion={analysis.data} failed={analysis.isError} onStep={goTo} />
        </aside>
        <div className={styles.sections}>
          <ContactSection profile={profile} candidate={candidate} actions={actions} />
          <AvatarSection
            avatarUrl={profile.avatarUrl}
            fullName={candidate.fullName}
            domain={domain}
            siteHref={siteHref}
            actions={actions}
          />
          <ListSection<ProfileExperience>
            id="experience"
            opSection="work_experience"
            title={t('experience.title')}
            entries={profile.experience}
            definition="experience"
            toValues={experienceValues}
            fromValues={experienceFromValues}
            entryName={(e) => t('experience.entry', { title: e.title, company: e.company })}
            facts={experienceFacts}
            addLabel={t('experience.add')}
            emptyText={t('experience.empty')}
            actions={actions}
          />
          <ListSection<ProfileEducation>
            id="education"
            opSection="education"
            title={t('education.title')}
            entries={profile.education}
            definition="education"
            toValues={educationValues}
            fromValues={educationFromValues}
            entryName={(e) => e.school}
            facts={educationFacts}
            addLabel={t('education.add')}
            emptyText={t('education.empty')}
            actions={actions}
          />
          <SkillsSection skills={profile.skills} actions={actions} />
          <ListSection<ProfileLink>
            id="links"
            opSection="links"
            title={t('links.title')}
            entries={profile.links}
            definition="link"
            toValues={linkValues}
            fromValues={linkFromValues}
            entryName={(l) => l.label || l.url}
            renderEntry={(l) => (
              <a
                className={styles.link}
                href={l.url}
                rel="noopener noreferrer nofollow"
                target="_blank"
                dir="auto"
              >
                {l.url}
              </a>
            )}
            addLabel={t('links.add')}
            emptyText={t('links.empty')}
            actions={actions}
          />
          <PreferencesSection preferences={profile.jobPreferences} actions={actions} />
          <ResumesSection resumes={resumes} domain={domain} siteHref={siteHref} actions={actions} />
        </div>
      </div>
    </div>
  );
}

function CompletionCard({
  completion,
  failed,
  onStep,
}: {
  completion: ProfileCompletion | undefined;
  failed: boolean;
  onStep: (nextStep: string) => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.completion}>
      <h2 id="profile-completion-heading" className={styles.cardTitle}>
        {t('completion.title')}
      </h2>
      {completion ? (
        <>
          <CompletionRing score={completion.score} />
          <NextSteps completion={completion} onStep={onStep} />
        </>
      ) : failed ? (
        <p className={styles.muted}>{t('completion.failed')}</p>
      ) : (
        <LoadingState label={t('completion.loading')} />
      )}
    </div>
  );
}
