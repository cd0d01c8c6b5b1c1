import type { GetStaticProps } from 'next';
import Link from 'next/link';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { CardGrid } from '@/components/cards/CardGrid';
import { CtaBand } from '@/components/content/CtaBand';
import { Seo } from '@/components/layout/Seo';
import { caseStudyCard, postCard, type CardData } from '@/lib/content/cards';
import { getAllCaseStudies, getAllPosts } from '@/lib/content/library';
import { getHomeCopy, type HomeCopy } from '@/lib/content/siteContent';
import { trackCtaClick } from '@/lib/analytics/ctaClick';
import styles from '@/components/home/Home.module.scss';

interface Props {
  copy: HomeCopy;
  latestPosts: CardData[];
  recentCaseStudies: CardData[];
}

export default function HomePage({ copy, latestPosts, recentCaseStudies }: Props) {
  return (
    <>
      <Seo title={copy.title} description={copy.description} path="/" />
      <section className={styles.hero}>
        <Container>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h1 className={styles.heading}>{copy.heading}</h1>
          <p className={styles.intro}>{copy.intro}</p>
          <div className={styles.actions}>
            <Link href={copy.primaryCta.href} className="btn btn-primary btn-lg" onClick={() => trackCtaClick(copy.primaryCta.label, copy.primaryCta.href)}>
              {copy.primaryCta.label}
            </Link>
            <Link href={copy.secondaryCta.href} className="btn btn-outline-primary btn-lg" onClick={() => trackCtaClick(copy.secondaryCta.label, copy.secondaryCta.href)}>
              {copy.secondaryCta.label}
            </Link>
          </div>
          <dl className={styles.figures}>
            {copy.figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <Container as="section" className="py-5" aria-labelledby="what-we-do">
        <h2 id="what-we-do" className={styles.sectionHeading}>
          {copy.capabilitiesHeading}
        </h2>
        <p className={styles.sectionIntro}>{copy.capabilitiesIntro}</p>
        <Row as="ul" xs={1} md={2} lg={4} className="g-3 list-unstyled">
          {copy.capabilities.map((capability) => (
            <Col as="li" key={capability.href}>
              <Card as={Link} href={capability.href} className={styles.capability}>
                <Card.Body className={styles.capabilityBody}>
                  <Card.Title as="span" className={styles.capabilityTitle}>
                    {capability.title}
                  </Card.Title>
                  <Card.Text as="span">{capability.text}</Card.Text>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </Container>

      <section className={styles.industries} aria-labelledby="industries">
        <Container>
          <h2 id="industries" className={styles.sectionHeading}>
            {copy.industriesHeading}
          </h2>
          <ul className={styles.industryList}>
            {copy.industries.map((industry) => (
              <li key={industry.href}>
                <Link href={industry.href}>
                  {industry.title}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container as="section" className="py-5" aria-labelledby="latest-insights">
        <h2 id="latest-insights" className={styles.sectionHeading}>
          {copy.insightsHeading}
        </h2>
        <CardGrid cards={latestPosts} />
        <p className="mt-4">
          <Link href="/insights/">
            All insights
          </Link>
        </p>
      </Container>

      <Container as="section" className="pb-3" aria-labelledby="recent-case-studies">
        <h2 id="recent-case-studies" className={styles.sectionHeading}>
          {copy.caseStudiesHeading}
        </h2>
        <CardGrid cards={recentCaseStudies} action="Read More" />
        <p className="mt-4">
          <Link href="/case-studies/">
            All case studies
          </Link>
        </p>
      </Container>
      <CtaBand />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: {
    copy: getHomeCopy(),
    latestPosts: getAllPosts().slice(0, 3).map(postCard),
    recentCaseStudies: getAllCaseStudies().slice(-3).reverse().map(caseStudyCard),
  },
});
