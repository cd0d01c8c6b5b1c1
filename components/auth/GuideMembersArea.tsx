import { useId } from 'react';
import { useOnDemand } from '@/components/shared/useOnDemand';
import { useAuthContext } from './AuthProvider';
import styles from './GuideMembersArea.module.scss';

// Both views are their own chunks: the page's first load carries only this placeholder.
const loadAccountPanel = () => import('./AccountPanel').then((module) => module.AccountPanel);
const loadMembersView = () => import('./MembersView').then((module) => module.MembersView);

/** The AI readiness guide's extended part: forms for a signed-out visitor, the chapters once signed in. */
export function GuideMembersArea() {
  const headingId = useId();
  const { user, loading } = useAuthContext();
  const [panel, retryPanel] = useOnDemand(loadAccountPanel, !loading && !user);
  const [members, retryMembers] = useOnDemand(loadMembersView, user !== null);

  if (user && members.status === 'ready') {
    const MembersView = members.value;
    return (
      <section id="extended-guide" className={styles.area} aria-labelledby={headingId}>
        <MembersView user={user} headingId={headingId} />
      </section>
    );
  }
  if (!user && panel.status === 'ready') {
    const AccountPanel = panel.value;
    return (
      <section id="extended-guide" className={`${styles.area} ${styles.reserved}`} aria-labelledby={headingId}>
        <AccountPanel headingId={headingId} />
      </section>
    );
  }
  const failed = (user ? members : panel).status === 'error';
  // The signed-out panel's room is held while the state and the view load, so nothing below moves.
  return (
    <section id="extended-guide" className={`${styles.area} ${styles.reserved}`} aria-busy={!failed} aria-label="Extended guide">
      {failed ? (
        <p role="alert" className={styles.failure}>
          This part of the page could not be loaded.{' '}
          <button type="button" className={styles.retry} onClick={user ? retryMembers : retryPanel}>
            Try again
          </button>
        </p>
      ) : (
        <p>Loading the extended guide…</p>
      )}
    </section>
  );
}
