import { useCallback, useState } from 'react';
import { NavDropdown } from './NavDropdown';
import { NavLink } from './NavLink';
import { navBar } from './navData';
import { useRouteChangeStart } from './useRouteChangeStart';
import styles from './DesktopNav.module.scss';

export function DesktopNav() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const close = useCallback(() => setOpenIndex(null), []);
  useRouteChangeStart(close);

  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {navBar.top.map((item, index) => (
          <NavDropdown
            key={item.id}
            id={item.id}
            label={item.label}
            isOpen={openIndex === index}
            onOpen={() => setOpenIndex(index)}
            onClose={close}
          />
        ))}
        <li className={styles.contact}>
          <NavLink href={navBar.contact.href} className={styles.contactLink}>
            {navBar.contact.label}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
