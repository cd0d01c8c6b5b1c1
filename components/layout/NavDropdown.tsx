import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { linksFor, type NavSection } from '@/data/navigation';
import { FeaturedPanel } from './FeaturedPanel';
import { NavLink } from './NavLink';
import styles from './NavDropdown.module.scss';

interface Props {
  section: NavSection;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** A top menu item: opens on hover, or from the keyboard as a disclosure button. */
export function NavDropdown({ section, isOpen, onOpen, onClose }: Props) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = `menu-${section.id}`;

  const closeAndFocusButton = () => {
    onClose();
    buttonRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      closeAndFocusButton();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      onOpen();
      requestAnimationFrame(() => panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus());
    }
  };

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <li className={styles.item} onMouseEnter={onOpen} onMouseLeave={onClose} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? onClose() : onOpen())}
      >
        {section.label}
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!isOpen} data-testid={`dropdown-${section.id}`}>
        <div className={styles.columns}>
          <div>
            <ul className={styles.links} aria-label={section.label}>
              {linksFor(section, 'desktop').map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href} className={styles.link} onNavigate={onClose}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {section.events && (
              <div className={styles.events}>
                <p id={`events-${section.id}`} className={styles.eventsTitle}>
                  Events
                </p>
                <ul className={styles.links} aria-labelledby={`events-${section.id}`}>
                  {section.events.map((link) => (
                    <li key={link.href}>
                      <NavLink href={link.href} className={styles.link} onNavigate={onClose}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <FeaturedPanel section={section} onNavigate={onClose} />
        </div>
      </div>
    </li>
  );
}
