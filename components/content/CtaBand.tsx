import Link from 'next/link';
import { trackCtaClick } from '@/lib/analytics/ctaClick';
import styles from './CtaBand.module.scss';
import Container from 'react-bootstrap/Container';

export interface Cta {
  heading: string;
  text: string;
  label: string;
  href: string;
}

export const DEFAULT_CTA: Cta = {
  heading: 'Have a project in mind?',
  text: 'Tell us what you are building. A senior engineer replies within one working day.',
  label: "Let's Talk",
  href: '/contact/',
};

export function CtaBand({ cta = DEFAULT_CTA }: { cta?: Cta }) {
  return (
    <section className={styles.band} aria-labelledby="cta-heading">
      <Container className={styles.inner}>
        <div>
          <h2 id="cta-heading" className={styles.heading}>
            {cta.heading}
          </h2>
          <p className={styles.text}>{cta.text}</p>
        </div>
        <Link href={cta.href} className={`btn btn-light btn-lg ${styles.button}`} onClick={() => trackCtaClick(cta.label, cta.href)}>
          {cta.label}
        </Link>
      </Container>
    </section>
  );
}
