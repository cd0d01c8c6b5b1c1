import type { GetStaticProps } from 'next';
import { ContentPageView } from '@/components/content/ContentPageView';
import { aiReadinessGuidePage } from '@/data/pages/guide';
import { contentPageProps, type ContentPageProps } from '@/lib/content/pageProps';

/** The public part of the guide; the members' chapters come with visitor accounts. */
export default function AiReadinessGuidePage(props: ContentPageProps) {
  return <ContentPageView {...props} />;
}

export const getStaticProps: GetStaticProps<ContentPageProps> = async () => ({
  props: contentPageProps(aiReadinessGuidePage),
});
