import type { GetStaticPaths, GetStaticProps } from 'next';
import type { ContentPage } from '@/data/pages/types';
import { contentPageProps, type ContentPageProps } from './pageProps';

type Params = { slug: string };

/**
 * getStaticPaths and getStaticProps for a dynamic route whose pages are ContentPage entries
 * under one path prefix (e.g. "/industries/" for pages/industries/[slug].tsx).
 */
export function dataPageRoutes(pages: ContentPage[], prefix: string) {
  const slugOf = (page: ContentPage) => page.path.slice(prefix.length).replace(/\/$/, '');
  const getStaticPaths: GetStaticPaths<Params> = async () => ({
    paths: pages.map((page) => ({ params: { slug: slugOf(page) } })),
    fallback: false,
  });
  const getStaticProps: GetStaticProps<ContentPageProps, Params> = async ({ params }) => {
    const page = pages.find((candidate) => slugOf(candidate) === params?.slug);
    return page ? { props: contentPageProps(page) } : { notFound: true };
  };
  return { getStaticPaths, getStaticProps };
}
