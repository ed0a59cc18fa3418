import type { MatchDetails } from '@portico/contracts';
import { VisuallyHidden } from '@portico/ui';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { distanceText } from './format.js';
import styles from './jobs.module.css';

function listText(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * "How you match" (docs/decisions/015): the score and, for every criterion, the points it gave and the
 * profile data behind them, so the candidate sees why and what would change it.
 */
export function MatchDetailsSection({
  match,
  loading,
  Heading,
  headingId,
  language,
}: {
  match: MatchDetails | undefined;
  loading: boolean;
  Heading: 'h2' | 'h3';
  headingId: string;
  language: string;
}) {
  const { t } = useTranslation('jobs');
  if (!match && !loading) return null;
  return (
    <section className={styles.match} aria-labelledby={headingId} aria-busy={loading}>
      <Heading id={headingId} className={styles.sectionHeading}>
        {t('match.heading')}
      </Heading>
      {!match ? (
        <p className={styles.muted}>{t('match.loading')}</p>
      ) : (
        <>
          {match.score === null ? (
            <p>{t('match.noScore')}</p>
          ) : (
            <div className={styles.matchScore}>
              <p className={styles.matchScoreText}>{t('match.score', { score: match.score })}</p>
              <div className={styles.matchBar} aria-hidden="true">
                <div className={styles.matchBarFill} style={{ width: `${match.score}%` }} />
              </div>
            </div>
          )}
          <details className={styles.matchWhy}>
            <summary>{t('match.why')}</summary>
            <ul className={styles.matchCriteria}>
              {match.skills ? (
                <Criterion name={t('match.skills.name')} points={match.skills}>
                  <SkillEvidence kind="required" part={match.skills.required} />
                  <SkillEvidence kind="preferred" part={match.skills.preferred} />
                </Criterion>
              ) : null}
              <Criterion name={t('match.title.name')} points={match.title}>
                <p>
                  {match.title.best
                    ? t('match.title.matched', {
                        title: match.title.best.title,
                        company: match.title.best.company,
                        words: match.title.best.sharedWords.join(' '),
                      })
                    : t('match.title.none')}
                </p>
              </Criterion>
              <Criterion name={t('match.experience.name')} points={match.experience}>
                <p>
                  {t('match.experience.have', {
                    count: match.experience.years,
                    years: new Intl.NumberFormat(language).format(match.experience.years),
                  })}{' '}
                  {match.experience.expectedYears === 0
                    ? t('match.experience.entry')
                    : t('match.experience.expected', { count: match.experience.expectedYears })}
                </p>
              </Criterion>
              <Criterion name={t('match.location.name')} points={match.location}>
                <p>
                  {match.location.status === 'remote'
                    ? t('match.location.remote')
                    : match.location.status === 'unknown' || match.location.distanceKm === null
                      ? t('match.location.unknown')
                      : t('match.location.distance', {
                          from: match.location.from,
                          to: match.location.to,
                          distance: distanceText(match.location.distanceKm, 'km', language),
                        })}
                </p>
              </Criterion>
            </ul>
          </details>
          {match.profileGaps.length > 0 ? (
            <p className={styles.matchGaps}>
              {t('match.gaps', {
                list: listText(
                  match.profileGaps.map((gap) => t(`match.gap.${gap}`)),
                  language,
                ),
              })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function Criterion({
  name,
  points,
  children,
}: {
  name: string;
  points: { points: number; weight: number };
  children: ReactNode;
}) {
  const { t } = useTranslation('jobs');
  return (
    <li className={styles.matchCriterion}>
      <p className={styles.matchCriterionHead}>
        <span className={styles.matchCriterionName}>{name}</span>
        <span className={styles.muted}>
          {t('match.points', { points: points.points, weight: points.weight })}
        </span>
      </p>
      {children}
    </li>
  );
}

function SkillEvidence({
  kind,
  part,
}: {
  kind: 'required' | 'preferred';
  part: { matched: string[]; missing: string[] };
}) {
  const { t } = useTranslation('jobs');
  const total = part.matched.length + part.missing.length;
  if (total === 0) return null;
  return (
    <>
      <p>{t(`match.skills.${kind}`, { matched: part.matched.length, count: total })}</p>
      <ul className={styles.skills} aria-label={t(`match.skills.${kind}List`)}>
        {part.matched.map((skill) => (
          <li key={skill} className={`${styles.skill} ${styles.skillHave}`}>
            <Check aria-hidden size={14} />
            {skill}
            <VisuallyHidden>{t('match.skills.have')}</VisuallyHidden>
          </li>
        ))}
        {part.missing.map((skill) => (
          <li key={skill} className={`${styles.skill} ${styles.skillMissing}`}>
            <X aria-hidden size={14} />
            {skill}
            <VisuallyHidden>{t('match.skills.missing')}</VisuallyHidden>
          </li>
        ))}
      </ul>
    </>
  );
}
