import type { GetStaticProps } from 'next';
import { GuideMembersArea } from '@/components/auth/GuideMembersArea';
import { ContentPageView } from '@/components/content/ContentPageView';
import { aiReadinessGuidePage } from '@/data/pages/guide';
import { contentPageProps, type ContentPageProps } from '@/lib/content/pageProps';

/** The public guide, and its members' chapters for signed-in visitors. */
export default function AiReadinessGuidePage(props: ContentPageProps) {
  return (
    <ContentPageView {...props}>
      <GuideMembersArea />
    </ContentPageView>
  );
}

export const getStaticProps: GetStaticProps<ContentPageProps> = async () => ({
  props: contentPageProps(aiReadinessGuidePage),
});
