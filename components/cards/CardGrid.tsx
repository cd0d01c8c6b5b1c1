import type { CardData } from '@/lib/content/cards';
import { ContentCard } from './ContentCard';

interface Props {
  cards: CardData[];
  action?: string;
  headingLevel?: 'h2' | 'h3';
}

export function CardGrid({ cards, action, headingLevel }: Props) {
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
      {cards.map((card) => (
        <li key={card.key} className="col">
          <ContentCard card={card} action={action} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
