import { buttonClassName, useToast } from '@portico/ui';
import { useQuery } from '@tanstack/react-query';
import { ShoppingCart, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api/context.js';
import { jobCartQueryOptions, useUpdateJobCart } from '../../lib/api/endpoints/index.js';
import { locationsText } from './format.js';
import styles from './jobs.module.css';

export interface JobCartPanelProps {
  domain: string;
  /** Job page address with the visitor's carried parameters. */
  jobHref(position: { id: number; title: string }): string;
  /** The apply page of several positions at once, with the visitor's carried parameters. */
  applyHref(ids: readonly number[]): string;
}

/**
 * The signed-in candidate's job cart (spec 2 §3, §4, §7): the positions in it, and the ids that no longer
 * point at an open position, which can be removed; "Apply to N jobs" takes its open positions to one
 * apply flow. Shown from the search page's toolbar.
 */
export function JobCartPanel({ domain, jobHref, applyHref }: JobCartPanelProps) {
  const { t } = useTranslation('jobs');
  const api = useApi();
  const toasts = useToast();
  const id = useId();
  const [open, setOpen] = useState(false);
  const cart = useQuery(jobCartQueryOptions(api));
  const update = useUpdateJobCart({ onError: () => toasts.add(t('details.cartFailed'), { type: 'error' }) });
  const positions = cart.data?.positions ?? [];
  const invalid = cart.data?.invalidPositionIds ?? [];
  const size = positions.length + invalid.length;
  const remove = (pids: string[]) => update.mutate({ pids, operation: 'remove', domain });

  return (
    <div className={styles.cart}>
      <button
        type="button"
        className={styles.secondaryButton}
        aria-expanded={open}
        aria-controls={`${id}-cart`}
        onClick={() => setOpen((o) => !o)}
      >
        <ShoppingCart aria-hidden size={18} />
        {t('cart.toggle', { count: size })}
      </button>
      <section id={`${id}-cart`} hidden={!open} className={styles.cartPanel} aria-label={t('cart.heading')}>
        {cart.isError ? (
          // Spec 2 §8: a cart that cannot load is shown empty.
          <p className={styles.muted}>{t('cart.empty')}</p>
        ) : cart.isLoading ? (
          <p className={styles.muted} role="status">
            {t('cart.loading')}
          </p>
        ) : size === 0 ? (
          <p className={styles.muted}>{t('cart.empty')}</p>
        ) : (
          <>
            <ul className={styles.cartList}>
              {positions.map((p) => (
                <li key={p.id} className={styles.cartItem}>
                  <a href={jobHref(p)} className={styles.cartLink}>
                    {p.title}
                  </a>
                  <span className={styles.cardMeta}>{locationsText(p.locations, p.isRemote, t)}</span>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t('cart.remove', { title: p.title })}
                    disabled={update.isPending}
                    onClick={() => remove([String(p.id)])}
                  >
                    <X aria-hidden size={18} />
                  </button>
                </li>
              ))}
              {invalid.length > 0 ? (
                <li className={styles.cartItem}>
                  <span>{t('cart.unavailable', { count: invalid.length })}</span>
                  <button
                    type="button"
                    className={styles.linkButton}
                    disabled={update.isPending}
                    onClick={() => remove(invalid)}
                  >
                    {t('cart.removeUnavailable')}
                  </button>
                </li>
              ) : null}
            </ul>
            {positions.length > 0 ? (
              <a
                className={`${buttonClassName('primary')} ${styles.cartApply}`}
                href={applyHref(positions.map((p) => p.id))}
              >
                {t('cart.apply', { count: positions.length })}
              </a>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
