import {
  isPositionOpen,
  type JobInsights,
  type PositionDetail,
  type SearchPosition,
} from '@portico/contracts';
import { buttonClassName } from '@portico/ui';
import { Bookmark, BookmarkCheck, Link2, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.js';
import { lazyComponent } from '../../lib/lazy-component.js';
import { distanceText, locationsText, salaryText } from './format.js';
import styles from './jobs.module.css';
import type { PositionActions } from './use-position-actions.js';

/** Only signed-in candidates see a match: kept out of a visitor's first load (docs/decisions/014). */
const lazyMatch = lazyComponent(() => import('./match-details.js').then((m) => m.MatchDetailsSection));

/** What the detail view knows: the light version (a result card) at once, the full position when loaded. */
export interface PositionDetailsProps {
  light: SearchPosition | null;
  position: PositionDetail | undefined;
  loadingFull: boolean;
  /** Insights, the configuration for this position, and save / cart / copy link (usePositionActions). */
  actions: PositionActions;
  language: string;
  /** h1 on the job page, h2 in the search page's pane. */
  headingLevel: 1 | 2;
  headingId: string;
  isLoggedIn: boolean;
  loginEnabled: boolean;
  cartEnabled: boolean;
  /** Where Apply leads: applyPath of @portico/contracts, with the page's carried parameters. */
  applyHref: string;
  onSignIn(): void;
  /** Extra links (the pane's "Open job page"). */
  children?: ReactNode;
}

/**
 * The position detail of spec 2 §2-§4, shared by the search page's pane and the job page. The light
 * version shows at once; description, skills and dates fill in when the full position arrives.
 * An open position (isPositionOpen: not archived, valid-through date ahead) offers Apply, "Apply by", the
 * job cart and the match; a closed one says it takes no more applications instead.
 */
export function PositionDetails(props: PositionDetailsProps) {
  const { t } = useTranslation('jobs');
  const { light, position, language } = props;
  const base = position ?? light;
  // Read at render time: a job whose valid-through instant passes between the server render and
  // hydration is re-rendered closed by React's hydration mismatch recovery, which is the right outcome.
  const open = base !== null && isPositionOpen(base, Date.now());
  const showMatch = props.isLoggedIn && open;
  const MatchDetailsSection = lazyMatch.useComponent(showMatch);
  if (!base) return null;
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = props.headingLevel === 1 ? 'h2' : 'h3';
  const isSaved = position?.positionUserActions.isSaved ?? false;

  return (
    <article className={styles.details} aria-labelledby={props.headingId} aria-busy={props.loadingFull}>
      <header className={styles.detailsHeader}>
        <Heading id={props.headingId} className={styles.detailsTitle}>
          {base.title}
        </Heading>
        <p className={styles.detailsMeta}>{locationsText(base.locations, base.isRemote, t)}</p>
        <p className={styles.detailsMeta}>
          {[base.department, t(`jobType.${base.jobType}`), t(`seniority.${base.seniority}`)].join(' · ')}
        </p>
        {base.salary && props.actions.config.showSalary ? (
          <p className={styles.detailsMeta}>
            {t(`salary.${base.salary.period}`, { amount: salaryText(base.salary, language) })}
          </p>
        ) : null}
        <p className={styles.detailsMeta}>
          {t('card.posted', { date: formatDate(base.postedAt, language) })}
          {base.validThrough && open
            ? ` · ${t('details.applyBy', { date: formatDate(base.validThrough, language) })}`
            : null}
        </p>
      </header>

      {open ? null : (
        <p className={styles.closedNotice} role="note">
          {t('details.closed')}
        </p>
      )}

      <div className={styles.actionRow}>
        {open ? (
          // Phones: sticks to the bottom of the screen while the job is read (jobs.module.css).
          <div className={styles.applyBar}>
            <a className={`${buttonClassName('primary')} ${styles.applyButton}`} href={props.applyHref}>
              {t('details.apply')}
            </a>
          </div>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.actionButton}
            aria-pressed={props.isLoggedIn ? isSaved : undefined}
            disabled={
              props.actions.saving ||
              (props.isLoggedIn && !position) ||
              (!props.isLoggedIn && !props.loginEnabled)
            }
            onClick={props.actions.toggleSave}
          >
            {isSaved ? <BookmarkCheck aria-hidden size={18} /> : <Bookmark aria-hidden size={18} />}
            {isSaved ? t('details.saved') : t('details.save')}
          </button>
          {props.cartEnabled && open ? (
            <button
              type="button"
              className={styles.actionButton}
              aria-pressed={props.isLoggedIn ? props.actions.inCart : undefined}
              disabled={props.actions.cartBusy}
              onClick={props.actions.toggleCart}
            >
              <ShoppingCart aria-hidden size={18} />
              {props.actions.inCart ? t('details.removeFromCart') : t('details.addToCart')}
            </button>
          ) : null}
          <button type="button" className={styles.actionButton} onClick={props.actions.copyLink}>
            <Link2 aria-hidden size={18} />
            {t('details.copyLink')}
          </button>
          {props.children}
        </div>
      </div>

      {!props.isLoggedIn && props.loginEnabled && open ? (
        <section className={styles.matchPrompt} aria-label={t('match.heading')}>
          <p>{t('match.signedOut')}</p>
          <button type="button" className={styles.linkButton} onClick={props.onSignIn}>
            {t('match.signIn')}
          </button>
        </section>
      ) : null}

      {showMatch && MatchDetailsSection ? (
        <MatchDetailsSection
          match={props.actions.match.data}
          loading={props.actions.match.isPending && props.actions.match.fetchStatus !== 'idle'}
          Heading={SubHeading}
          headingId={`${props.headingId}-match`}
          language={language}
          matchKey={props.actions.matchKey}
        />
      ) : null}

      {props.actions.config.notice ? (
        <p className={styles.positionNotice} role="note">
          {props.actions.config.notice}
        </p>
      ) : null}

      {position ? (
        <>
          <SubHeading className={styles.sectionHeading}>{t('details.description')}</SubHeading>
          <div
            className={styles.description}
            // The tenant's own words keep their direction (an English description on an Arabic page reads left
            // to right, its full stops at the end), whatever the page's.
            dir="auto"
            // Sanitised on the server when the position is written (positions.service sanitizeDescription).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from our own API.
            dangerouslySetInnerHTML={{ __html: position.description }}
          />
          {props.actions.config.showSkills ? (
            <>
              <SkillList
                title={t('details.requiredSkills')}
                skills={position.requiredSkills}
                Heading={SubHeading}
              />
              <SkillList
                title={t('details.preferredSkills')}
                skills={position.preferredSkills}
                Heading={SubHeading}
              />
            </>
          ) : null}
        </>
      ) : props.loadingFull ? (
        <p className={styles.muted} role="status">
          {t('details.loading')}
        </p>
      ) : null}

      {props.actions.insights.data && props.actions.config.showInsights ? (
        <Insights
          insights={props.actions.insights.data}
          base={base}
          Heading={SubHeading}
          language={language}
        />
      ) : null}
    </article>
  );
}

function SkillList({ title, skills, Heading }: { title: string; skills: string[]; Heading: 'h2' | 'h3' }) {
  if (skills.length === 0) return null;
  return (
    <>
      <Heading className={styles.sectionHeading}>{title}</Heading>
      <ul className={styles.skills}>
        {skills.map((skill) => (
          <li key={skill} className={styles.skill}>
            {skill}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Facts from the tenant's own open positions (spec 2 §3 "jobInsights"); parts without data are left out. */
function Insights({
  insights,
  base,
  Heading,
  language,
}: {
  insights: JobInsights;
  base: SearchPosition | PositionDetail;
  Heading: 'h2' | 'h3';
  language: string;
}) {
  const { t } = useTranslation('jobs');
  const facts: string[] = [];
  if (insights.departmentOpenCount > 0)
    facts.push(
      t('insights.department', { count: insights.departmentOpenCount, department: base.department }),
    );
  if (insights.nearbyOpenCount !== null && insights.nearbyOpenCount > 0)
    facts.push(
      t('insights.nearby', {
        count: insights.nearbyOpenCount,
        distance: distanceText(insights.nearbyRadiusKm, 'km', language),
      }),
    );
  if (insights.salary)
    facts.push(
      t(`insights.salary.${insights.salary.period}`, {
        range: salaryText({ ...insights.salary }, language),
        median: salaryText(
          { ...insights.salary, min: insights.salary.median, max: insights.salary.median },
          language,
        ),
        samples: insights.salary.sampleSize,
      }),
    );
  if (facts.length === 0 && insights.topSkills.length === 0) return null;
  return (
    <section className={styles.insights} aria-label={t('insights.heading')}>
      <Heading className={styles.sectionHeading}>{t('insights.heading')}</Heading>
      {facts.length > 0 ? (
        <ul className={styles.insightFacts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {insights.topSkills.length > 0 ? (
        <>
          <p className={styles.insightLead}>{t('insights.topSkills', { count: insights.similarCount })}</p>
          <ul className={styles.skills}>
            {insights.topSkills.map(({ skill, count }) => (
              <li key={skill} className={styles.skill}>
                {skill} <span className={styles.filterCount}>{count}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
