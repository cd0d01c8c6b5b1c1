import Link from 'next/link';
import { PageHero } from '@/components/content/PageHero';
import { Seo } from '@/components/layout/Seo';
import { footerLinks, navSections } from '@/data/navigation';
import Container from 'react-bootstrap/Container';

export default function NotFoundPage() {
  const suggestions = [
    { label: 'Home', href: '/' },
    ...navSections.map((section) => section.links[0]),
    ...footerLinks.slice(0, 2),
  ];
  return (
    <>
      <Seo title="Page not found" description="The page you asked for does not exist or has moved. Here are the main sections of the site." path="/404/" noindex />
      <PageHero
        eyebrow="Error 404"
        heading="We could not find that page"
        intro="The address may be mistyped, or the page may have moved. These sections are a good place to continue."
      />
      <Container className="py-5">
        <ul className="list-unstyled d-grid gap-2">
          {suggestions.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
