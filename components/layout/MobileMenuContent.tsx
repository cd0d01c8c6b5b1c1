import { officeAddressLine, site } from '@/data/site';
import type { MenuContent } from '@/lib/navigation';
import { navBar } from './navData';
import { NavLink } from './NavLink';
import styles from './MobileMenu.module.scss';

/** The parts of the mobile menu that its HTML version and its Offcanvas version share. */

interface NavigateProps {
  /** Runs before the navigation, to close the menu. */
  onNavigate?: () => void;
}

/** A section's sub-items: its mobile links, then its events. */
export function MobileSectionLinks({ menu, onNavigate }: NavigateProps & { menu: MenuContent }) {
  return (
    <ul className={styles.subItems}>
      {[...menu.mobileLinks, ...menu.events].map((link) => (
        <li key={link.href}>
          <NavLink href={link.href} className={styles.subItem} onNavigate={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The direct Contact link after the sections. */
export function MobileContactLink({ onNavigate }: NavigateProps) {
  return (
    <NavLink href={navBar.contact.href} className={styles.contactLink} onNavigate={onNavigate}>
      {navBar.contact.label}
    </NavLink>
  );
}

export function OfficeDetails() {
  return (
    <address className={styles.contactInfo}>
      <span className={styles.contactLabel}>Office</span>
      <span>{officeAddressLine}</span>
      <span className={styles.contactLabel}>E-mail</span>
      <a href={`mailto:${site.email}`}>{site.email}</a>
    </address>
  );
}
