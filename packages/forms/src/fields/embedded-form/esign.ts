import type { FormItem } from '../../core/definition.js';

export type EsignStatus = 'signed' | 'rejected';
export type EmbedOptions = NonNullable<FormItem['embedOptions']>;

/** Spec 3 §9: the e-signature widget frame is 800x1132 px. */
export const ESIGN_FRAME_WIDTH = 800;
export const ESIGN_FRAME_HEIGHT = 1132;

/**
 * `https://<customDomain>/public/esignWidget?widgetId=<id>&hosted=<true|false>`. The domain may come with or
 * without a scheme (https is assumed) and with a trailing path or slash, which is dropped. Anything that is
 * not an http(s) origin gives null: the frame must never load a javascript: or data: url.
 */
export function esignWidgetUrl({ customDomain, widgetId, hosted }: EmbedOptions): URL | null {
  const domain = customDomain.trim().replace(/^\/\//, '');
  if (domain === '') return null;
  let base: URL;
  try {
    base = new URL(/^[a-z][a-z\d+.-]*:/i.test(domain) ? domain : `https://${domain}`);
  } catch {
    return null;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return null;
  const query = `widgetId=${encodeURIComponent(widgetId)}&hosted=${hosted ? 'true' : 'false'}`;
  return new URL(`/public/esignWidget?${query}`, base.origin);
}

/** A widget message, JSON text or an object: type ESIGN means signed, REJECT rejected; anything else null. */
export function esignStatusOf(data: unknown): EsignStatus | null {
  let payload = data;
  if (typeof data === 'string') {
    try {
      payload = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const type = (payload as { type?: unknown }).type;
  if (type === 'ESIGN') return 'signed';
  if (type === 'REJECT') return 'rejected';
  return null;
}
