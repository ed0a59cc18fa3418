import type {
  CandidateProfile,
  ParsedResume,
  ProfileJobPreferences,
  UploadResumeResponse,
} from '@portico/contracts';
import { Button, FormAlert, LoadingState } from '@portico/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OnboardingResult, useCompleteOnboarding } from '../../lib/api/endpoints/onboarding.js';
import { isApiError } from '../../lib/api/errors.js';
import styles from './onboarding.module.css';
import { EMPTY_DRAFT, type PreferencesDraft, PreferencesStep, preferencesOf } from './preferences-step.js';
import { placeName, preferencesSearchPath, splitList } from './search-href.js';

type Step = 'welcome' | 'resume' | 'review' | 'preferences' | 'alerts' | 'finishing';

export interface OnboardingScreenProps {
  readonly userName: string;
  /** The candidate finished onboarding before (boot data's isOnboarded). */
  readonly alreadyOnboarded: boolean;
  /** The tenant sends saved-search notifications (notificationsConfig.savedSearchNotification.enabled). */
  readonly alertsOffered: boolean;
  /** A site path with the tenant's domain and carried parameters. */
  readonly href: (path: string) => string;
  /** The resume upload (the apply feature's), reading the resume for review. */
  readonly renderResume: (props: { onUploaded: (answer: UploadResumeResponse['data']) => void }) => ReactNode;
  /** The ProfileBootstrapping page, embedded. */
  readonly renderBootstrapping: (props: {
    parsed: ParsedResume;
    resumeId: string;
    onDone: (profile: CandidateProfile | null) => void;
    onSkip: () => void;
  }) => ReactNode;
  /** Leaves for the search with a fresh page load (the boot data then says onboarded). */
  readonly onFinished: (href: string) => void;
}

/** What the preferences step starts with after bootstrapping: the latest job title and the home place. */
function draftFromProfile(profile: CandidateProfile | null, current: PreferencesDraft): PreferencesDraft {
  if (!profile || current.titles || current.places) return current;
  return {
    ...current,
    titles: profile.experience[0]?.title ?? '',
    places: profile.location ? placeName(profile.location) : '',
  };
}

/**
 * Onboarding (spec 1 §2, §4; docs/decisions/027): welcome → resume (optional) → checking what was read (the
 * bootstrapping page) → job preferences → job alerts where the tenant offers them → `POST
 * /api/pcsx/onboarding`, then the search with the preferences applied. Every step can be skipped, and "Skip
 * onboarding" ends it at once; both still complete onboarding, so it is never asked again.
 */
export function OnboardingScreen(props: OnboardingScreenProps) {
  const { t } = useTranslation('onboarding');
  const [step, setStep] = useState<Step>('welcome');
  const [resume, setResume] = useState<{ parsed: ParsedResume; id: string } | null>(null);
  const [draft, setDraft] = useState<PreferencesDraft>(EMPTY_DRAFT);
  const [placeErrors, setPlaceErrors] = useState<Record<string, string> | undefined>(undefined);
  const complete = useCompleteOnboarding();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingId = useId();
  const firstRender = useRef(true);

  // A new step's heading takes the focus, so keyboard and screen-reader users start at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change only
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading =
      headingRef.current ?? document.querySelector<HTMLElement>('[data-onboarding-step] h2[tabindex="-1"]');
    heading?.focus();
  }, [step]);

  // The count stays the same whether or not a resume is read, so "Step 2 of 5" never changes under the reader.
  const steps: Step[] = [
    'welcome',
    'resume',
    'review',
    'preferences',
    ...(props.alertsOffered ? (['alerts'] as const) : []),
  ];
  const position = steps.indexOf(step);

  async function finish(preferences: PreferencesDraft | null, jobAlerts: boolean) {
    setStep('finishing');
    let answer: OnboardingResult;
    try {
      answer = await complete.mutateAsync({
        preferences: preferences ? preferencesOf(preferences) : null,
        job_alerts: jobAlerts,
      });
    } catch (error) {
      // A place the gazetteer does not know: back to the preferences, with the message on the field.
      const field = isApiError(error)
        ? Object.keys(error.fields).find((f) => f.startsWith('preferences.places.'))
        : undefined;
      if (field && preferences) {
        const place = splitList(preferences.places, '\n')[Number(field.split('.')[2])] ?? '';
        setPlaceErrors({ places: t('preferences.placeUnknown', { place }) });
        setStep('preferences');
      }
      return;
    }
    const chosen: ProfileJobPreferences | null = preferences ? answer.jobPreferences : null;
    props.onFinished(props.href(preferencesSearchPath(chosen)));
  }

  const afterPreferences = (next: PreferencesDraft | null) => {
    const kept = next ? preferencesOf(next) : null;
    const anything = kept && (kept.titles.length > 0 || kept.places.length > 0 || kept.remote === 'remote');
    if (next) setDraft(next);
    // An alert needs something to search for; without preferences there is nothing to offer.
    if (props.alertsOffered && anything) setStep('alerts');
    else void finish(next, false);
  };

  if (props.alreadyOnboarded) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('done.heading')}</h1>
        <p>{t('done.text')}</p>
        <p className={styles.actions}>
          <a className={styles.linkButton} href={props.href('/careers')}>
            {t('done.search')}
          </a>
          <a className={styles.secondaryLink} href={props.href('/careers/profile')}>
            {t('done.profile')}
          </a>
        </p>
      </div>
    );
  }

  const stepHeading = (text: string) => (
    <h2 id={stepHeadingId} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
      {text}
    </h2>
  );

  let body: ReactNode;
  switch (step) {
    case 'welcome':
      body = (
        <>
          {stepHeading(
            props.userName ? t('welcome.heading', { name: props.userName }) : t('welcome.headingNoName'),
          )}
          <p>{t('welcome.intro')}</p>
          <ol className={styles.overview}>
            <li>{t('welcome.stepResume')}</li>
            <li>{t('welcome.stepReview')}</li>
            <li>{t('welcome.stepPreferences')}</li>
            {props.alertsOffered ? <li>{t('welcome.stepAlerts')}</li> : null}
          </ol>
          <div className={styles.actions}>
            <Button variant="primary" onPress={() => setStep('resume')}>
              {t('welcome.start')}
            </Button>
          </div>
        </>
      );
      break;
    case 'resume':
      body = (
        <>
          {stepHeading(t('resume.heading'))}
          <p>{t('resume.intro')}</p>
          {props.renderResume({
            onUploaded: (answer) => {
              setResume({ parsed: answer.parsed, id: answer.resume.id });
              setStep('review');
            },
          })}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setStep('preferences')}>
              {t('skipStep')}
            </Button>
          </div>
        </>
      );
      break;
    case 'review':
      body = resume
        ? props.renderBootstrapping({
            parsed: resume.parsed,
            resumeId: resume.id,
            onDone: (profile) => {
              setDraft((current) => draftFromProfile(profile, current));
              setStep('preferences');
            },
            onSkip: () => setStep('preferences'),
          })
        : null;
      break;
    case 'preferences':
      body = (
        <>
          {stepHeading(t('preferences.heading'))}
          <p>{t('preferences.intro')}</p>
          <PreferencesStep
            draft={draft}
            serverErrors={placeErrors}
            onSubmit={(next) => {
              setPlaceErrors(undefined);
              afterPreferences(next);
            }}
            onSkip={() => afterPreferences(null)}
          />
        </>
      );
      break;
    case 'alerts': {
      const kept = preferencesOf(draft);
      const what = kept.titles[0] ?? t('alerts.anyJob');
      body = (
        <>
          {stepHeading(t('alerts.heading'))}
          <p>
            {kept.places[0]
              ? t('alerts.introPlace', { what, place: kept.places[0] })
              : t('alerts.intro', { what })}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => void finish(draft, false)}>
              {t('alerts.off')}
            </Button>
            <Button variant="primary" onPress={() => void finish(draft, true)}>
              {t('alerts.on')}
            </Button>
          </div>
        </>
      );
      break;
    }
    case 'finishing':
      body = complete.isError ? (
        <>
          {stepHeading(t('finishing.heading'))}
          <FormAlert tone="error">{t('finishing.failed')}</FormAlert>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setStep('preferences')}>
              {t('back')}
            </Button>
            <Button
              variant="primary"
              onPress={() => {
                const variables = complete.variables;
                complete.reset();
                void finish(variables?.preferences ? draft : null, Boolean(variables?.job_alerts));
              }}
            >
              {t('finishing.retry')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {stepHeading(t('finishing.heading'))}
          <LoadingState label={t('finishing.saving')} />
        </>
      );
      break;
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        {step !== 'finishing' ? (
          <Button variant="ghost" className={styles.skipAll} onPress={() => void finish(null, false)}>
            {t('skipAll')}
          </Button>
        ) : null}
      </header>
      {position >= 0 ? (
        <p className={styles.progress}>{t('progress', { current: position + 1, total: steps.length })}</p>
      ) : null}
      <div className={styles.step} data-onboarding-step={step}>
        {body}
      </div>
    </div>
  );
}
