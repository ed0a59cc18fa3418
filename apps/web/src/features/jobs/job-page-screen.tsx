import type { PositionDetailsConfig } from '@portico/contracts';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './jobs.module.css';
import { PositionDetails } from './position-details.js';
import { usePositionActions } from './use-position-actions.js';

export interface JobPageScreenProps {
  id: number;
  /** The private job link's token (`/careers/job/private?pid=&private=`); null for a public job. */
  privateToken: string | null;
  language: string;
  isLoggedIn: boolean;
  loginEnabled: boolean;
  cartEnabled: boolean;
  domain: string;
  /** Absolute address of this page, for "Copy link". */
  shareUrl: string;
  searchHref: string;
  /** The apply page of this position, with the visitor's carried parameters. */
  applyHref: string;
  openLogin(options?: { pendingAction?: () => Promise<void> }): void;
  positionDetailsConfig: PositionDetailsConfig;
  hasPositionOverrides: boolean;
}

/**
 * `/careers/job/{pid}` and `/careers/job/private?pid=&private=` (spec 2 §2, docs/decisions/034): one position on its own page. The
 * server render already holds the full position (the route's loader), so the description is in the HTML.
 */
export function JobPageScreen(props: JobPageScreenProps) {
  const { t } = useTranslation('jobs');
  const headingId = useId();
  const actions = usePositionActions({
    ...props,
    baseConfig: props.positionDetailsConfig,
    hasOverrides: props.hasPositionOverrides,
  });
  const position = actions.position;
  return (
    <div className={styles.jobPage}>
      <a className={`${styles.linkButton} ${styles.jobPageBack}`} href={props.searchHref}>
        <ArrowLeft aria-hidden size={18} />
        {t('details.allJobs')}
      </a>
      {position.data ? (
        <PositionDetails
          light={null}
          position={position.data}
          loadingFull={false}
          language={props.language}
          headingLevel={1}
          headingId={headingId}
          isLoggedIn={props.isLoggedIn}
          loginEnabled={props.loginEnabled}
          cartEnabled={props.cartEnabled}
          applyHref={props.applyHref}
          actions={actions}
          onSignIn={() => props.openLogin()}
        />
      ) : position.isError ? (
        <div className={styles.emptyState}>
          <h1 className={styles.emptyTitle}>
            {position.error.status === 404 ? t('details.notFoundTitle') : t('errors.loadPositionDetails')}
          </h1>
          <p>{position.error.status === 404 ? t('details.notFoundHelp') : null}</p>
          {position.error.status === 404 ? null : (
            <button type="button" className={styles.secondaryButton} onClick={() => position.refetch()}>
              {t('errors.retry')}
            </button>
          )}
        </div>
      ) : (
        <p className={styles.muted} role="status">
          {t('details.loading')}
        </p>
      )}
    </div>
  );
}
