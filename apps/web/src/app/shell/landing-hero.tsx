import type { HeroImage as HeroImageConfig } from '@portico/contracts';
import { HeroPicture, hasHeroImage } from './hero-image.js';
import styles from './shell.module.css';

export interface LandingHeroProps {
  companyName: string;
  /** The tenant's logo; without one the company name is drawn as a wordmark. */
  logoUrl: string | null;
  /** The headline and message in the page's language (the tenant's words, or the site's own). */
  headline: string;
  message: string;
  /** The page's hero picture, drawn behind the words and the search. */
  image: HeroImageConfig | undefined;
  /**
   * The landing itself (no search made yet): the logo, headline and message show. A search in progress keeps
   * only the search box in the band, so results start higher.
   */
  intro: boolean;
  /** A job is chosen: below the desktop layout it is shown as its own view, so the words step aside there. */
  details: boolean;
}

/**
 * The careers site's landing: the tenant's logo (or name), a headline and a message in a band short enough that
 * the first results show above the fold on a 1440×900 desktop and a 390×844 phone. The search page that follows
 * it lifts its search box into the band's lower edge (shell.module.css), so the search sits inside the hero.
 */
export function LandingHero(props: LandingHeroProps) {
  const { companyName, logoUrl, headline, message, image, intro } = props;
  const picture = hasHeroImage(image) ? image : null;
  return (
    <div
      className={styles.landingHero}
      data-picture={picture ? '' : undefined}
      data-intro={intro || undefined}
      data-details={props.details || undefined}
    >
      {picture ? <HeroPicture config={picture} className={styles.landingPicture} /> : null}
      <div className={styles.landingInner}>
        {intro ? (
          <div className={styles.landingIntro}>
            {logoUrl ? (
              <img className={styles.landingLogo} src={logoUrl} alt={companyName} />
            ) : (
              <p className={styles.landingWordmark}>{companyName}</p>
            )}
            <div>
              <p className={styles.landingHeadline}>{headline}</p>
              {message ? <p className={styles.landingMessage}>{message}</p> : null}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
