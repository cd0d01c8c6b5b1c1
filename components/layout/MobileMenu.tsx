import { lazy, Suspense, useCallback, useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { MOBILE_MENU_ID, MobileMenuFallback } from './MobileMenuFallback';
import { useRouteChangeStart } from './useRouteChangeStart';
import styles from './MobileMenu.module.scss';

const loadOffcanvas = () => import('./MobileMenuOffcanvas');
const MobileMenuOffcanvas = lazy(loadOffcanvas);
const preloadOffcanvas = () => void loadOffcanvas();

/**
 * The hamburger and the mobile menu. The page's HTML carries the menu (MobileMenuFallback, the
 * hamburger's anchor target until scripts run); once they have, the hamburger opens the
 * interactive Offcanvas, whose code loads when the visitor first heads for the hamburger.
 */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first opening on, so closing plays its transition and restores focus.
  const [hasOpened, setHasOpened] = useState(false);

  const open = useCallback(() => {
    setHasOpened(true);
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);
  useRouteChangeStart(close);

  // A visitor who opened the HTML menu before the scripts ran finds it open, now interactive.
  useEffect(() => {
    if (window.location.hash !== `#${MOBILE_MENU_ID}`) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    void loadOffcanvas().then(open);
  }, [open]);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    open();
  };
  // The hamburger is a link to the HTML menu acting as a button: Space activates it too.
  const handleKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    open();
  };

  return (
    <>
      <a
        href={`#${MOBILE_MENU_ID}`}
        role="button"
        className={styles.hamburger}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preloadOffcanvas}
        onPointerDown={preloadOffcanvas}
        onFocus={preloadOffcanvas}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
      >
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <path d="M4 8h20M4 14h20M4 20h20" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </a>
      <MobileMenuFallback />
      {hasOpened && (
        <Suspense fallback={null}>
          <MobileMenuOffcanvas show={isOpen} onHide={close} />
        </Suspense>
      )}
    </>
  );
}
