import type { PageConfig } from '@portico/contracts';
import { type KeyboardEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAttestTerms, useTermsOfService } from '../../lib/api/endpoints/terms-of-service.js';
import styles from './shell.module.css';

export type TermsTexts = Omit<PageConfig['pcsxConfig']['termsConfig'], 'enabled'>;

export interface TermsGateProps {
  /** The tenant's terms from the page config: the server render shows them without waiting for a fetch. */
  terms: TermsTexts;
  /** The gate is over: accepted, already attested elsewhere, or dropped because the terms could not be fetched. */
  onDone: (reason: 'accepted' | 'dropped') => void;
  /** Settings, where the candidate can download their data or delete their account without accepting. */
  privacyHref: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The terms-of-service gate (spec 1 §2, §4, §8; docs/decisions/022): a modal that cannot be closed — no close
 * button, Escape and presses outside do nothing, focus stays inside — full screen on phones, and left only by
 * accepting (or by going to settings to download one's data or delete the account). Plain elements, so the server renders it and the page is blocked from the first paint (the shell
 * makes everything behind it inert). Its fetch confirms the server's word; if it fails the gate is dropped.
 */
export function TermsGate({ terms, onDone, privacyHref }: TermsGateProps) {
  const { t } = useTranslation('shell');
  const dialogRef = useRef<HTMLDivElement>(null);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), helper: useId(), error: useId() };
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<'required' | 'failed' | 'changed' | null>(null);
  const state = useTermsOfService();
  const attest = useAttestTerms();
  const texts: TermsTexts = state.data ?? terms;

  useEffect(() => {
    if (state.isError || state.data?.tosAttested === true || state.data?.enabled === false) onDone('dropped');
  }, [state.isError, state.data, onDone]);

  // Focus moves into the dialog once, and anything that takes it out (a toast, a click on the backdrop) gives it back.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.focus();
    const keepFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => document.removeEventListener('focusin', keepFocus);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!agreed) {
      setProblem('required');
      checkboxRef.current?.focus();
      return;
    }
    setProblem(null);
    attest.mutate(
      { version: texts.version },
      {
        onSuccess: () => onDone('accepted'),
        onError: (error) => {
          if (error.code === 'CONFLICT') {
            setAgreed(false);
            void state.refetch();
          }
          setProblem(error.code === 'CONFLICT' ? 'changed' : 'failed');
        },
      },
    );
  }

  return (
    // A press on the backdrop keeps focus where it is (and closes nothing).
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only stops focus from leaving the dialog.
    <div
      className={styles.termsOverlay}
      data-terms-gate=""
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        aria-describedby={texts.helperText ? ids.helper : undefined}
        tabIndex={-1}
        className={styles.termsDialog}
        onKeyDown={onKeyDown}
      >
        <h2 id={ids.title} className={styles.termsTitle}>
          {texts.headingText || t('terms.heading')}
        </h2>
        {texts.helperText ? (
          <p id={ids.helper} className={styles.termsHelper}>
            {texts.helperText}
          </p>
        ) : null}
        {texts.infoText ? <div className={styles.termsInfo}>{texts.infoText}</div> : null}
        <form noValidate onSubmit={onSubmit} className={styles.termsForm}>
          <label className={styles.termsCheck}>
            <input
              ref={checkboxRef}
              type="checkbox"
              required
              checked={agreed}
              aria-invalid={problem === 'required' || undefined}
              aria-describedby={problem === 'required' ? ids.error : undefined}
              onChange={(event) => {
                setAgreed(event.target.checked);
                if (event.target.checked && problem === 'required') setProblem(null);
              }}
            />
            <span>{t('terms.checkbox')}</span>
          </label>
          {problem ? (
            <p id={ids.error} role="alert" className={styles.termsError}>
              {t(`terms.${problem}`)}
            </p>
          ) : null}
          {texts.disclaimerText ? <p className={styles.termsDisclaimer}>{texts.disclaimerText}</p> : null}
          <button type="submit" className={styles.termsSubmit} disabled={attest.isPending}>
            {attest.isPending ? t('terms.saving') : texts.submitButtonText || t('terms.submit')}
          </button>
        </form>
        <p className={styles.termsPrivacy}>
          {t('terms.privacyPrompt')} <Link to={privacyHref}>{t('terms.privacyLink')}</Link>
        </p>
      </div>
    </div>
  );
}
