import type { GetStaticProps } from 'next';
import { ContentPageView } from '@/components/content/ContentPageView';
import { capabilitiesOverview } from '@/data/pages/capabilities';
import { contentPageProps, type ContentPageProps } from '@/lib/content/pageProps';

export default function CapabilitiesPage(props: ContentPageProps) {
  return <ContentPageView {...props} />;
}

export const getStaticProps: GetStaticProps<ContentPageProps> = async () => ({
  props: contentPageProps(capabilitiesOverview),
});
