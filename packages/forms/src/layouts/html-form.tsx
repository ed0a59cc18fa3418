import { useId, useMemo } from 'react';
import { z } from 'zod';
import { sanitizeContent } from '../fields/shared/sanitize.js';
import styles from './html-form.module.css';

/** Spec 3 §9: the optional block image is shown at 400x200. */
export const HTML_FORM_IMAGE_WIDTH = 400;
export const HTML_FORM_IMAGE_HEIGHT = 200;

/**
 * One block of an HTML form (spec 3 §2): a heading, a description and an optional image. The description
 * is HTML (sanitised before display) unless `descriptionFormat` is `text`. Blocks may come from a server,
 * hence the schema.
 */
export const htmlFormBlockSchema = z.object({
  heading: z.string(),
  description: z.string().optional(),
  descriptionFormat: z.enum(['html', 'text']).optional(),
  image: z.object({ src: z.string().min(1), alt: z.string() }).optional(),
});
export type HtmlFormBlock = z.infer<typeof htmlFormBlockSchema>;
export const htmlFormBlocksSchema = z.array(htmlFormBlockSchema);

export interface HtmlFormProps {
  readonly blocks: readonly HtmlFormBlock[];
  /** Accessible name of the whole presentation. */
  readonly 'aria-label'?: string;
  readonly className?: string;
}

/** Spec 3 §2 HTML form: read-only blocks of heading, description and an optional 400x200 image. */
export function HtmlForm({ blocks, className, ...props }: HtmlFormProps) {
  const base = useId();
  return (
    <section
      className={[styles.blocks, className].filter(Boolean).join(' ')}
      aria-label={props['aria-label']}
    >
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their order is the content
        <HtmlBlock key={index} block={block} headingId={`${base}-${index}`} />
      ))}
    </section>
  );
}

function HtmlBlock({ block, headingId }: { block: HtmlFormBlock; headingId: string }) {
  const html = useMemo(
    () =>
      block.description !== undefined && block.descriptionFormat !== 'text'
        ? sanitizeContent(block.description)
        : undefined,
    [block.description, block.descriptionFormat],
  );
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {block.heading}
      </h2>
      {html !== undefined ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeContent
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />
      ) : block.description ? (
        <p className={`${styles.description} ${styles.plain}`}>{block.description}</p>
      ) : null}
      {block.image ? (
        <img
          className={styles.image}
          src={block.image.src}
          alt={block.image.alt}
          width={HTML_FORM_IMAGE_WIDTH}
          height={HTML_FORM_IMAGE_HEIGHT}
          loading="lazy"
        />
      ) : null}
    </section>
  );
}
