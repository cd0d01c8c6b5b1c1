import { StaticImage } from '@/components/media/StaticImage';
import Link from 'next/link';
import { CardGrid } from '@/components/cards/CardGrid';
import { CtaBand } from '@/components/content/CtaBand';
import { RichText } from '@/components/content/RichText';
import { Seo } from '@/components/layout/Seo';
import type { CaseStudyProps } from '@/lib/content/caseStudyProps';
import { caseStudySlug } from '@/lib/content/slugs';
import { caseStudyImagePath } from '@/lib/og/articleImage';
import { breadcrumbJsonLd } from '@/lib/seo';
import styles from '@/components/insights/ArticleView.module.scss';
import Container from 'react-bootstrap/Container';

export function CaseStudyView({ study, card, blocks, headerPicture, related }: CaseStudyProps) {
  const description = study.caseSubtitle ?? `${study.caseLink}: a ${card.label} case study with the client's challenge, our solution and measured outcomes.`;
  return (
    <article>
      <Seo
        title={study.caseTitle}
        description={description}
        path={card.href}
        type="article"
        image={headerPicture?.src ?? caseStudyImagePath(caseStudySlug(study))}
        jsonLd={[
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Case Studies', path: '/case-studies/' },
            { name: study.caseLink, path: card.href },
          ]),
        ]}
      />
      <header className={styles.header}>
        <Container>
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <Link href="/case-studies/">
              Case Studies
            </Link>
          </nav>
          <h1 className={styles.title}>{study.caseTitle}</h1>
          {study.caseSubtitle && <p className={styles.subtitle}>{study.caseSubtitle}</p>}
          <p className="mt-3 mb-0">
            <span className="fw-semibold">{card.label}</span> · <time dateTime={card.isoDate}>{card.date}</time>
          </p>
        </Container>
      </header>
      <Container className={styles.layout}>
        <StaticImage src={study.caseImg} picture={headerPicture} alt={study.caseImgAlt ?? `${study.caseLink}: case study header`} width={1200} height={480} className={styles.image} priority />
        <RichText blocks={blocks} className={styles.body} />
      </Container>
      {related.length > 0 && (
        <Container as="section" className="mt-5" aria-labelledby="more-case-studies">
          <h2 id="more-case-studies" className={styles.relatedHeading}>
            More case studies
          </h2>
          <CardGrid cards={related} action="Read More" />
        </Container>
      )}
      <CtaBand />
    </article>
  );
}
