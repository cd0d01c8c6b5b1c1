import type { GetStaticProps } from 'next';
import { CaseStudiesExplorer, type TagCount, type TaggedCard } from '@/components/case-studies/CaseStudiesExplorer';
import { PageHero } from '@/components/content/PageHero';
import { Seo } from '@/components/layout/Seo';
import { caseStudyCard } from '@/lib/content/cards';
import { getAllCaseStudies } from '@/lib/content/library';
import { tagLabel } from '@/lib/content/slugs';
import Container from 'react-bootstrap/Container';
import { caseStudiesListing } from '@/data/pages/listings';
import { getListing } from '@/lib/content/listings';

const page = getListing(caseStudiesListing);

interface Props {
  cards: TaggedCard[];
  tags: TagCount[];
}

export default function CaseStudiesPage({ cards, tags }: Props) {
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        path={page.path}
      />
      <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
      <Container className="py-5">
        <CaseStudiesExplorer cards={cards} tags={tags} />
      </Container>
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async () => {
  const studies = getAllCaseStudies();
  const counts = new Map<string, number>();
  for (const study of studies) counts.set(study.caseTag, (counts.get(study.caseTag) ?? 0) + 1);
  return {
    props: {
      cards: studies.map((study) => ({ ...caseStudyCard(study), tag: study.caseTag })),
      tags: [...counts].map(([tag, count]) => ({ tag, label: tagLabel(tag), count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    },
  };
};
