import Link from 'next/link';
import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { site } from '@/data/site';
import { STICKY_SCROLL_THRESHOLD } from '@/lib/constants';
import { DesktopNav } from './DesktopNav';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { useHydrated } from './useHydrated';
import { useScrolledPast } from './useScrolledPast';
import styles from './Header.module.scss';

interface Props {
  /** Room for controls that later features add to the bar (e.g. the account menu). */
  actions?: ReactNode;
}

export function Header({ actions }: Props) {
  const sticky = useScrolledPast(STICKY_SCROLL_THRESHOLD);
  // Until the header's scripts run, CSS opens its menus (see NavDropdown and MobileMenu styles).
  const menus = useHydrated() ? 'interactive' : 'static';
  return (
    <header className={`${styles.header} ${sticky ? styles.sticky : ''}`} data-sticky={sticky} data-menus={menus}>
      <Container className={styles.bar}>
        <Link href="/" className={styles.brand} aria-label={`${site.name} home`}>
          <Logo variant="header" />
        </Link>
        <DesktopNav />
        <div className={styles.actions}>
          <Link href="/search/" className={styles.search} aria-label="Search the site">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
              <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </Link>
          {actions}
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
