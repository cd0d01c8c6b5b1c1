import { aiReadinessGuideFull } from '@/data/pages/guide';
import type { PageSection } from '@/data/pages/types';
import { parseMarkdown } from '../markdown/parse';
import type { RichBlock } from '../markdown/types';
import { branded } from './brand';
import { slugify } from './slugs';

/** A page section ready to render: its heading, the heading's anchor id and the parsed body. */
export interface RenderedSection {
  heading: string;
  id: string;
  blocks: RichBlock[];
}

/** Sections whose brand tokens are already resolved, parsed for rendering. */
export function renderSections(sections: PageSection[]): RenderedSection[] {
  return sections.map((section) => ({
    heading: section.heading,
    id: slugify(section.heading),
    blocks: parseMarkdown(section.markdown),
  }));
}

/** The AI readiness guide's members-only chapters, rendered (generated/guide-members.json). */
export const guideMembersSections = (): RenderedSection[] => renderSections(branded(aiReadinessGuideFull));
