import type { OfferStatus } from '@portico/contracts';
import { buttonClassName } from '@portico/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api/errors.js';
import { statusLabelKey, statusTone } from './offer-rules.js';
import styles from './offers.module.css';

/** A router link drawn as a button (navigation stays a link: middle-click, copy address, no JS needed). */
export function LinkButton({
  to,
  variant,
  children,
  'aria-label': ariaLabel,
}: {
  to: string;
  variant: 'primary' | 'secondary' | 'ghost';
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Link to={to} className={buttonClassName(variant)} data-variant={variant} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}

/** The status label with its coloured dot (spec 1 §2); the dot is decoration, the text says it. */
export function StatusLabel({ status }: { status: OfferStatus }) {
  const { t } = useTranslation('offers');
  return (
    <span className={styles.status}>
      <span className={styles.dot} data-tone={statusTone(status)} aria-hidden="true" />
      {t(statusLabelKey(status))}
    </span>
  );
}

/**
 * Spec 1 §8: a failed accept or decline shows the server's message when it sent one, else the fallback.
 * The request layer's own texts (network, rate limit) are not the server's words, so they get the fallback.
 */
export function actionErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'http' && error.messageKey === undefined && error.message)
    return error.message;
  return fallback;
}

/** 404 (not this candidate's, or gone) and 400 (not an offer id at all) both mean "no such offer". */
export function isMissingOffer(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * Replaces the current page with `to` after render (spec 1 §4: a missing offer goes to the list). Not
 * React Router's <Navigate>: that would add its code to the first load, where React Router lives.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
