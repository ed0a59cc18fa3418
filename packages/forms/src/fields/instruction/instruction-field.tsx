import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { INSTRUCTION_READ_MORE_HEIGHT } from '../../core/definition.js';
import formStyles from '../../react/form.module.css';
import { useFormsT } from '../../react/i18n.js';
import type { FieldEditProps, FieldViewProps } from '../../react/registry-context.js';
import infoStyles from '../info/info.module.css';
import { sanitizeContent } from '../shared/sanitize.js';
import styles from './instruction.module.css';

/**
 * Sanitised instructions, optionally collapsed to a height (150 px unless the item says otherwise) behind a
 * "Read more" toggle. The toggle only appears when the text is taller than the limit, which is measured in
 * the browser (and again whenever the text resizes), so the server renders the text unclipped.
 */
export function InstructionBlock({ item }: FieldEditProps | FieldViewProps) {
  const { t } = useFormsT();
  const html = useMemo(() => sanitizeContent(item.content), [item.content]);
  const collapsible = Boolean(item.instructionOptions?.showReadMoreButton);
  const limit = item.instructionOptions?.readMoreMaxHeight ?? INSTRUCTION_READ_MORE_HEIGHT;
  const contentId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const element = contentRef.current;
    if (!collapsible || !element) return;
    const measure = () => setOverflows(element.scrollHeight > limit);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [collapsible, limit]);

  const clipped = collapsible && overflows && !expanded;
  return (
    <div className={infoStyles.block}>
      {item.label ? <p className={infoStyles.title}>{item.label}</p> : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus arriving inside the clipped text (a link) expands it */}
      <div
        id={contentId}
        ref={contentRef}
        className={[infoStyles.content, clipped ? styles.clipped : ''].filter(Boolean).join(' ')}
        style={clipped ? { maxBlockSize: `${limit}px` } : undefined}
        // A keyboard user tabbing to a link hidden below the fold gets the whole text.
        onFocus={() => {
          if (clipped) setExpanded(true);
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through sanitizeContent first
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {collapsible && overflows ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('readMore.less') : t('readMore.more')}
        </button>
      ) : null}
      {item.help ? <p className={formStyles.help}>{item.help}</p> : null}
    </div>
  );
}
