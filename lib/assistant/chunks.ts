import { readBody } from '../content/bodies';
import { getAllCaseStudies, getAllPosts } from '../content/library';
import { getCareersPage, getContentPages, getFaqEntries, getOpenPositions, getPressReleases } from '../content/siteContent';
import { getListingPages } from '../content/listings';
import { caseStudyPath, caseStudySlug, insightPath, slugify } from '../content/slugs';
import { parseMarkdown } from '../markdown/parse';
import { blockText } from '../markdown/text';
import type { RichBlock } from '../markdown/types';
import type { ContentPage } from '../../data/pages/types';

export type ChunkKind = 'article' | 'case-study' | 'page' | 'faq' | 'job' | 'press';

/** One passage of the site the assistant can quote and link to. */
export interface Chunk {
  /** Unique: where the passage is (path plus anchor). */
  id: string;
  /** The link to it: the passage itself, or for a hub's card, the page the card leads to. */
  url: string;
  kind: ChunkKind;
  pageTitle: string;
  heading: string;
  text: string;
  tags: string;
  /** What a visitor may call the page besides its heading: its <title> ("Careers", "About Us"), on the page's own passage. */
  alias?: string;
}

const MIN_WORDS = 40;
/** A section that ends by sending the reader to another page: a hub's card. */
const CARD_LINK = /\[Explore [^\]]+\]\((\/[^)#\s]+\/)\)\.?\s*$/;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Splits a rendered body into one chunk per h2/h3 section (the text before the first heading
 * belongs to the page itself); sections under MIN_WORDS join the previous chunk.
 */
export function sectionChunks(blocks: RichBlock[], base: Omit<Chunk, 'id' | 'url' | 'heading' | 'text'> & { path: string }): Chunk[] {
  const { path, ...rest } = base;
  const chunks: Chunk[] = [];
  let current = { anchor: '', heading: base.pageTitle, parts: [] as string[] };
  const flush = () => {
    const text = current.parts.join('\n').trim();
    if (!text) return;
    const previous = chunks[chunks.length - 1];
    if (previous && words(text) < MIN_WORDS) {
      previous.text = `${previous.text}\n${current.heading}: ${text}`;
      return;
    }
    const url = current.anchor ? `${path}#${current.anchor}` : path;
    chunks.push({ ...rest, id: url, url, heading: current.heading, text });
  };
  for (const block of blocks) {
    if (block.type === 'heading' && block.depth <= 3) {
      flush();
      current = { anchor: block.id, heading: blockText(block), parts: [] };
    } else {
      const text = blockText(block);
      if (text) current.parts.push(text);
    }
  }
  flush();
  return chunks;
}

/** A page's own passage: what it is for (its purpose, when it states one), its lead paragraph and its description. */
const wholePageText = (page: Pick<ContentPage, 'purpose' | 'intro' | 'description'>) => [page.purpose, page.intro, page.description].filter(Boolean).join('\n');

/** Every passage of the site: articles, case studies, company and listing pages, FAQ, open positions, press. */
export function siteChunks(): Chunk[] {
  const articles = getAllPosts().flatMap((post) =>
    sectionChunks(parseMarkdown(readBody('insights', post.blogURL)), {
      path: insightPath(post.blogURL),
      kind: 'article',
      pageTitle: post.blogTitle,
      tags: [post.blogCategory, post.blogIndustry, post.blogCapability, ...(post.blogTags ?? [])].join(' '),
    }),
  );
  const caseStudies = getAllCaseStudies().flatMap((study) =>
    sectionChunks(parseMarkdown(readBody('case-studies', caseStudySlug(study))), {
      path: caseStudyPath(study),
      kind: 'case-study',
      pageTitle: study.caseTitle,
      tags: `${study.caseTag} ${study.caseLink}`,
    }),
  );
  const contentPages = getContentPages();
  const headingOf = new Map(contentPages.map((page) => [page.path, page.heading]));
  const pages = contentPages.flatMap((page) => [
    { id: page.path, url: page.path, kind: 'page' as const, pageTitle: page.heading, heading: page.heading, text: wholePageText(page), tags: (page.topics ?? []).join(' '), alias: page.title },
    ...page.sections.map((section) => {
      const url = `${page.path}#${slugify(section.heading)}`;
      const text = parseMarkdown(section.markdown).map(blockText).filter(Boolean).join('\n');
      // A hub's card ("… [Explore DevOps](/capabilities/devops-service/).") speaks for the page it leads to.
      const card = CARD_LINK.exec(section.markdown)?.[1];
      const target = card && card !== page.path ? headingOf.get(card) : undefined;
      if (target) return { id: url, url: card!, kind: 'page' as const, pageTitle: target, heading: section.heading, text, tags: (page.topics ?? []).join(' ') };
      return { id: url, url, kind: 'page' as const, pageTitle: page.heading, heading: section.heading, text, tags: (page.topics ?? []).join(' ') };
    }),
  ]);
  const faq = getFaqEntries().map((entry) => {
    const url = `/faq/#${entry.id}`;
    const text = parseMarkdown(entry.answer).map(blockText).join('\n');
    return { id: url, url, kind: 'faq' as const, pageTitle: 'Frequently asked questions', heading: entry.question, text, tags: entry.category };
  });
  const careersHeading = getCareersPage().heading;
  const jobs = getOpenPositions().map((position) => {
    const url = `/careers/#${position.id}`;
    const text = [position.summary, `${position.team}, ${position.location}, ${position.type}, ${position.experience}.`, ...position.responsibilities, ...position.requirements].join('\n');
    return { id: url, url, kind: 'job' as const, pageTitle: careersHeading, heading: position.title, text, tags: `job career vacancy role ${position.team}` };
  });
  // The hand-built pages say what they are for: "do you have a blog?" finds the listing itself.
  const listings = getListingPages().map((page) => ({ id: page.path, url: page.path, kind: 'page' as const, pageTitle: page.title, heading: page.heading, text: wholePageText(page), tags: '' }));
  const press = getPressReleases().flatMap((release) =>
    sectionChunks(parseMarkdown(release.markdown), { path: `/press-releases/${release.slug}/`, kind: 'press', pageTitle: release.title, tags: 'press news' }),
  );
  return [...articles, ...caseStudies, ...pages, ...listings, ...faq, ...jobs, ...press];
}
