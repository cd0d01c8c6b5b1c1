import { useOnDemand } from '@/components/shared/useOnDemand';
import { useAuthContext } from './AuthProvider';

const loadMenu = () => import('./AccountMenu').then((module) => module.AccountMenu);

/** The header's account control: nothing for a signed-out visitor; the menu (its own chunk) once signed in. */
export function AccountControl() {
  const { user } = useAuthContext();
  const [menu] = useOnDemand(loadMenu, user !== null);
  if (!user || menu.status !== 'ready') return null;
  const AccountMenu = menu.value;
  return <AccountMenu user={user} />;
}
