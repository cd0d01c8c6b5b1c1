import type { GetStaticProps } from 'next';
import { PageHero } from '@/components/content/PageHero';
import { CtaBand } from '@/components/content/CtaBand';
import { FaqList, type FaqGroup } from '@/components/faq/FaqList';
import { Seo } from '@/components/layout/Seo';
import { getFaqEntries } from '@/lib/content/siteContent';
import { slugify } from '@/lib/content/slugs';
import { parseMarkdown } from '@/lib/markdown/parse';
import Container from 'react-bootstrap/Container';

interface Props {
  groups: FaqGroup[];
}

export default function FaqPage({ groups }: Props) {
  return (
    <>
      <Seo
        title="Frequently Asked Questions"
        description="Answers about working with us: engagement models, pricing, security and compliance, technology choices, careers and this website."
        path="/faq/"
      />
      <PageHero
        eyebrow="Help"
        heading="Frequently asked questions"
        intro="The questions prospective clients and candidates ask us most, answered plainly. If yours is not here, ask our assistant or write to us."
      />
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
