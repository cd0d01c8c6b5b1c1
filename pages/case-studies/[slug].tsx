import type { GetStaticPaths, GetStaticProps } from 'next';
import { CaseStudyView } from '@/components/case-studies/CaseStudyView';
import { caseStudyProps, type CaseStudyProps } from '@/lib/content/caseStudyProps';
import { getAllCaseStudies } from '@/lib/content/library';
import { caseStudySlug, trimSlash } from '@/lib/content/slugs';

type Params = { slug: string };

export default function CaseStudyPage(props: CaseStudyProps) {
  return <CaseStudyView {...props} />;
}

export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: getAllCaseStudies().map((study) => ({ params: { slug: trimSlash(caseStudySlug(study)) } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<CaseStudyProps, Params> = async ({ params }) => ({
  props: caseStudyProps(params!.slug),
});
