import { useId, useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { GoogleSignInButton } from './GoogleSignInButton';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import styles from './AccountForms.module.scss';

type TabKey = 'signUp' | 'signIn';
/** The password reset is part of the sign-in tab. */
type Mode = { kind: TabKey } | { kind: 'reset'; email: string };

const isTabKey = (key: string | null): key is TabKey => key === 'signUp' || key === 'signIn';

/**
 * Sign-up, sign-in and password reset for a signed-out visitor, with Google as the other way in.
 * Sign-up and sign-in are tabs (arrow keys move between them); only the shown form is mounted.
 */
export function AccountPanel({ headingId }: { headingId: string }) {
  const tabsId = useId();
  const [mode, setMode] = useState<Mode>({ kind: 'signUp' });
  const tab = (key: TabKey, label: string) => (
    <Nav.Item as="div" role="presentation" className={styles.modeItem}>
      <Nav.Link as="button" type="button" eventKey={key} className={styles.mode}>
        {label}
      </Nav.Link>
    </Nav.Item>
  );
  return (
    <div className={styles.panel}>
      <h2 id={headingId} className={styles.panelHeading}>
        Read the extended guide
      </h2>
      <p className={styles.lead}>Create a free account, or sign in, to read the four members’ chapters below. We will never share your details.</p>
      <Tab.Container
        id={tabsId}
        activeKey={mode.kind === 'reset' ? 'signIn' : mode.kind}
        onSelect={(key) => isTabKey(key) && setMode({ kind: key })}
        transition={false}
        mountOnEnter
        unmountOnExit
      >
        <Nav className={styles.modes} aria-label="Account">
          {tab('signUp', 'Create account')}
          {tab('signIn', 'Sign in')}
        </Nav>
        <Tab.Content>
          <Tab.Pane eventKey="signUp">
            <SignUpForm />
          </Tab.Pane>
          <Tab.Pane eventKey="signIn">
            {mode.kind === 'reset' ? (
              <ResetPasswordForm initialEmail={mode.email} onBack={() => setMode({ kind: 'signIn' })} />
            ) : (
              <SignInForm onForgotPassword={(email) => setMode({ kind: 'reset', email })} />
            )}
          </Tab.Pane>
        </Tab.Content>
      </Tab.Container>
      <p className={styles.or}>
        <span>or</span>
      </p>
      <GoogleSignInButton />
    </div>
  );
}
