import { ContentSections } from '@/components/content/ContentSections';
import type { RenderedSection } from '@/lib/content/sections';
import { useOnDemand } from '@/components/shared/useOnDemand';
import type { AuthUser } from '@/lib/auth/types';
import { useAuthContext } from './AuthProvider';
import { VerifyEmailNotice } from './VerifyEmailNotice';
import styles from './AccountForms.module.scss';

/** The members' chapters come as their own chunk, fetched only for a signed-in visitor. */
const loadChapters = () => import('@/generated/guide-members.json').then((module) => module.default as RenderedSection[]);

/** The extended guide for a signed-in visitor: who is signed in, the e-mail notice, the chapters. */
export function MembersView({ user, headingId }: { user: AuthUser; headingId: string }) {
  const { signOut } = useAuthContext();
  const [chapters, retry] = useOnDemand(loadChapters, true);
  return (
    <>
      <div className={styles.members}>
        <h2 id={headingId} className={styles.panelHeading}>
          The extended guide
        </h2>
        <p className={styles.signedIn}>
          Signed in as <strong>{user.name}</strong> ({user.email}).{' '}
          <button type="button" className={`btn btn-link ${styles.linkButton}`} onClick={() => void signOut()}>
            Sign out
          </button>
        </p>
        {user.providers.includes('password') && !user.emailVerified && <VerifyEmailNotice user={user} />}
      </div>
      {chapters.status === 'ready' && <ContentSections sections={chapters.value} />}
      {chapters.status === 'loading' && <p className={styles.lead}>Loading the chapters…</p>}
      {chapters.status === 'error' && (
        <p role="alert" className={styles.failure}>
          The chapters could not be loaded.{' '}
          <button type="button" className={`btn btn-link ${styles.linkButton}`} onClick={retry}>
            Try again
          </button>
        </p>
      )}
    </>
  );
}
