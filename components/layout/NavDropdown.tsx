import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { MenuContent } from '@/lib/navigation';
import { DropdownPanel } from './DropdownPanel';
import styles from './NavDropdown.module.scss';

interface Props {
  id: MenuContent['id'];
  label: string;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * A top menu item: opens on hover, or from the keyboard as a disclosure button. Its panel is in
 * the page's HTML and only shown while open (before hydration, CSS shows it on hover and focus).
 */
export function NavDropdown({ id, label, isOpen, onOpen, onClose }: Props) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = `menu-${id}`;

  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      // The panel has to be displayed before its first link can take focus.
      flushSync(onOpen);
      panelRef.current?.querySelector('a')?.focus();
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
        onClick={isOpen ? onClose : onOpen}
      >
        {label}
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} data-open={isOpen} data-testid={`dropdown-${id}`}>
        <DropdownPanel id={id} onNavigate={onClose} />
      </div>
    </li>
  );
}
