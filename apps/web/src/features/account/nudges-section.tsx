import type { Nudge } from '@portico/contracts';
import { Button, buttonClassName, ErrorState, LoadingState } from '@portico/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardNudges } from '../../lib/api/endpoints/dashboard.js';
import { formatDate } from '../../lib/dates.js';
import styles from './account.module.css';

/** How many next steps show before "more": the first ones matter most, and the tabs below stay in reach. */
const FIRST_STEPS = 3;

/**
 * The dashboard's next steps (docs/decisions/054), in the server's order: each says what to do and links to the
 * page where it is done. The company's texts (a job's or a form's title) are isolated in the sentence, so they
 * keep their own direction.
 */
export function NudgesSection({ path }: { path: (path: string) => string }) {
  const { t } = useTranslation('account');
  const { t: tProfile } = useTranslation('profile');
  const nudges = useDashboardNudges();
  const [all, setAll] = useState(false);
  const list = nudges.data ?? [];
  const shown = all ? list : list.slice(0, FIRST_STEPS);
  const more = list.length - FIRST_STEPS;
  return (
    <section aria-labelledby="nudges-title" className={styles.nudges}>
      <h2 id="nudges-title" className={styles.sectionTitle}>
        {t('nudges.title')}
      </h2>
      {nudges.isPending ? <LoadingState label={t('nudges.loading')} /> : null}
      {nudges.isError ? (
        <ErrorState message={t('nudges.loadFailed')}>
          <Button variant="secondary" onPress={() => nudges.refetch()}>
            {t('retry')}
          </Button>
        </ErrorState>
      ) : null}
      {nudges.data?.length === 0 ? <p className={styles.allSet}>{t('nudges.none')}</p> : null}
      {shown.length > 0 ? (
        <ol className={styles.nudgeList} id="nudges-list">
          {shown.map((nudge) => (
            <li key={nudge.id}>
              <NudgeCard nudge={nudge} href={path(nudge.href)} />
            </li>
          ))}
        </ol>
      ) : null}
      {more > 0 ? (
        <button
          type="button"
          className={styles.moreSteps}
          aria-expanded={all}
          aria-controls="nudges-list"
          onClick={() => setAll((v) => !v)}
        >
          {all ? tProfile('completion.fewerSteps') : tProfile('completion.moreSteps', { n: more })}
        </button>
      ) : null}
    </section>
  );
}

const isolate = (text: string) => `\u2068${text}\u2069`;

function NudgeCard({ nudge, href }: { nudge: Nudge; href: string }) {
  const { t, i18n } = useTranslation('account');
  const { t: tProfile } = useTranslation('profile');
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language || 'en') : '');
  const title = isolate(nudge.title);
  const id = `nudge-${nudge.id.replace(/[^\w-]/g, '-')}`;
  let text: string;
  let detail: string | null = null;
  switch (nudge.kind) {
    case 'sign_offer':
      text = t('nudges.signOffer', { title });
      detail = nudge.due_at ? t('nudges.expires', { date: date(nudge.due_at) }) : null;
      break;
    case 'answer_form':
      text = t('nudges.answerForm', { title });
      detail = nudge.due_at ? t('nudges.due', { date: date(nudge.due_at) }) : null;
      break;
    case 'finish_draft':
      text = t('nudges.finishDraft', { title });
      detail = nudge.due_at ? t('nudges.closes', { date: date(nudge.due_at) }) : null;
      break;
    case 'new_job':
      text = t('nudges.newJob', { title });
      detail = nudge.at ? t('nudges.posted', { date: date(nudge.at) }) : null;
      break;
    case 'complete_profile':
      text = tProfile(`nextStep.${nudge.step ?? ''}`, { defaultValue: t('nudges.completeProfile') });
      detail = nudge.adds ? t('nudges.adds', { points: nudge.adds }) : null;
      break;
  }
  return (
    <article className={styles.nudge} data-kind={nudge.kind} aria-labelledby={id}>
      <div className={styles.nudgeBody}>
        <p className={styles.nudgeText} id={id}>
          {text}
        </p>
        {detail ? <p className={styles.nudgeDetail}>{detail}</p> : null}
      </div>
      <Link to={href} className={buttonClassName('primary')} aria-describedby={id}>
        {t(`nudges.actions.${nudge.kind}`)}
      </Link>
    </article>
  );
}
