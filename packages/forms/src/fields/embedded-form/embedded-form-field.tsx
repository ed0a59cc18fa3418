import { useEffect, useMemo, useRef } from 'react';
import { FieldShell } from '../../react/field-shell.js';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { useFormField } from '../../react/use-form-field.js';
import styles from './embedded-form.module.css';
import { ESIGN_FRAME_HEIGHT, ESIGN_FRAME_WIDTH, esignStatusOf, esignWidgetUrl } from './esign.js';

function useStatusText(value: unknown): string {
  const { t } = useFormsT();
  if (value === 'signed') return t('esign.signed');
  if (value === 'rejected') return t('esign.rejected');
  return typeof value === 'string' ? value : '';
}

/**
 * The e-signature widget in a frame. The widget reports back with window messages; only those from the
 * widget's own origin are believed, since any page that can frame or open ours can post messages to it.
 * The value becomes 'signed' or 'rejected'; required therefore means "must be signed or declined", and a
 * `regex` rule such as /^signed$/ demands a signature.
 */
export function EmbeddedFormEdit({ item, name }: FieldEditProps) {
  const { t } = useFormsT();
  const field = useFormField<string | null | undefined>(item, name);
  const statusText = useStatusText(field.value);
  const { customDomain = '', widgetId = '', hosted } = item.embedOptions ?? {};
  const url = useMemo(
    () => (customDomain ? esignWidgetUrl({ customDomain, widgetId, hosted }) : null),
    [customDomain, widgetId, hosted],
  );
  const origin = url?.origin;
  const latest = useRef(field);
  latest.current = field;

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || latest.current.disabled) return;
      const status = esignStatusOf(event.data);
      if (!status) return;
      latest.current.onChange(status);
      latest.current.onBlur();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  return (
    <FieldShell field={field} kind="group">
      {url ? (
        <iframe
          ref={field.ref}
          title={item.label ?? item.ariaLabel ?? t('esign.title')}
          src={url.href}
          width={ESIGN_FRAME_WIDTH}
          height={ESIGN_FRAME_HEIGHT}
          className={styles.frame}
          aria-describedby={field.describedBy}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <p>{t('esign.unavailable')}</p>
      )}
      <p role="status" className={[styles.status, field.value ? styles[field.value] : ''].join(' ')}>
        {statusText}
      </p>
    </FieldShell>
  );
}

export function EmbeddedFormView({ value }: FieldViewProps) {
  return <>{useStatusText(value)}</>;
}
