import { ContentPageView } from '@/components/content/ContentPageView';
import { industryPages } from '@/data/pages/industries';
import { dataPageRoutes } from '@/lib/content/dataPageRoutes';
import type { ContentPageProps } from '@/lib/content/pageProps';

export default function IndustryPage(props: ContentPageProps) {
  return <ContentPageView {...props} />;
}

const routes = dataPageRoutes(industryPages, '/industries/');
export const getStaticPaths = routes.getStaticPaths;
export const getStaticProps = routes.getStaticProps;
