import { useEffect, useState, type ComponentType } from 'react';
import type { AuthUser } from '@/lib/auth/types';
import { useAuthContext } from './AuthProvider';

/** The header's account control: nothing for a signed-out visitor; the menu (its own chunk) once signed in. */
export function AccountControl() {
  const { user } = useAuthContext();
  const [AccountMenu, setAccountMenu] = useState<ComponentType<{ user: AuthUser }> | null>(null);
  useEffect(() => {
    if (user && !AccountMenu) void import('./AccountMenu').then((module) => setAccountMenu(() => module.AccountMenu));
  }, [user, AccountMenu]);
  return user && AccountMenu ? <AccountMenu user={user} /> : null;
}
