import { z } from 'zod';
import { FOCUS_HINT, parseFocus } from '@/lib/images/slots';

/** A site path or URL slug that ends in a slash, e.g. "agentic-ai-in-retail/". */
const slugWithSlash = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\/$/, 'must be lower-case words joined by hyphens, ending in "/"');

/** Images are files under public/, referenced from the site root. */
const imagePath = z.string().regex(/^\/images\/[\w./-]+\.(?:svg|webp|avif|png|jpe?g)$/, 'must be a path under /images/');

const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** What a photo's crop keeps: top, center, "30% 40%"… (the build crops each slot around it). */
const imageFocus = z.string().refine((text) => parseFocus(text) !== null, FOCUS_HINT).optional();

export const blogPostSchema = z.strictObject({
  /** Not unique in the source data; blogURL is the key. */
  id: z.number().int().positive(),
  blogGridImg: imagePath,
  blogImg: imagePath,
  featureImg: imagePath.optional(),
  blogGridImgFocus: imageFocus,
  blogImgFocus: imageFocus,
  featureImgFocus: imageFocus,
  blogTags: z.array(nonEmpty).optional(),
  blogCategory: nonEmpty,
  blogIndustry: nonEmpty,
  blogCapability: nonEmpty,
  blogTitle: nonEmpty.max(140),
  blogAuthor: nonEmpty,
  blogAuthorIcon: nonEmpty,
  blogDateIcon: nonEmpty,
  blogAlt: nonEmpty,
  breadSubtitle: nonEmpty.max(200),
  breadCTA: nonEmpty.default("Let's Talk"),
  blogDate: nonEmpty,
  blogURL: slugWithSlash,
  blogDesc: nonEmpty.max(320).optional(),
  ranked: z.boolean().optional(),
  /** Spelled so in the source data and kept for compatibility. */
  hightlighted: z.boolean().optional(),
  featured: z.boolean().optional(),
  trending: z.boolean().optional(),
  latest: z.boolean().optional(),
});

export const caseStudySchema = z.strictObject({
  id: z.number().int().positive(),
  caseTag: nonEmpty,
  caseThumbImg: imagePath,
  caseImg: imagePath,
  /** What the cover shows; needed when it is a photo (a generated cover is described from caseLink). */
  caseImgAlt: nonEmpty.max(300).optional(),
  caseThumbImgFocus: imageFocus,
  caseImgFocus: imageFocus,
  caseTitle: nonEmpty.max(160),
  caseDate: nonEmpty,
  caseBtn: z.literal('Read More'),
  caseLink: nonEmpty,
  caseUrl: slugWithSlash.optional(),
  caseSubtitle: nonEmpty.max(320).optional(),
});

export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPost = z.output<typeof blogPostSchema>;
export type CaseStudyInput = z.input<typeof caseStudySchema>;
export type CaseStudy = z.output<typeof caseStudySchema>;
