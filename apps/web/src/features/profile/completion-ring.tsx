import type { ProfileCompletion } from '@portico/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './profile.module.css';

const RADIUS = 42;
/** Next steps listed before "more". */
const FIRST_STEPS = 3;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The profile's completion, 0-100, as a ring (a progress bar to assistive technology) with the number in it. */
export function CompletionRing({ score }: { score: number }) {
  const { t } = useTranslation('profile');
  const labelId = useId();
  const clamped = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <div
      className={styles.ring}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={t('completion.valueText', { score: clamped })}
      aria-labelledby={labelId}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className={styles.ringTrack} cx="50" cy="50" r={RADIUS} />
        <circle
          className={styles.ringValue}
          cx="50"
          cy="50"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
        />
      </svg>
      <span className={styles.ringNumber} aria-hidden="true">
        {t('completion.percent', { score: clamped })}
      </span>
      <span id={labelId} className={styles.visuallyHidden}>
        {t('completion.label')}
      </span>
    </div>
  );
}

/** The next steps of a completion answer, most valuable first; each opens the section that fills it. */
export function NextSteps({
  completion,
  onStep,
}: {
  completion: ProfileCompletion;
  onStep: (nextStep: string) => void;
}) {
  const { t } = useTranslation('profile');
  const [all, setAll] = useState(false);
  if (completion.missing.length === 0) return <p className={styles.complete}>{t('completion.done')}</p>;
  // The most valuable steps first; the rest on demand, so a new profile's list does not push the page down.
  const shown = all ? completion.missing : completion.missing.slice(0, FIRST_STEPS);
  const more = completion.missing.length - FIRST_STEPS;
  return (
    <>
      <ol className={styles.nextSteps} aria-label={t('completion.nextSteps')}>
        {shown.map((piece) => (
          <li key={piece.key}>
            <button type="button" className={styles.nextStep} onClick={() => onStep(piece.nextStep)}>
              <span>{t(`nextStep.${piece.nextStep}`, { defaultValue: t('nextStep.fallback') })}</span>
              <span className={styles.adds}>{t('completion.adds', { points: piece.adds })}</span>
            </button>
          </li>
        ))}
      </ol>
      {more > 0 ? (
        <button
          type="button"
          className={styles.moreSteps}
          aria-expanded={all}
          onClick={() => setAll((v) => !v)}
        >
          {all ? t('completion.fewerSteps') : t('completion.moreSteps', { n: more })}
        </button>
      ) : null}
    </>
  );
}
