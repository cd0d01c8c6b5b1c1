import type { ReactNode } from 'react';
import styles from './PageHero.module.scss';
import Container from 'react-bootstrap/Container';

interface Props {
  eyebrow: string;
  heading: string;
  intro?: string;
  children?: ReactNode;
}

/** The page's header band: the only h1, with a text LCP so first paint is the largest paint. */
export function PageHero({ eyebrow, heading, intro, children }: Props) {
  return (
    <section className={styles.hero}>
      <Container>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.heading}>{heading}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </Container>
    </section>
  );
}
