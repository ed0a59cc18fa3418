import { ESIGN_FRAME_SIZE_PX } from '@portico/contracts';
import { useEffect, useRef } from 'react';
import styles from './offers.module.css';

export type EsignOutcome = 'ESIGN' | 'REJECT';

/** The origin of the widget's url, or null when it is not an http(s) address. */
export function widgetOrigin(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Spec 3 §2: the message's JSON `type`; the widget may post a JSON string or an object. */
export function readEsignMessage(data: unknown): EsignOutcome | null {
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const type = (value as { type?: unknown }).type;
  return type === 'ESIGN' || type === 'REJECT' ? type : null;
}

/**
 * The e-signature widget in an 800x1132 frame (spec 3 §2), scaled down to the width available on phones.
 * Messages are taken only from the widget's own origin and only from this frame's window: any other page
 * could post `{type: 'ESIGN'}` too.
 */
export function EsignFrame({
  url,
  title,
  onOutcome,
}: {
  url: string;
  title: string;
  onOutcome: (outcome: EsignOutcome) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const handler = useRef(onOutcome);
  handler.current = onOutcome;

  useEffect(() => {
    const origin = widgetOrigin(url, window.location.href);
    if (!origin) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      if (frameRef.current && event.source !== frameRef.current.contentWindow) return;
      const outcome = readEsignMessage(event.data);
      if (outcome) handler.current(outcome);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [url]);

  const { width, height } = ESIGN_FRAME_SIZE_PX;
  return (
    <div className={styles.esignFrame}>
      <iframe ref={frameRef} src={url} title={title} width={width} height={height} />
    </div>
  );
}
