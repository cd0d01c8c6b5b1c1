/**
 * npm run content:check — validates every article, case study and page before a build:
 * schema, unique slugs, readable dates, body files, images (on disk, readable, size, shape, alt
 * text), internal links.
 * Errors name the entry and the field and fail the check; soft problems are warnings.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { caseStudies as rawCaseStudies } from '@/data/case-studies/caseStudies';
import { blogList } from '@/data/insights/blogList';
import { posts as rawPosts } from '@/data/insights/posts';
import { bodyPath, readBody } from '@/lib/content/bodies';
import { caseStudyPath, caseStudySlug, insightPath } from '@/lib/content/slugs';
import { allSitePaths } from '@/lib/content/routes';
import { getContentPages } from '@/lib/content/siteContent';
import { formatProblem, validateLibrary, type ContentProblem } from '@/lib/content/validate';
import { validateVisitorQuestions } from '@/lib/content/visitorQuestions';
import { visitorQuestionFiles } from '@/data/visitorQuestions';
import { contentImages } from '@/lib/images/contentImages';
import { countWords, topHeadingDepth } from '@/lib/markdown/parse';
import { checkImages } from './images/checkImages';

const PUBLIC = join(process.cwd(), 'public');
const library = validateLibrary(rawPosts, rawCaseStudies, {
  post: (index) => (index < blogList.length ? 'data/insights/blogList.ts' : 'data/insights/moreBlogList.ts'),
  caseStudy: () => 'data/case-studies/caseStudies.ts',
});
const problems: ContentProblem[] = [...library.problems];
const error = (entry: string, field: string, message: string, file?: string) => problems.push({ level: 'error', file, entry, field, message });


// Markdown arrives with brand tokens resolved (readBody, getContentPages), so links carrying them match real paths.
const INTERNAL_LINK = /\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g;
function checkLinks(entry: string, field: string, markdown: string, known: Set<string>, file?: string) {
  for (const [, path] of markdown.matchAll(INTERNAL_LINK)) {
    if (!known.has(path) && !existsSync(join(PUBLIC, path))) error(entry, field, `link to a page that does not exist: ${path}`, file);
  }
}

const hasErrors = () => problems.some((problem) => problem.level === 'error');
const known = new Set(hasErrors() ? [] : allSitePaths());
const wordCounts: { entry: string; words: number }[] = [];

/** Word floors of the library (issue: articles 400, case studies 250); below them is a warning. */
export const WORD_FLOORS = { insights: 400, 'case-studies': 250 } as const;

function checkBody(kind: 'insights' | 'case-studies', slug: string, entry: string) {
  const path = bodyPath(kind, slug);
  if (!existsSync(path)) {
    error(entry, 'body', `missing body file ${path.replace(process.cwd() + '/', '')}`);
    return;
  }
  const markdown = readBody(kind, slug);
  const file = path.replace(`${process.cwd()}/`, '');
  if (topHeadingDepth(markdown) < 2) error(entry, 'body', 'uses a level-1 heading; the page title is the only h1, start at ##', file);
  if (known.size) checkLinks(entry, 'body', markdown, known, file);
  const words = countWords(markdown);
  if (words < WORD_FLOORS[kind]) problems.push({ level: 'warning', file, entry, field: 'body', message: `${words} words; the floor is ${WORD_FLOORS[kind]}` });
  if (/\bTODO\b/.test(markdown)) problems.push({ level: 'warning', file, entry, field: 'body', message: 'still contains TODO' });
  wordCounts.push({ entry, words });
}

for (const post of library.posts) {
  const entry = `insights/${post.blogURL} (id ${post.id})`;
  for (const [field, value] of Object.entries(post)) {
    if (typeof value === 'string' && /\bTODO\b/.test(value)) problems.push({ level: 'warning', entry, field, message: 'still contains TODO' });
  }
  checkBody('insights', post.blogURL, entry);
}
for (const study of library.caseStudies) {
  const entry = `case-studies/${caseStudySlug(study)} (id ${study.id})`;
  checkBody('case-studies', caseStudySlug(study), entry);
}
const titles = new Map<string, string>();
const contentPages = getContentPages();
for (const page of contentPages) {
  const entry = `pages${page.path}`;
  page.sections.forEach((section, index) => known.size && checkLinks(entry, `sections[${index}].markdown`, section.markdown, known));
  if (titles.has(page.title)) error(entry, 'title', `same title as pages${titles.get(page.title)}`);
  titles.set(page.title, page.path);
  if (page.description.length < 50 || page.description.length > 170) {
    problems.push({ level: 'warning', entry, field: 'description', message: `${page.description.length} characters; aim for 110-160` });
  }
}

/** Visitor questions name pages that exist; an article or case study without any is harder for the assistant to find. */
function checkVisitorQuestions() {
  if (!known.size) return;
  const asked = new Set<string>();
  for (const [file, questions] of Object.entries(visitorQuestionFiles)) {
    const checked = validateVisitorQuestions(questions, known, file);
    problems.push(...checked.problems);
    for (const question of checked.questions) asked.add(question.page);
  }
  const libraryPaths = [...library.posts.map((post) => insightPath(post.blogURL)), ...library.caseStudies.map(caseStudyPath)];
  for (const path of libraryPaths.filter((path) => !asked.has(path))) {
    problems.push({ level: 'warning', entry: path, field: 'visitor questions', message: 'none yet: add the questions visitors ask that this page answers (data/visitorQuestions/) so the assistant finds it' });
  }
}
checkVisitorQuestions();

async function main() {
  // The images are checked once the entries are valid (the library is read from them).
  if (!hasErrors()) problems.push(...(await checkImages(contentImages(), PUBLIC)));
  report();
}

function report() {
  for (const problem of problems) console[problem.level === 'error' ? 'error' : 'warn'](formatProblem(problem));
  const errors = problems.filter((problem) => problem.level === 'error').length;
  const shortestOf = (prefix: string) => {
    const [shortest] = wordCounts.filter(({ entry }) => entry.startsWith(prefix)).sort((a, b) => a.words - b.words);
    return shortest ? `${shortest.words} words (${shortest.entry})` : 'n/a';
  };
  console.log(
    `content: ${library.posts.length} articles, ${library.caseStudies.length} case studies, ${contentPages.length} pages; ` +
      `shortest article ${shortestOf('insights/')}; shortest case study ${shortestOf('case-studies/')}; ` +
      `${errors} errors, ${problems.length - errors} warnings`,
  );
  process.exit(errors > 0 ? 1 : 0);
}

void main();
