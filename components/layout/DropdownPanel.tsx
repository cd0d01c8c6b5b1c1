import type { NavLink as NavLinkData } from '@/data/navigation';
import type { MenuContent } from '@/lib/navigation';
import { FeaturedPanel } from './FeaturedPanel';
import { menuContent } from './menuData';
import { NavLink } from './NavLink';
import styles from './NavDropdown.module.scss';

interface Props {
  id: MenuContent['id'];
  onNavigate: () => void;
}

interface LinkListProps {
  links: NavLinkData[];
  label?: string;
  labelledBy?: string;
  onNavigate: () => void;
}

function LinkList({ links, label, labelledBy, onNavigate }: LinkListProps) {
  return (
    <ul className={styles.links} aria-label={label} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink href={link.href} className={styles.link} onNavigate={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** A desktop dropdown's contents: its links, the events (About) and the featured items. */
export function DropdownPanel({ id, onNavigate }: Props) {
  const menu = menuContent(id);
  return (
    <div className={styles.columns}>
      <div>
        <LinkList links={menu.desktopLinks} label={menu.label} onNavigate={onNavigate} />
        {menu.events.length > 0 && (
          <div className={styles.events}>
            <p id={`events-${id}`} className={styles.eventsTitle}>
              Events
            </p>
            <LinkList links={menu.events} labelledBy={`events-${id}`} onNavigate={onNavigate} />
          </div>
        )}
      </div>
      <FeaturedPanel menu={menu} onNavigate={onNavigate} />
    </div>
  );
}
