import type { GetStaticProps } from 'next';
import Link from 'next/link';
import { ContentPageView } from '@/components/content/ContentPageView';
import { pressPage } from '@/data/pressReleases';
import { contentPageProps, type ContentPageProps } from '@/lib/content/pageProps';
import { getPressReleases } from '@/lib/content/siteContent';

interface ReleaseSummary {
  slug: string;
  title: string;
  date: string;
  summary: string;
}

interface Props extends ContentPageProps {
  releases: ReleaseSummary[];
}

export default function PressReleasesPage({ releases, ...page }: Props) {
  return (
    <ContentPageView {...page}>
      <section className="mt-5" aria-labelledby="latest-releases" style={{ maxWidth: 860 }}>
        <h2 id="latest-releases">Latest releases</h2>
        <ul className="list-unstyled">
          {releases.map((release) => (
            <li key={release.slug} className="border-top py-3">
              <p className="mb-1 text-secondary">{release.date}</p>
              <h3 className="h5">
                <Link href={`/press-releases/${release.slug}/`}>
                  {release.title}
                </Link>
              </h3>
              <p className="mb-0">{release.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </ContentPageView>
  );
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: {
    ...contentPageProps(pressPage),
    releases: getPressReleases().map(({ slug, title, date, summary }) => ({ slug, title, date, summary })),
  },
});
