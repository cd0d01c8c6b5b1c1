import { getLibrary } from '@/lib/content/library';
import { caseStudySlug } from '@/lib/content/slugs';
import { menuContents } from '@/lib/navigation';
import { IMAGE_FIELDS, parseFocus, type Focus, type ImageSlot } from './slots';

/** An image a content entry shows: where, in which slot, with which alt text and focus. */
export interface ContentImage {
  /** The entry, as the content check names it ("insights/agentic-ai-in-retail/ (id 3)"). */
  entry: string;
  field: string;
  path: string;
  slot: ImageSlot;
  focus: Focus;
  /** null for a decorative image (alt=""), which needs none; undefined when the entry gives none. */
  alt: string | null | undefined;
}

type FieldName = keyof typeof IMAGE_FIELDS;

function use(entry: string, record: object, field: FieldName, alt: ContentImage['alt']): ContentImage[] {
  const values = record as Record<string, string | undefined>;
  const path = values[field];
  if (path === undefined) return [];
  const { slot, focus } = IMAGE_FIELDS[field];
  return [{ entry, field, path, slot, focus: parseFocus(values[focus]) ?? { x: 0.5, y: 0.5 }, alt }];
}

/** Every image the articles, case studies and menus show. */
export function contentImages(): ContentImage[] {
  const { posts, caseStudies } = getLibrary();
  return [
    ...posts.flatMap((post) => {
      const entry = `insights/${post.blogURL} (id ${post.id})`;
      return [...use(entry, post, 'blogGridImg', post.blogAlt), ...use(entry, post, 'blogImg', post.blogAlt), ...use(entry, post, 'featureImg', null)];
    }),
    ...caseStudies.flatMap((study) => {
      const entry = `case-studies/${caseStudySlug(study)} (id ${study.id})`;
      return [...use(entry, study, 'caseThumbImg', study.caseImgAlt), ...use(entry, study, 'caseImg', study.caseImgAlt)];
    }),
    // A menu's featured items, static or taken from articles (whose card image then shows small).
    ...menuContents(posts).flatMap((menu) =>
      menu.featured.map((item): ContentImage => ({ entry: `navigation/${menu.id}`, field: 'featured.image', path: item.image, slot: 'featured', focus: { x: 0.5, y: 0.5 }, alt: null })),
    ),
  ];
}
