/**
 * Scaffolds a valid article or case study with a body stub and covers:
 *   npm run new:article -- "Title of the article"
 *   npm run new:case-study -- "Title of the case study"
 * Fill in the fields marked TODO, write the body, then run npm run content:check.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { caseStudies } from '@/data/case-studies/caseStudies';
import { posts } from '@/data/insights/posts';
import { slugify } from '@/lib/content/slugs';

const [kind, ...words] = process.argv.slice(2);
const title = words.join(' ').trim();
if (!['article', 'case-study'].includes(kind) || !title) {
  console.error('Usage: npm run new:article -- "Title"   or   npm run new:case-study -- "Title"');
  process.exit(1);
}

const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const slug = slugify(title);
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Inserts an entry before the closing "];" of a data file's array. */
function appendEntry(file: string, entry: string) {
  const source = readFileSync(file, 'utf8');
  const end = source.lastIndexOf('];');
  if (end < 0) throw new Error(`${file}: no closing "];" found`);
  writeFileSync(file, `${source.slice(0, end).trimEnd()}\n${entry}\n${source.slice(end)}`);
}

function writeBody(path: string, text: string) {
  if (existsSync(path)) throw new Error(`${path} already exists; choose another title`);
  writeFileSync(path, text);
}

if (kind === 'article') {
  if (posts.some((post) => post.blogURL === `${slug}/`)) throw new Error(`An article with blogURL "${slug}/" exists`);
  const id = Math.max(...posts.map((post) => post.id)) + 1;
  appendEntry(
    join('data', 'insights', 'moreBlogList.ts'),
    `  {
    id: ${id},
    blogGridImg: '/images/insights/${slug}-grid.svg',
    blogImg: '/images/insights/${slug}-header.svg',
    blogTags: ['TODO'],
    blogCategory: 'TODO',
    blogIndustry: 'TODO',
    blogCapability: 'TODO',
    blogTitle: ${quote(title)},
    blogAuthor: '{name} Editorial Team',
    blogAuthorIcon: 'bi-person',
    blogDateIcon: 'bi-calendar3',
    blogAlt: 'TODO: describe the header image',
    breadSubtitle: 'TODO: one sentence under the title',
    blogDate: '${today}',
    blogURL: '${slug}/',
    blogDesc: 'TODO: a one- or two-sentence summary',
  },`,
  );
  writeBody(join('data', 'insights', `${slug}.md`), `TODO: open with the point of the article.\n\n## First section\n\nTODO\n`);
  console.log(`Added article ${id}: data/insights/moreBlogList.ts and data/insights/${slug}.md`);
} else {
  if (caseStudies.some((study) => study.caseUrl === `${slug}/`)) throw new Error(`A case study with caseUrl "${slug}/" exists`);
  const id = Math.max(...caseStudies.map((study) => study.id)) + 1;
  appendEntry(
    join('data', 'case-studies', 'caseStudies.ts'),
    `  {
    id: ${id},
    caseTag: 'product-engineering',
    caseThumbImg: '/images/case-studies/${slug}-thumb.svg',
    caseImg: '/images/case-studies/${slug}-header.svg',
    caseTitle: ${quote(title)},
    caseDate: '${today}',
    caseBtn: 'Read More',
    caseLink: ${quote(title)},
    caseUrl: '${slug}/',
    caseSubtitle: 'TODO: a one- or two-sentence summary',
  },`,
  );
  writeBody(
    join('data', 'case-studies', `${slug}.md`),
    ['The client', 'The challenge', 'The solution', 'Technology', 'Outcomes'].map((heading) => `## ${heading}\n\nTODO\n`).join('\n'),
  );
  console.log(`Added case study ${id}: data/case-studies/caseStudies.ts and data/case-studies/${slug}.md`);
}
execSync('tsx scripts/generate-images.ts', { stdio: 'inherit' });
console.log('Now fill in the TODOs and run: npm run content:check');
