import { ContentPageView } from '@/components/content/ContentPageView';
import { topLevelPages } from '@/data/pages';
import { dataPageRoutes } from '@/lib/content/dataPageRoutes';
import type { ContentPageProps } from '@/lib/content/pageProps';

/** About, culture, events, legal and the other top-level company pages, from data/pages. */
export default function CompanyPage(props: ContentPageProps) {
  return <ContentPageView {...props} />;
}

const routes = dataPageRoutes(topLevelPages, '/');
export const getStaticPaths = routes.getStaticPaths;
export const getStaticProps = routes.getStaticProps;
