import Link from 'next/link';
import type { ReactNode } from 'react';
import { site } from '@/data/site';
import { STICKY_SCROLL_THRESHOLD } from '@/lib/constants';
import { DesktopNav } from './DesktopNav';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { useScrolledPast } from './useScrolledPast';
import styles from './Header.module.scss';

interface Props {
  /** Room for controls that later features add to the bar (e.g. the account menu). */
  actions?: ReactNode;
}

export function Header({ actions }: Props) {
  const sticky = useScrolledPast(STICKY_SCROLL_THRESHOLD);
  return (
    <header className={`${styles.header} ${sticky ? styles.sticky : ''}`} data-sticky={sticky}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand} aria-label={`${site.name} home`}>
          <Logo variant="header" />
        </Link>
        <DesktopNav />
        <div className={styles.actions}>
          {actions}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
