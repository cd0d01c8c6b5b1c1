import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import type { AuthUser } from '@/lib/auth/types';
import { useAuthContext } from './AuthProvider';
import styles from './AccountMenu.module.scss';

/** A disclosure: who is signed in, the members' guide, and sign-out. Escape or a click outside closes it. */
export function AccountMenu({ user }: { user: AuthUser }) {
  const id = useId();
  const { signOut } = useAuthContext();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.account}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={`Account: ${user.name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4.2" fill="currentColor" />
          <path d="M3.5 21c.8-4.4 4.2-7 8.5-7s7.7 2.6 8.5 7z" fill="currentColor" />
        </svg>
      </button>
      <div id={`${id}-menu`} className={styles.panel} hidden={!open}>
        <p className={styles.who}>
          <strong>{user.name}</strong>
          <span>{user.email}</span>
        </p>
        <Link href="/ai-readiness-guide/#extended-guide" className={styles.item} onClick={() => setOpen(false)}>
          Your extended AI readiness guide
        </Link>
        <button
          type="button"
          className={styles.item}
          onClick={() => {
            setOpen(false);
            void signOut();
          }}
        >
          Sign out
        </button>
      </div>
    </div>
  );
}
