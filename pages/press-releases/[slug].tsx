import type { GetStaticPaths, GetStaticProps } from 'next';
import Link from 'next/link';
import { PageHero } from '@/components/content/PageHero';
import { RichText } from '@/components/content/RichText';
import { Seo } from '@/components/layout/Seo';
import type { PressRelease } from '@/data/pressReleases';
import { getPressRelease, getPressReleases } from '@/lib/content/siteContent';
import { parseMarkdown } from '@/lib/markdown/parse';
import type { RichBlock } from '@/lib/markdown/types';
import { breadcrumbJsonLd } from '@/lib/seo';
import Container from 'react-bootstrap/Container';

type Params = { slug: string };

interface Props {
  release: Omit<PressRelease, 'markdown'>;
  blocks: RichBlock[];
}

export default function PressReleasePage({ release, blocks }: Props) {
  const path = `/press-releases/${release.slug}/`;
  return (
    <>
      <Seo
        title={release.title}
        description={release.description}
        path={path}
        type="article"
        jsonLd={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Press Releases', path: '/press-releases/' },
            { name: release.title, path },
          ]),
        ]}
      />
      <PageHero eyebrow={`Press release · ${release.date} · ${release.location}`} heading={release.title} intro={release.summary} />
      <Container className="py-5" style={{ maxWidth: 860 }}>
        <RichText blocks={blocks} />
        <p className="mt-5">
          <Link href="/press-releases/">
            All press releases
          </Link>
        </p>
      </Container>
    </>
  );
}

export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: getPressReleases().map((release) => ({ params: { slug: release.slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props, Params> = async ({ params }) => {
  const { markdown, ...release } = getPressRelease(params!.slug);
  return { props: { release, blocks: parseMarkdown(markdown) } };
};
