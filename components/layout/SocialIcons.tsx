import { site } from '@/data/site';
import styles from './Footer.module.scss';

/** Symbols of public/icons/social.svg: drawing data stays out of every page's JS. */
const ICONS = [
  { symbol: 'linkedin', label: `${site.name} on LinkedIn`, href: site.social.linkedin },
  { symbol: 'instagram', label: `${site.name} on Instagram`, href: site.social.instagram },
  { symbol: 'map-pin', label: `${site.name} office on the map`, href: site.social.maps },
];

export function SocialIcons() {
  return (
    <ul className={styles.social}>
      {ICONS.map((icon) => (
        <li key={icon.href}>
          <a href={icon.href} className={styles.socialLink} aria-label={icon.label} rel="noopener noreferrer" target="_blank">
            <svg width="22" height="22" aria-hidden="true">
              <use href={`/icons/social.svg#${icon.symbol}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
