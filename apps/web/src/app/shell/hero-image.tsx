import type { HeroImage as HeroImageConfig } from '@portico/contracts';
import styles from './shell.module.css';

type Variant = HeroImageConfig['variants'][number];

/** Media query of one variant: inclusive minWidth, exclusive maxWidth (contracts heroImageVariantSchema). */
export function mediaQueryFor(variant: Pick<Variant, 'minWidth' | 'maxWidth'>): string | undefined {
  const parts: string[] = [];
  if (variant.minWidth > 0) parts.push(`(min-width: ${variant.minWidth}px)`);
  if (variant.maxWidth !== null) parts.push(`(max-width: ${variant.maxWidth - 0.02}px)`);
  return parts.length > 0 ? parts.join(' and ') : undefined;
}

/**
 * The page's hero image with one source per device width range; the browser picks the variant before
 * downloading, so a phone never fetches the desktop picture.
 */
export function HeroImage({ config }: { config: HeroImageConfig | undefined }) {
  if (!config?.enabled || config.variants.length === 0) return null;
  // Widest ranges last: the first matching <source> wins, so narrow (more specific) ranges go first.
  const variants = [...config.variants].sort((a, b) => (a.maxWidth ?? Infinity) - (b.maxWidth ?? Infinity));
  const fallback = variants.find((v) => v.minWidth === 0) ?? variants[variants.length - 1]!;
  const alt = variants.find((v) => v.alt.trim())?.alt ?? '';
  return (
    <div className={styles.hero}>
      <picture>
        {variants.map((variant) => {
          const media = mediaQueryFor(variant);
          return media ? <source key={`${variant.url}|${media}`} media={media} srcSet={variant.url} /> : null;
        })}
        <img className={styles.heroImg} src={fallback.url} alt={alt} fetchPriority="high" />
      </picture>
    </div>
  );
}
