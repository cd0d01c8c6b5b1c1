import type { GetStaticPaths, GetStaticProps } from 'next';
import { ArticleView } from '@/components/insights/ArticleView';
import { articleProps, type ArticleProps } from '@/lib/content/articleProps';
import { getAllPosts } from '@/lib/content/library';
import { trimSlash } from '@/lib/content/slugs';

type Params = { slug: string };

export default function ArticlePage(props: ArticleProps) {
  return <ArticleView {...props} />;
}

export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: getAllPosts().map((post) => ({ params: { slug: trimSlash(post.blogURL) } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<ArticleProps, Params> = async ({ params }) => ({
  props: articleProps(params!.slug),
});
