import Link from 'next/link';
import { ContactForm } from '@/components/contact/ContactForm';
import { PageHero } from '@/components/content/PageHero';
import { Seo } from '@/components/layout/Seo';
import { fullAddress, site } from '@/data/site';
import { breadcrumbJsonLd } from '@/lib/seo';
import styles from '@/components/contact/Contact.module.scss';
import Container from 'react-bootstrap/Container';
import { contactListing } from '@/data/pages/listings';
import { getListing } from '@/lib/content/listings';

const page = getListing(contactListing);

const STEPS = [
  'A senior engineer reads your message and replies within one working day, usually with a few questions.',
  'We hold a 45-minute call to understand the problem, the constraints and what success looks like for you.',
  'Within a week you receive a written proposal: approach, team, timeline, and a fixed price or a monthly rate.',
];

export default function ContactPage() {
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        path={page.path}
        jsonLd={[breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Contact', path: '/contact/' }])]}
      />
      <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
      <Container className={styles.grid}>
        <section aria-labelledby="write-to-us" className={styles.formSection}>
          <h2 id="write-to-us">Write to us</h2>
          <p className={styles.lead}>Fields not marked optional are required.</p>
          <ContactForm />
        </section>
        <div className={styles.aside}>
        <section aria-labelledby="reach-us">
          <h2 id="reach-us">Reach us</h2>
          <dl className={styles.details}>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
            </dd>
            <dt>Office</dt>
            <dd>
              <address className="mb-1">{fullAddress}</address>
              <a href={site.social.maps} rel="noopener noreferrer" target="_blank">
                Open in maps
              </a>
            </dd>
            <dt>Hours</dt>
            <dd>Monday to Friday, 9:30 to 18:30 IST, with evening overlap for US clients</dd>
          </dl>
        </section>
        <section aria-labelledby="what-happens-next">
          <h2 id="what-happens-next">What happens next</h2>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            Looking for a job rather than a partner? See our <Link href="/careers/">open positions</Link>, or write to{' '}
            <a href={`mailto:${site.email}?subject=Careers`}>{site.email}</a> with the subject “Careers”.
          </p>
        </section>
        </div>
      </Container>
    </>
  );
}
