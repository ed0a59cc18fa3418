import type { SavedSearchMetadata } from '@portico/contracts';
import { BellPlus, Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateJobAlert } from '../../lib/api/endpoints/index.js';
import { isApiError } from '../../lib/api/errors.js';
import { loadScreenNamespaces } from '../../lib/i18n/index.js';
import { lazyComponent } from '../../lib/lazy-component.js';
import styles from './job-alerts.module.css';
import type { SubscribeDialogProps } from './subscribe-dialog.js';

/** The visitor's e-mail form (React Aria's dialog, its strings): downloaded when it is first asked for. */
const subscribeDialog = lazyComponent<SubscribeDialogProps>(() =>
  Promise.all([import('./subscribe-dialog.js'), loadScreenNamespaces()]).then(([m]) => m.SubscribeDialog),
);

export interface AlertSearch {
  query: string;
  location: string;
  /** The search's filters as the search understood them (its `appliedFilters`). */
  filters: Record<string, string[]>;
}

export interface CreateAlertControlProps {
  search: AlertSearch;
  /** The search answer's `savedSearchMetadata` (undefined while it loads). */
  metadata: SavedSearchMetadata | undefined;
  isLoggedIn: boolean;
  /** Candidates' alerts: the site's saved-search notifications with candidate login. */
  offered: boolean;
  /** Visitors' alerts by e-mail: `loggedOutNotificationConfig.enabled` (with saved-search notifications). */
  visitorOffered: boolean;
  privacyText: string;
  language: string;
  /** Settings' job alerts section. */
  manageHref: string;
  /** A visitor where only candidates have alerts: sign in first. */
  openLogin(): void;
  /** Class of the toolbar's buttons, so the control looks like its neighbours. */
  buttonClassName: string;
}

/** The filters an alert keeps: the radius stays with its place; the map's points are not kept. */
function keptFilters(filters: Record<string, string[]>) {
  return Object.fromEntries(
    Object.entries(filters).filter(([name, v]) => !name.startsWith('latlong') && v.length > 0),
  );
}

/**
 * "Create alert" on the search page (docs/decisions/053). Signed in, it saves the search at once and then says
 * it is saved, with a link to manage alerts; a visitor gets the e-mail form where the site offers it, else the
 * sign-in. A search that names nothing (no words, place or filter) cannot be an alert, so it shows no control.
 */
export function CreateAlertControl(props: CreateAlertControlProps) {
  const { t } = useTranslation('jobs');
  const create = useCreateJobAlert();
  const [error, setError] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const Dialog = subscribeDialog.useComponent(dialogOpen);
  const filters = keptFilters(props.search.filters);
  const names =
    props.search.query.trim() ||
    props.search.location.trim() ||
    Object.keys(filters).some((f) => f !== 'distance');
  const visitorForm = !props.isLoggedIn && props.visitorOffered;
  if (!names || !(props.offered || visitorForm)) return null;
  if (props.isLoggedIn && props.metadata?.isSaved)
    return (
      <span className={styles.control}>
        <span className={styles.saved} role="status">
          <Check aria-hidden size={18} />
          {t('alerts.saved')}
        </span>
        <a className={styles.link} href={props.manageHref}>
          {t('alerts.manage')}
        </a>
      </span>
    );

  async function press() {
    setError('');
    if (!props.isLoggedIn) {
      if (visitorForm) setDialogOpen(true);
      else props.openLogin();
      return;
    }
    try {
      await create.mutateAsync({ query: props.search.query, location: props.search.location, filters });
    } catch (failure) {
      // Saved already (another tab): the refreshed answer says so; anything else is said here.
      if (!(isApiError(failure) && failure.code === 'CONFLICT')) setError(t('alerts.failed'));
    }
  }

  return (
    <span className={styles.control}>
      <button
        type="button"
        className={props.buttonClassName}
        aria-haspopup={visitorForm ? 'dialog' : undefined}
        aria-busy={create.isPending || undefined}
        disabled={create.isPending}
        onClick={press}
        onPointerEnter={visitorForm ? () => void subscribeDialog.preload().catch(() => {}) : undefined}
      >
        <BellPlus aria-hidden size={18} />
        {create.isPending ? t('alerts.creating') : t('alerts.create')}
      </button>
      {error ? (
        <span className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
      {dialogOpen && Dialog ? (
        <Dialog
          search={{ ...props.search, filters }}
          privacyText={props.privacyText}
          language={props.language}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </span>
  );
}
