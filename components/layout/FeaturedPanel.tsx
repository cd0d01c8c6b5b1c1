import Image from 'next/image';
import type { NavSection } from '@/data/navigation';
import { FEATURED_IMAGE_SIZE } from '@/lib/constants';
import { featuredItems } from './featuredItems';
import { NavLink } from './NavLink';
import styles from './FeaturedPanel.module.scss';

interface Props {
  section: NavSection;
  onNavigate: () => void;
}

export function FeaturedPanel({ section, onNavigate }: Props) {
  const headingId = `featured-${section.id}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <p id={headingId} className={styles.title}>
        {section.featuredTitle}
      </p>
      <ul className={styles.items}>
        {featuredItems(section.id).map((item) => (
          <li key={item.link}>
            <NavLink href={item.link} className={styles.item} onNavigate={onNavigate} data-testid="featured-item">
              <Image
                src={item.image}
                alt=""
                width={FEATURED_IMAGE_SIZE.width}
                height={FEATURED_IMAGE_SIZE.height}
                className={styles.image}
                loading="lazy"
              />
              <span className={styles.itemTitle}>{item.title}</span>
              <span className={styles.itemSubtitle}>{item.subTitle}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
