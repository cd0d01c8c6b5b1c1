import { useState } from 'react';
import { officeAddressLine, site } from '@/data/site';
import type { MenuContent } from '@/lib/navigation';
import { Logo } from './Logo';
import { allMenus } from './menuData';
import { navBar } from './navData';
import { NavLink } from './NavLink';
import styles from './MobileMenu.module.scss';

/** The off-canvas panel: one accordion section open at a time, then Contact and our details. */
export default function MobileMenuContent({ onClose }: { onClose: () => void }) {
  const [openSection, setOpenSection] = useState<MenuContent['id'] | null>(null);
  const toggleSection = (id: MenuContent['id']) => setOpenSection((current) => (current === id ? null : id));

  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <Logo variant="mobile" />
        <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <nav aria-label="Mobile">
        <ul className={styles.sections}>
          {allMenus.map((menu) => {
            const expanded = openSection === menu.id;
            const listId = `mobile-${menu.id}`;
            return (
              <li key={menu.id}>
                <button
                  type="button"
                  className={styles.sectionButton}
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => toggleSection(menu.id)}
                >
                  {menu.label}
                  <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                </button>
                <ul id={listId} className={styles.subItems} hidden={!expanded}>
                  {[...menu.mobileLinks, ...menu.events].map((link) => (
                    <li key={link.href}>
                      <NavLink href={link.href} className={styles.subItem} onNavigate={onClose}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          <li>
            <NavLink href={navBar.contact.href} className={styles.sectionButton} onNavigate={onClose}>
              {navBar.contact.label}
            </NavLink>
          </li>
        </ul>
      </nav>
      <address className={styles.contactInfo}>
        <span className={styles.contactLabel}>Office</span>
        <span>{officeAddressLine}</span>
        <span className={styles.contactLabel}>E-mail</span>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </address>
    </div>
  );
}
