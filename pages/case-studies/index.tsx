import type { GetStaticProps } from 'next';
import { CardGrid } from '@/components/cards/CardGrid';
import { PageHero } from '@/components/content/PageHero';
import { Seo } from '@/components/layout/Seo';
import { caseStudyCard, type CardData } from '@/lib/content/cards';
import { getAllCaseStudies } from '@/lib/content/library';

interface Props {
  cards: CardData[];
}

export default function CaseStudiesPage({ cards }: Props) {
  return (
    <>
      <Seo
        title="Case Studies"
        description="Case studies of products, platforms and AI systems we built for retail, travel, finance, healthcare and fashion clients, with measured results."
        path="/case-studies/"
      />
      <PageHero
        eyebrow="Resources"
        heading="Case Studies"
        intro="Client work, anonymised and measured: the situation we found, what we built, the technology we chose and what changed afterwards."
      />
      <div className="container py-5">
        <h2 className="visually-hidden">All case studies, oldest first</h2>
        <CardGrid cards={cards} action="Read More" />
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { cards: getAllCaseStudies().map(caseStudyCard) },
});
