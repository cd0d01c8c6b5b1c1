import type { ReactNode } from 'react';
import { CardGrid } from '@/components/cards/CardGrid';
import { Seo } from '@/components/layout/Seo';
import type { ContentPageProps } from '@/lib/content/pageProps';
import { breadcrumbJsonLd } from '@/lib/seo';
import { ContentSections } from './ContentSections';
import { CtaBand } from './CtaBand';
import { PageHero } from './PageHero';
import styles from './ContentPageView.module.scss';
import Container from 'react-bootstrap/Container';

interface Props extends ContentPageProps {
  /** Page-specific content shown after the sections (e.g. open positions). */
  children?: ReactNode;
}

/** The shared template of the data-driven company pages. */
export function ContentPageView({ page, sections, relatedPosts, relatedCaseStudies, children }: Props) {
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        path={page.path}
        jsonLd={[breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: page.title, path: page.path }])]}
      />
      <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
      <Container className={styles.body}>
        <ContentSections sections={sections} />
        {children}
        {relatedCaseStudies.length > 0 && (
          <section className={styles.related} aria-labelledby="related-case-studies">
            <h2 id="related-case-studies">Related case studies</h2>
            <CardGrid cards={relatedCaseStudies} action="Read More" />
          </section>
        )}
        {relatedPosts.length > 0 && (
          <section className={styles.related} aria-labelledby="related-insights">
            <h2 id="related-insights">Related insights</h2>
            <CardGrid cards={relatedPosts} />
          </section>
        )}
      </Container>
      <CtaBand cta={page.cta} />
    </>
  );
}
