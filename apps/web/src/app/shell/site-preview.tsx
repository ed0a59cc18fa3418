import type { CustomBannerProps } from './custom-banner.js';
import { CustomBanner } from './custom-banner.js';
import { CustomNavLinks, type NavbarLink } from './navbar.js';
import styles from './shell.module.css';
import { SiteFooter } from './site-footer.js';

export interface SitePreviewProps {
  companyName: string;
  banner: CustomBannerProps;
  /** The links a signed-out visitor gets (empty when the bar is off for them). */
  links: readonly NavbarLink[];
  /** Already sanitised by the server, as the pages embed it. */
  footerHtml: string;
  hidePoweredBy: boolean;
  /** The banner region's name, so it is not taken for the page's own banner. */
  bannerLabel: string;
}

/**
 * The site settings' preview (docs/decisions/045): the candidate pages' own navbar links, banner and footer,
 * fed a draft. It sits inside the workspace page, so its footer is not the page's footer landmark (a footer
 * inside a section is not one) and its banner region has a name of its own.
 */
export function SitePreview(props: SitePreviewProps) {
  return (
    <>
      <div className={styles.navbar}>
        <div className={styles.navInner}>
          <span className={styles.brand}>
            <span className={styles.brandName}>{props.companyName}</span>
          </span>
          <div className={styles.navItems} data-open>
            <CustomNavLinks links={props.links} />
          </div>
        </div>
      </div>
      <CustomBanner {...props.banner} label={props.bannerLabel} />
      <SiteFooter html={props.footerHtml} hidePoweredBy={props.hidePoweredBy} />
    </>
  );
}
