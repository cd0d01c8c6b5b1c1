import { Logo } from './Logo';
import { allMenus } from './menuData';
import { MobileContactLink, MobileSectionLinks, OfficeDetails } from './MobileMenuContent';
import styles from './MobileMenu.module.scss';

export const MOBILE_MENU_ID = 'site-menu';

/**
 * The mobile menu as plain HTML, so crawlers and visitors whose scripts have not run reach every
 * link: the hamburger is an anchor to it and, until the page is interactive, CSS shows it as the
 * anchor's :target. Sections are native <details>, one open at a time where browsers support
 * `name`. It carries Bootstrap's offcanvas classes to look like the interactive menu, which
 * replaces it once scripts run (see MobileMenu).
 */
export function MobileMenuFallback() {
  return (
    <div id={MOBILE_MENU_ID} className={`offcanvas offcanvas-start ${styles.panel} ${styles.fallback}`}>
      <div className={`offcanvas-header ${styles.top}`}>
        <Logo variant="mobile" />
        <a href="#main" className="btn-close" aria-label="Close menu" />
      </div>
      <div className={`offcanvas-body ${styles.body}`}>
        <nav aria-label="Mobile">
          {allMenus.map((menu) => (
            <details key={menu.id} name="mobile-menu-section" className={styles.section}>
              <summary className={styles.sectionButton}>{menu.label}</summary>
              <MobileSectionLinks menu={menu} />
            </details>
          ))}
          <MobileContactLink />
        </nav>
        <OfficeDetails />
      </div>
    </div>
  );
}
