import { useEffect, useRef } from 'react';
import type { MenuContent } from '@/lib/navigation';
import { FeaturedPanel } from './FeaturedPanel';
import { menuContent } from './menuData';
import { NavLink } from './NavLink';
import styles from './NavDropdown.module.scss';

interface Props {
  id: MenuContent['id'];
  focusFirstLink: boolean;
  onNavigate: () => void;
}

/** A desktop dropdown's contents; loaded on first use, see NavDropdown. */
export default function DropdownPanel({ id, focusFirstLink, onNavigate }: Props) {
  const menu = menuContent(id);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusFirstLink) rootRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, [focusFirstLink]);

  return (
    <div ref={rootRef} className={styles.columns}>
      <div>
        <ul className={styles.links} aria-label={menu.label}>
          {menu.desktopLinks.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} className={styles.link} onNavigate={onNavigate}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {menu.events.length > 0 && (
          <div className={styles.events}>
            <p id={`events-${id}`} className={styles.eventsTitle}>
              Events
            </p>
            <ul className={styles.links} aria-labelledby={`events-${id}`}>
              {menu.events.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href} className={styles.link} onNavigate={onNavigate}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <FeaturedPanel menu={menu} onNavigate={onNavigate} />
    </div>
  );
}
