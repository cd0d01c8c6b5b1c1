import { PageHero } from '@/components/content/PageHero';
import { Seo } from '@/components/layout/Seo';
import { SiteSearch } from '@/components/search/SiteSearch';
import Container from 'react-bootstrap/Container';

export default function SearchPage() {
  return (
    <>
      <Seo title="Search" description="Search our articles, case studies and company pages by topic, technology or industry." path="/search/" />
      <PageHero eyebrow="Search" heading="Search the site" />
      <Container>
        <SiteSearch />
      </Container>
    </>
  );
}
