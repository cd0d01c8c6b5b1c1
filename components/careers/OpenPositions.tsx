import Card from 'react-bootstrap/Card';
import type { OpenPosition } from '@/data/careers';
import { site } from '@/data/site';
import styles from './OpenPositions.module.scss';

export function OpenPositions({ positions }: { positions: OpenPosition[] }) {
  return (
    <section className={styles.positions} aria-labelledby="open-positions">
      <h2 id="open-positions">Open positions</h2>
      <ul className={styles.list}>
        {positions.map((position) => (
          <Card as="li" key={position.id} id={position.id}>
            <Card.Body as="details" className={styles.details}>
              <summary>
                <span className={styles.title}>{position.title}</span>
                <span className={styles.facts}>
                  {position.team} · {position.location} · {position.type} · {position.experience}
                </span>
              </summary>
              <p>{position.summary}</p>
              <h3>What you will do</h3>
              <ul>
                {position.responsibilities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <h3>What you bring</h3>
              <ul>
                {position.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <a className="btn btn-primary" href={`mailto:${site.email}?subject=${encodeURIComponent(`Careers: ${position.title}`)}`}>
                Apply for this role
              </a>
            </Card.Body>
          </Card>
        ))}
      </ul>
    </section>
  );
}
