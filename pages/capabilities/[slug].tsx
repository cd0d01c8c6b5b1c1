import { ContentPageView } from '@/components/content/ContentPageView';
import { capabilityPages } from '@/data/pages/capabilities';
import { dataPageRoutes } from '@/lib/content/dataPageRoutes';
import type { ContentPageProps } from '@/lib/content/pageProps';

export default function CapabilityPage(props: ContentPageProps) {
  return <ContentPageView {...props} />;
}

const routes = dataPageRoutes(capabilityPages, '/capabilities/');
export const getStaticPaths = routes.getStaticPaths;
export const getStaticProps = routes.getStaticProps;
