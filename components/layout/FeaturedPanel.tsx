import { StaticImage } from '@/components/media/StaticImage';
import { FEATURED_IMAGE_SIZE } from '@/lib/constants';
import type { MenuContent } from '@/lib/navigation';
import { NavLink } from './NavLink';
import styles from './FeaturedPanel.module.scss';

interface Props {
  menu: MenuContent;
  onNavigate: () => void;
}

/**
 * "Featured" (or "Trending Insights") items of a dropdown: image, title and subtitle. The images
 * load lazily: the panel is hidden until opened, so they cost nothing before then.
 */
export function FeaturedPanel({ menu, onNavigate }: Props) {
  const headingId = `featured-${menu.id}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <p id={headingId} className={styles.title}>
        {menu.featuredTitle}
      </p>
      <ul className={styles.items}>
        {menu.featured.map((item) => (
          <li key={item.link}>
            <NavLink href={item.link} className={styles.item} onNavigate={onNavigate} data-testid="featured-item">
              <StaticImage
                src={item.image}
                picture={item.picture}
                alt=""
                width={FEATURED_IMAGE_SIZE.width}
                height={FEATURED_IMAGE_SIZE.height}
                className={styles.image}
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
