import { useMemo } from 'react';
import formStyles from '../../react/form.module.css';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import { sanitizeContent } from '../shared/sanitize.js';
import styles from './info.module.css';

/** Sanitised rich text; the markup is the same on the server and the client. */
function RichContent({ html, id, className }: { html: string; id?: string; className?: string }) {
  return (
    <div
      id={id}
      className={[styles.content, className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through sanitizeContent first
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** An info item: display only, identical when editing and reading. */
export function InfoBlock({ item }: FieldEditProps | FieldViewProps) {
  const html = useMemo(() => sanitizeContent(item.content), [item.content]);
  return (
    <div className={styles.block}>
      {item.label ? <p className={styles.title}>{item.label}</p> : null}
      <RichContent html={html} />
      {item.help ? <p className={formStyles.help}>{item.help}</p> : null}
    </div>
  );
}
