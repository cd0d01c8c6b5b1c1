import Link from 'next/link';
import Card from 'react-bootstrap/Card';
import { StaticImage } from '@/components/media/StaticImage';
import type { CardData } from '@/lib/content/cards';
import styles from './ContentCard.module.scss';

interface Props {
  card: CardData;
  /** Button label under the card, e.g. "Read More" on case studies. */
  action?: string;
  headingLevel?: 'h2' | 'h3';
}

/** An article or case study teaser. Without an action button the whole card is clickable through its title link. */
export function ContentCard({ card, action, headingLevel = 'h3' }: Props) {
  return (
    <Card as="article" className={styles.card}>
      <Card.Img as={StaticImage} variant="top" src={card.image} picture={card.picture} alt={card.imageAlt} width={600} height={338} className={styles.image} />
      <Card.Body className={styles.body}>
        <Card.Text className={styles.meta}>
          <span className={styles.label}>{card.label}</span>
          <time dateTime={card.isoDate}>{card.date}</time>
        </Card.Text>
        <Card.Title as={headingLevel} className={styles.title}>
          <Link href={card.href} className={action ? undefined : 'stretched-link'}>
            {card.title}
          </Link>
        </Card.Title>
        {card.summary && <Card.Text className={styles.summary}>{card.summary}</Card.Text>}
        {action && (
          <Link href={card.href} className={`btn btn-outline-primary ${styles.action}`}>
            {action}
            <span className="visually-hidden">: {card.title}</span>
          </Link>
        )}
      </Card.Body>
    </Card>
  );
}
