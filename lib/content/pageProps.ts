import type { ContentPage } from '@/data/pages/types';
import { serializable } from './serializable';
import { parseMarkdown } from '../markdown/parse';
import { caseStudyCard, postCard, type CardData } from './cards';
import { getAllCaseStudies, getAllPosts } from './library';
import { caseStudiesForTopics, postsForTopics } from './related';
import { applyBrandDeep } from './brand';
import { slugify } from './slugs';
import type { RenderedSection } from '@/components/content/ContentSections';

export interface ContentPageProps {
  page: Omit<ContentPage, 'sections' | 'topics'>;
  sections: RenderedSection[];
  relatedPosts: CardData[];
  relatedCaseStudies: CardData[];
}

export function renderSections(sections: ContentPage['sections']): RenderedSection[] {
  return sections.map((section) => ({
    heading: section.heading,
    id: slugify(section.heading),
    blocks: parseMarkdown(section.markdown),
  }));
}

/** Build-time props for a data-driven company page: rendered sections and related content. */
export function contentPageProps(rawPage: ContentPage): ContentPageProps {
  const { sections, topics = [], ...page } = applyBrandDeep(rawPage);
  return {
    page: serializable(page),
    sections: renderSections(sections),
    relatedPosts: postsForTopics(topics, getAllPosts()).map(postCard),
    relatedCaseStudies: caseStudiesForTopics(topics, getAllCaseStudies()).map(caseStudyCard),
  };
}
