import type { ApplyPosition, SourceParams } from '@portico/contracts';
import type { FormLoaders } from '@portico/forms';
import { buttonClassName, FormAlert } from '@portico/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApplyForm } from '../../lib/api/endpoints/apply.js';
import { loadScreenNamespaces } from '../../lib/i18n/index.js';
import { lazyComponent } from '../../lib/lazy-component.js';
import styles from './apply.module.css';
import type { ApplyFlowProps } from './apply-flow.js';
import { ApplyHeader } from './apply-header.js';
import type { ApplyTarget } from './apply-target.js';
import { useHydrated } from './use-hydrated.js';

/**
 * The form itself (the toolkit, its field types, React Aria, zod, drafts) is one chunk loaded after
 * hydration: the page's first load is the header and the states below (docs/decisions/020).
 */
export const applyFlow = lazyComponent<ApplyFlowProps>(() =>
  Promise.all([import('./apply-flow.js'), loadScreenNamespaces()]).then(([module]) => module.ApplyFlow),
);

export interface ApplyScreenProps {
  /** The jobs of the address; null when it names none. */
  readonly target: ApplyTarget | null;
  /** The address's source parameters, sent with the application. */
  readonly source: SourceParams;
  readonly domain: string;
  readonly userId: string | null;
  readonly jobHref: (position: ApplyPosition) => string;
  readonly searchHref: string;
  /** The toolkit's select options and skill search, through the app's request layer. */
  readonly loaders: FormLoaders;
}

function Notice({ children, searchHref, alert }: { children: string; searchHref: string; alert?: boolean }) {
  const { t } = useTranslation('apply');
  return (
    <div className={styles.notice}>
      <p role={alert ? 'alert' : undefined} className={styles.noticeText}>
        {children}
      </p>
      <Link to={searchHref} className={buttonClassName('secondary')}>
        {t('searchJobs')}
      </Link>
    </div>
  );
}

/**
 * `/careers/apply?pid=`, `?pids=` and `/careers/apply/private?pid=` (spec 1 §2, spec 2 §2): the job(s), then
 * the stepped application once the browser has its code; not found, closed, already applied, loading and
 * error states on their own.
 */
export function ApplyScreen(props: ApplyScreenProps) {
  const { t } = useTranslation('apply');
  const { target, searchHref } = props;
  const form = useApplyForm(target ?? { pids: [], privateToken: null }, target !== null);
  const hydrated = useHydrated();
  const data = form.data;
  const positions = data?.positions ?? [];
  const [only] = positions;
  const single = positions.length === 1 && only ? only : null;
  const blocked = single ? (single.alreadyApplied ? 'applied' : !single.open ? 'closed' : null) : null;
  const ready = data !== undefined && positions.length > 0 && blocked === null;
  const Flow = applyFlow.useComponent(hydrated && ready);
  // The form's code could not be downloaded (offline, or a new release replaced it): say so, offer a retry.
  const [codeFailed, setCodeFailed] = useState(false);
  useEffect(() => {
    if (!hydrated || !ready || Flow) return;
    let live = true;
    applyFlow.preload().catch(() => {
      if (live) setCodeFailed(true);
    });
    return () => {
      live = false;
    };
  }, [hydrated, ready, Flow]);

  let body: ReactNode;
  if (target === null || (data && positions.length === 0) || (form.isError && form.error.status === 404))
    body = <Notice searchHref={searchHref}>{t('notFound')}</Notice>;
  else if (form.isError || (codeFailed && !Flow))
    body = (
      <div className={styles.notice}>
        <FormAlert>{t('loadFailed')}</FormAlert>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => (codeFailed ? window.location.reload() : void form.refetch())}
        >
          {t('retry')}
        </button>
      </div>
    );
  else if (blocked === 'closed') body = <Notice searchHref={searchHref}>{t('closed')}</Notice>;
  else if (blocked === 'applied') body = <Notice searchHref={searchHref}>{t('alreadyApplied')}</Notice>;
  else if (data && target && Flow)
    body = (
      <Flow
        form={data}
        target={target}
        source={props.source}
        domain={props.domain}
        userId={props.userId}
        jobHref={props.jobHref}
        searchHref={searchHref}
        loaders={props.loaders}
      />
    );
  else
    body = (
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('loading')}
      </p>
    );

  return (
    <div className={styles.page}>
      {positions.length > 0 ? (
        <ApplyHeader positions={positions} jobHref={props.jobHref} />
      ) : (
        <h1 className={styles.title}>{t('title')}</h1>
      )}
      {body}
    </div>
  );
}
