import { navSections } from '@/data/navigation';
import type { Chunk } from './chunks';
import { comparableText } from './retriever';

const MAX_LENGTH = 70;

interface TopicPage {
  href: string;
  /** The last path segment, which a case study's tag repeats ("devops" in /capabilities/devops-service/). */
  slug: string;
  label: string;
  question: string;
}

/** The industry and capability pages, with the question a visitor would ask about each. */
const TOPIC_PAGES: TopicPage[] = navSections.flatMap((section) => {
  if (section.id !== 'industries' && section.id !== 'capabilities') return [];
  return section.links
    .filter((link) => link.href.split('/').filter(Boolean).length === 2)
    .map((link) => ({
      href: link.href,
      slug: link.href.split('/').filter(Boolean)[1],
      label: link.label,
      question: section.id === 'industries' ? `Do you work in ${link.label}?` : `What do you deliver in ${link.label}?`,
    }));
});

/** The short follow-up question a passage answers, in a visitor's words; null when it has none. */
export function followUpFor(chunk: Chunk): string | null {
  if (chunk.kind === 'faq') return chunk.heading;
  if (chunk.kind === 'job') return `What does the ${chunk.heading} role involve?`;
  return TOPIC_PAGES.find((topic) => topic.href === chunk.url)?.question ?? null;
}

/** Articles and case studies lead on to the industry or capability they are filed under. */
function topicsOf(chunk: Chunk): string[] {
  if (chunk.kind !== 'article' && chunk.kind !== 'case-study') return [];
  const tags = chunk.tags.toLowerCase();
  return TOPIC_PAGES.filter((topic) => tags.includes(topic.label.toLowerCase()) || tags.split(/\s+/).some((tag) => tag.length > 3 && topic.slug.startsWith(tag))).map(
    (topic) => topic.question,
  );
}

/**
 * At most `limit` short questions to ask next: what the other passages found answer (FAQ entries,
 * roles, industry and capability pages), then the topics the answered page is filed under; never
 * the question just asked or the passage that answered it.
 */
export function followUps(question: string, answered: Chunk, found: Chunk[], limit = 2): string[] {
  const asked = comparableText(question);
  const own = followUpFor(answered);
  const candidates = [...found.map(followUpFor), ...topicsOf(answered)];
  const chosen: string[] = [];
  for (const candidate of candidates) {
    if (!candidate || candidate === own || candidate.length > MAX_LENGTH || comparableText(candidate) === asked) continue;
    if (!chosen.includes(candidate)) chosen.push(candidate);
    if (chosen.length === limit) break;
  }
  return chosen;
}

/** Every follow-up the assistant can offer about a page: tested to be answered by that page. */
export const topicFollowUps = (): { question: string; url: string }[] => TOPIC_PAGES.map((topic) => ({ question: topic.question, url: topic.href }));
