import Link from 'next/link';
import { useRouter } from 'next/router';
import { CardGrid } from '@/components/cards/CardGrid';
import type { CardData } from '@/lib/content/cards';
import styles from './CaseStudiesExplorer.module.scss';

export interface TaggedCard extends CardData {
  tag: string;
}

export interface TagCount {
  tag: string;
  label: string;
  count: number;
}

interface Props {
  cards: TaggedCard[];
  tags: TagCount[];
}

/** Case studies, oldest first, filtered by topic through ?tag= (shareable; Back works). */
export function CaseStudiesExplorer({ cards, tags }: Props) {
  const router = useRouter();
  const raw = router.isReady ? router.query.tag : undefined;
  const active = tags.find((entry) => entry.tag === (Array.isArray(raw) ? raw[0] : raw));
  const shown = active ? cards.filter((card) => card.tag === active.tag) : cards;
  const linkTo = (tag?: string) => ({ pathname: '/case-studies/', query: tag ? { tag } : {} });

  return (
    <>
      <nav aria-label="Filter case studies by topic" className={styles.filters}>
        <ul>
          <li>
            <Link href={linkTo()} shallow scroll={false} aria-current={active ? undefined : 'true'}>
              All ({cards.length})
            </Link>
          </li>
          {tags.map((entry) => (
            <li key={entry.tag}>
              <Link href={linkTo(entry.tag)} shallow scroll={false} aria-current={active?.tag === entry.tag ? 'true' : undefined}>
                {entry.label} ({entry.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="visually-hidden">{active ? `${active.label} case studies` : 'All case studies'}</h2>
      <p role="status" className={styles.summary}>
        {active ? `${shown.length} case studies on ${active.label}` : `All ${cards.length} case studies, oldest first`}
      </p>
      <CardGrid cards={shown} action="Read More" />
    </>
  );
}
