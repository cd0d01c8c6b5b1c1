import { site } from '@/data/site';
import styles from './Footer.module.scss';

const ICONS = [
  {
    label: `${site.name} on LinkedIn`,
    href: site.social.linkedin,
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zM9 9h3.8v1.7h.1c.53-1 1.83-2.05 3.77-2.05C20.6 8.65 21 11.2 21 14.5V21h-4v-5.8c0-1.4 0-3.2-1.95-3.2S12.8 13.5 12.8 15.1V21H9z',
  },
  {
    label: `${site.name} on Instagram`,
    href: site.social.instagram,
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  },
  {
    label: `${site.name} office on the map`,
    href: site.social.maps,
    path: 'M12 2a7 7 0 0 1 7 7c0 5.25-7 13-7 13S5 14.25 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  },
];

export function SocialIcons() {
  return (
    <ul className={styles.social}>
      {ICONS.map((icon) => (
        <li key={icon.href}>
          <a href={icon.href} className={styles.socialLink} aria-label={icon.label} rel="noopener noreferrer" target="_blank">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d={icon.path} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
