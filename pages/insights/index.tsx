import type { GetStaticProps } from 'next';
import { CardGrid } from '@/components/cards/CardGrid';
import { PageHero } from '@/components/content/PageHero';
import { Seo } from '@/components/layout/Seo';
import { postCard, type CardData } from '@/lib/content/cards';
import { getAllPosts } from '@/lib/content/library';

interface Props {
  cards: CardData[];
}

export default function InsightsPage({ cards }: Props) {
  return (
    <>
      <Seo
        title="Insights"
        description="Engineering insights from our teams on agentic AI, product engineering, QA, DevOps, data science and the industries we build for."
        path="/insights/"
      />
      <PageHero
        eyebrow="Resources"
        heading="Insights"
        intro="What our engineers, data scientists and delivery leads learn while building software for clients: practical, specific and newest first."
      />
      <div className="container py-5">
        <h2 className="visually-hidden">All articles</h2>
        <CardGrid cards={cards} />
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { cards: getAllPosts().map(postCard) },
});
