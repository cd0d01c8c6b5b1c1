import { lazy, Suspense, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { MenuContent } from '@/lib/navigation';
import styles from './NavDropdown.module.scss';

const loadPanel = () => import('./DropdownPanel');
const DropdownPanel = lazy(loadPanel);

/** Starts loading the dropdown contents when the visitor heads for the menu. */
export function preloadDropdownPanel() {
  void loadPanel();
}

interface Props {
  id: MenuContent['id'];
  label: string;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** A top menu item: opens on hover, or from the keyboard as a disclosure button. */
export function NavDropdown({ id, label, isOpen, onOpen, onClose }: Props) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [focusFirstLink, setFocusFirstLink] = useState(false);
  const panelId = `menu-${id}`;

  const open = (withFocus: boolean) => {
    setFocusFirstLink(withFocus);
    onOpen();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      open(true);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <li className={styles.item} onMouseEnter={() => open(false)} onMouseLeave={onClose} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? onClose() : open(false))}
      >
        {label}
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!isOpen} data-testid={`dropdown-${id}`}>
        {isOpen && (
          <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
            <DropdownPanel id={id} focusFirstLink={focusFirstLink} onNavigate={onClose} />
          </Suspense>
        )}
      </div>
    </li>
  );
}
