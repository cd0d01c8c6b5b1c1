import type { ContentPage } from '@/data/pages/types';
import { serializable } from './serializable';
import { branded } from './brand';
import { caseStudyCard, postCard, type CardData } from './cards';
import { getAllCaseStudies, getAllPosts } from './library';
import { caseStudiesForTopics, postsForTopics } from './related';
import { renderSections, type RenderedSection } from './sections';

export interface ContentPageProps {
  page: Omit<ContentPage, 'sections' | 'topics' | 'purpose'>;
  sections: RenderedSection[];
  relatedPosts: CardData[];
  relatedCaseStudies: CardData[];
}

/**
 * Build-time props for a data-driven company page: rendered sections and related content.
 * Takes the entry as data/pages writes it; its brand tokens are resolved here.
 */
export function contentPageProps(entry: ContentPage): ContentPageProps {
  const { sections, topics = [], ...page } = branded(entry);
  return {
    // The purpose is the assistant's; the page does not ship it.
    page: serializable({ ...page, purpose: undefined }),
    sections: renderSections(sections),
    relatedPosts: postsForTopics(topics, getAllPosts()).map(postCard),
    relatedCaseStudies: caseStudiesForTopics(topics, getAllCaseStudies()).map(caseStudyCard),
  };
}
