import { useCallback, useEffect, useRef, useState } from 'react';
import { contactLink, linksFor, navSections, type NavSection } from '@/data/navigation';
import { officeAddressLine, site } from '@/data/site';
import { lockScroll } from '@/lib/dom/scrollLock';
import { Logo } from './Logo';
import { NavLink } from './NavLink';
import { useRouteChangeStart } from './useRouteChangeStart';
import styles from './MobileMenu.module.scss';

/** The hamburger and its off-canvas menu: a modal dialog, so focus stays inside while open. */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const [openSection, setOpenSection] = useState<NavSection['id'] | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setIsOpen(false);
    setOpenSection(null);
  }, []);
  useRouteChangeStart(close);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen) return undefined;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      hamburgerRef.current?.focus();
    };
  }, [isOpen]);

  const toggleSection = (id: NavSection['id']) => setOpenSection((current) => (current === id ? null : id));

  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        className={styles.hamburger}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
      >
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <path d="M4 8h20M4 14h20M4 20h20" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label="Site menu"
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
      >
        {isOpen && (
          <>
            <div className={styles.overlay} onClick={close} data-testid="mobile-menu-overlay" />
            <div className={styles.panel}>
              <div className={styles.top}>
                <Logo variant="mobile" />
                <button type="button" className={styles.close} aria-label="Close menu" onClick={close}>
                  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                  </svg>
                </button>
              </div>
              <nav aria-label="Mobile">
                <ul className={styles.sections}>
                  {navSections.map((section) => {
                    const expanded = openSection === section.id;
                    const listId = `mobile-${section.id}`;
                    return (
                      <li key={section.id}>
                        <button
                          type="button"
                          className={styles.sectionButton}
                          aria-expanded={expanded}
                          aria-controls={listId}
                          onClick={() => toggleSection(section.id)}
                        >
                          {section.label}
                          <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                        </button>
                        <ul id={listId} className={styles.subItems} hidden={!expanded}>
                          {[...linksFor(section, 'mobile'), ...(section.events ?? [])].map((link) => (
                            <li key={link.href}>
                              <NavLink href={link.href} className={styles.subItem} onNavigate={close}>
                                {link.label}
                              </NavLink>
                            </li>
                          ))}
                        </ul>
                      </li>
                    );
                  })}
                  <li>
                    <NavLink href={contactLink.href} className={styles.sectionButton} onNavigate={close}>
                      {contactLink.label}
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
          </>
        )}
      </dialog>
    </>
  );
}
