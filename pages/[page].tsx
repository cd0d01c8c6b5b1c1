import type { GetStaticPaths, GetStaticProps } from 'next';
import { ContentPageView } from '@/components/content/ContentPageView';
import { findPage, topLevelPages } from '@/data/pages';
import { contentPageProps, type ContentPageProps } from '@/lib/content/pageProps';

type Params = { page: string };

/** About, culture, events, legal and the other top-level company pages, from data/pages. */
export default function CompanyPage(props: ContentPageProps) {
  return <ContentPageView {...props} />;
}

export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: topLevelPages.map((page) => ({ params: { page: page.path.replace(/^\/|\/$/g, '') } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<ContentPageProps, Params> = async ({ params }) => ({
  props: contentPageProps(findPage(topLevelPages, `/${params!.page}/`)!),
});
