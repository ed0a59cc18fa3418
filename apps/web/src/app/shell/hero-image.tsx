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

/** Whether a page's hero has a picture to show. */
export function hasHeroImage(config: HeroImageConfig | undefined): config is HeroImageConfig {
  return Boolean(config?.enabled && config.variants.length > 0);
}

/**
 * The hero's picture with one source per device width range; the browser picks the variant before
 * downloading, so a phone never fetches the desktop picture.
 */
export function HeroPicture({ config, className }: { config: HeroImageConfig; className?: string }) {
  // Widest ranges last: the first matching <source> wins, so narrow (more specific) ranges go first.
  const variants = [...config.variants].sort((a, b) => (a.maxWidth ?? Infinity) - (b.maxWidth ?? Infinity));
  const fallback = variants.find((v) => v.minWidth === 0) ?? variants[variants.length - 1]!;
  const alt = variants.find((v) => v.alt.trim())?.alt ?? '';
  return (
    <picture>
      {variants.map((variant) => {
        const media = mediaQueryFor(variant);
        return media ? <source key={`${variant.url}|${media}`} media={media} srcSet={variant.url} /> : null;
      })}
      <img className={className} src={fallback.url} alt={alt} fetchPriority="high" />
    </picture>
  );
}

/** A page's hero image as a band above the page (pages other than the landing, which draws its own). */
export function HeroImage({ config }: { config: HeroImageConfig | undefined }) {
  if (!hasHeroImage(config)) return null;
  return (
    <div className={styles.hero}>
      <HeroPicture config={config} className={styles.heroImg} />
    </div>
  );
}
