import { openCookieSettings } from '@/lib/consent/consentLoader';
import { measurementConfigured } from '@/lib/consent/measurementConfigured';

/** The footer's way back to the consent choice, as a list item; absent on builds that measure nothing. */
export function CookieSettingsItem({ className }: { className?: string }) {
  if (!measurementConfigured()) return null;
  return (
    <li>
      <button type="button" className={className} onClick={openCookieSettings}>
        Cookie settings
      </button>
    </li>
  );
}
