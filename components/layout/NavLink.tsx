import Link from 'next/link';
import type { ComponentProps, MouseEvent } from 'react';
import { useGuardedNavigation } from './useGuardedNavigation';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & {
  href: string;
  /** Runs before the guarded navigation, e.g. to close a menu. */
  onNavigate?: () => void;
};

/** A menu link whose clicks go through the guarded navigation. */
export function NavLink({ href, onNavigate, onClick, ...rest }: Props) {
  const navigate = useGuardedNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    onNavigate?.();
    navigate(event, href);
  };
  return <Link href={href} onClick={handleClick} {...rest} />;
}
