import type { GetStaticProps } from 'next';
import { PageHero } from '@/components/content/PageHero';
import { InsightsExplorer, type InsightsExplorerProps } from '@/components/insights/InsightsExplorer';
import { Seo } from '@/components/layout/Seo';
import { postCard } from '@/lib/content/cards';
import { getAllPosts } from '@/lib/content/library';
import { insightsIndex } from '@/lib/insights/index';
import { facetCounts, PAGE_SIZE, parseListingQuery } from '@/lib/insights/listing';
import Container from 'react-bootstrap/Container';

export default function InsightsPage(props: InsightsExplorerProps) {
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
      <Container>
        <InsightsExplorer {...props} />
      </Container>
    </>
  );
}

export const getStaticProps: GetStaticProps<InsightsExplorerProps> = async () => {
  const cards = insightsIndex();
  const all = parseListingQuery({});
  return {
    props: {
      // Only what page one shows; the index with every article loads on demand.
      firstPage: getAllPosts().slice(0, PAGE_SIZE).map(postCard),
      total: cards.length,
      categories: facetCounts(cards, all, 'category'),
      industries: facetCounts(cards, all, 'industry'),
    },
  };
};
