import Link from 'next/link';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { navBar } from './navData';
import { fullAddress, site } from '@/data/site';
import { CookieSettingsItem } from '@/components/consent/CookieSettingsItem';
import { NewsletterForm } from '@/components/newsletter/NewsletterForm';
import { CopyrightYears } from './CopyrightYears';
import { Logo } from './Logo';
import { SocialIcons } from './SocialIcons';
import styles from './Footer.module.scss';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <Container>
        <Row className={styles.grid}>
          <Col md={7}>
            <Logo variant="footer" light />
            <p className={styles.blurb}>{site.description}</p>
            <address className={styles.address}>
              <a href={site.social.maps} rel="noopener noreferrer" target="_blank">
                {fullAddress}
              </a>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </address>
          </Col>
          <Col md={5}>
            <h2 id="subscribe" className={styles.heading}>Subscribe</h2>
            <p className={styles.subscribeText}>Engineering insights, case studies and event invitations, about twice a month.</p>
            <NewsletterForm />
          </Col>
        </Row>
        <div className={styles.bottom}>
          <nav aria-label="Footer">
            <ul className={styles.links}>
              {navBar.footer.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <CookieSettingsItem className={styles.linkButton} />
            </ul>
          </nav>
          <SocialIcons />
          <p className={styles.copyright}>
            © <CopyrightYears /> {site.legalName.replace(/\.?$/, '.')} All rights reserved.
          </p>
        </div>
      </Container>
    </footer>
  );
}
