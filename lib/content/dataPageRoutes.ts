import type { GetStaticPaths, GetStaticProps } from 'next';
import type { ContentPage } from '@/data/pages/types';
import { branded } from './brand';
import { contentPageProps, type ContentPageProps } from './pageProps';

type Params = { slug: string };

/**
 * getStaticPaths and getStaticProps for a dynamic route whose pages are ContentPage entries
 * under one path prefix (e.g. "/industries/" for pages/industries/[slug].tsx). Takes the entries
 * as data/pages writes them: paths may carry brand tokens (e.g. "/{slug}-at-rsac-2024/").
 */
export function dataPageRoutes(entries: ContentPage[], prefix: string) {
  const pages = () => entries.map(branded);
  const slugOf = (page: ContentPage) => page.path.slice(prefix.length).replace(/\/$/, '');
  const getStaticPaths: GetStaticPaths<Params> = async () => ({
    paths: pages().map((page) => ({ params: { slug: slugOf(page) } })),
    fallback: false,
  });
  const getStaticProps: GetStaticProps<ContentPageProps, Params> = async ({ params }) => {
    const page = pages().find((candidate) => slugOf(candidate) === params?.slug);
    return page ? { props: contentPageProps(page) } : { notFound: true };
  };
  return { getStaticPaths, getStaticProps };
}
