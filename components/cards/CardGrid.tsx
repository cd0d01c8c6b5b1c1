import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { CardData } from '@/lib/content/cards';
import { ContentCard } from './ContentCard';

interface Props {
  cards: CardData[];
  action?: string;
  headingLevel?: 'h2' | 'h3';
}

export function CardGrid({ cards, action, headingLevel }: Props) {
  return (
    <Row as="ul" xs={1} md={2} lg={3} className="g-4 list-unstyled">
      {cards.map((card) => (
        <Col as="li" key={card.key}>
          <ContentCard card={card} action={action} headingLevel={headingLevel} />
        </Col>
      ))}
    </Row>
  );
}
