import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useModalDialog } from '@/components/shared/useModalDialog';
import { wrapFocus } from '@/lib/dom/focusWrap';
import { useRouteChangeStart } from './useRouteChangeStart';
import styles from './MobileMenu.module.scss';

const loadContent = () => import('./MobileMenuContent');
const MobileMenuContent = lazy(loadContent);

/**
 * The hamburger and its off-canvas menu: a modal <dialog>, so focus stays inside while open,
 * Escape closes it and focus returns to the hamburger. The menu's contents load on first use.
 */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setIsOpen(false), []);
  useRouteChangeStart(close);

  useModalDialog(dialogRef, isOpen, hamburgerRef);

  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        className={styles.hamburger}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerDown={() => void loadContent()}
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
        onKeyDown={(event) => wrapFocus(event.nativeEvent, event.currentTarget)}
      >
        {isOpen && (
          <>
            <div className={styles.overlay} onClick={close} data-testid="mobile-menu-overlay" />
            <Suspense fallback={<div className={styles.panel} />}>
              <MobileMenuContent onClose={close} />
            </Suspense>
          </>
        )}
      </dialog>
    </>
  );
}
