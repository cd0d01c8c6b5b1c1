import type { GetStaticProps } from 'next';
import { PageHero } from '@/components/content/PageHero';
import { InsightsExplorer, type InsightsExplorerProps } from '@/components/insights/InsightsExplorer';
import { Seo } from '@/components/layout/Seo';
import { postCard } from '@/lib/content/cards';
import { getAllPosts } from '@/lib/content/library';
import { insightsIndex } from '@/lib/insights/index';
import { facetCounts, PAGE_SIZE, parseListingQuery } from '@/lib/insights/listing';
import Container from 'react-bootstrap/Container';
import { insightsListing } from '@/data/pages/listings';
import { getListing } from '@/lib/content/listings';

const page = getListing(insightsListing);

export default function InsightsPage(props: InsightsExplorerProps) {
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        path={page.path}
      />
      <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
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
