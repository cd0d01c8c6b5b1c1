import { StaticImage } from '@/components/media/StaticImage';
import Link from 'next/link';
import type { CardData } from '@/lib/content/cards';
import styles from './ContentCard.module.scss';

interface Props {
  card: CardData;
  /** Button label under the card, e.g. "Read More" on case studies. */
  action?: string;
  headingLevel?: 'h2' | 'h3';
}

export function ContentCard({ card, action, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className={styles.card}>
      <StaticImage src={card.image} alt={card.imageAlt} width={600} height={338} className={styles.image} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.label}>{card.label}</span>
          <time dateTime={card.isoDate}>{card.date}</time>
        </p>
        <Heading className={styles.title}>
          <Link href={card.href} className={action ? undefined : styles.stretched}>
            {card.title}
          </Link>
        </Heading>
        {card.summary && <p className={styles.summary}>{card.summary}</p>}
        {action && (
          <Link href={card.href} className={`btn btn-outline-primary ${styles.action}`}>
            {action}
            <span className="visually-hidden">: {card.title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
