import type { GetStaticPaths, GetStaticProps } from 'next';
import { ContentPageView } from '@/components/content/ContentPageView';
import { findPage } from '@/data/pages';
import { capabilityPages } from '@/data/pages/capabilities';
import { contentPageProps, type ContentPageProps } from '@/lib/content/pageProps';

type Params = { slug: string };

export default function CapabilityPage(props: ContentPageProps) {
  return <ContentPageView {...props} />;
}

export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: capabilityPages.map((page) => ({ params: { slug: page.path.split('/')[2] } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<ContentPageProps, Params> = async ({ params }) => ({
  props: contentPageProps(findPage(capabilityPages, `/capabilities/${params!.slug}/`)!),
});
