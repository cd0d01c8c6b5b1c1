import { useCallback, useState } from 'react';
import { contactLink, navSections } from '@/data/navigation';
import { NavDropdown } from './NavDropdown';
import { NavLink } from './NavLink';
import { useRouteChangeStart } from './useRouteChangeStart';
import styles from './DesktopNav.module.scss';

export function DesktopNav() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const close = useCallback(() => setOpenIndex(null), []);
  useRouteChangeStart(close);

  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {navSections.map((section, index) => (
          <NavDropdown
            key={section.id}
            section={section}
            isOpen={openIndex === index}
            onOpen={() => setOpenIndex(index)}
            onClose={close}
          />
        ))}
        <li className={styles.contact}>
          <NavLink href={contactLink.href} className={styles.contactLink}>
            {contactLink.label}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
