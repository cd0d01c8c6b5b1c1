import type { GetStaticProps } from 'next';
import { OpenPositions } from '@/components/careers/OpenPositions';
import { ContentPageView } from '@/components/content/ContentPageView';
import type { OpenPosition } from '@/data/careers';
import { careersPage } from '@/data/pages/company';
import { contentPageProps, type ContentPageProps } from '@/lib/content/pageProps';
import { getOpenPositions } from '@/lib/content/siteContent';

interface Props extends ContentPageProps {
  positions: OpenPosition[];
}

export default function CareersPage({ positions, ...page }: Props) {
  return (
    <ContentPageView {...page}>
      <OpenPositions positions={positions} />
    </ContentPageView>
  );
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { ...contentPageProps(careersPage), positions: getOpenPositions() },
});
