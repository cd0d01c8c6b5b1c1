import type { GetStaticProps } from 'next';
import { PageHero } from '@/components/content/PageHero';
import { CtaBand } from '@/components/content/CtaBand';
import { FaqList, type FaqGroup } from '@/components/faq/FaqList';
import { Seo } from '@/components/layout/Seo';
import { getFaqEntries } from '@/lib/content/siteContent';
import { slugify } from '@/lib/content/slugs';
import { parseMarkdown } from '@/lib/markdown/parse';
import Container from 'react-bootstrap/Container';
import { faqListing } from '@/data/pages/listings';
import { getListing } from '@/lib/content/listings';

const page = getListing(faqListing);

interface Props {
  groups: FaqGroup[];
}

export default function FaqPage({ groups }: Props) {
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        path={page.path}
      />
      <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
      <Container className="py-5">
        <FaqList groups={groups} />
      </Container>
      <CtaBand />
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async () => {
  const faqEntries = getFaqEntries();
  const categories = [...new Set(faqEntries.map((entry) => entry.category))];
  return {
    props: {
      groups: categories.map((category) => ({
        category,
        id: slugify(category),
        entries: faqEntries
          .filter((entry) => entry.category === category)
          .map((entry) => ({ id: entry.id, question: entry.question, answer: parseMarkdown(entry.answer) })),
      })),
    },
  };
};
