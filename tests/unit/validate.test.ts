import { describe, expect, it } from 'vitest';
import { posts } from '@/data/insights/posts';
import { caseStudies } from '@/data/case-studies/caseStudies';
import type { BlogPostInput } from '@/lib/content/schema';
import { formatProblem, validateLibrary } from '@/lib/content/validate';

const errorsOf = (postList: BlogPostInput[], studies = caseStudies) =>
  validateLibrary(postList, studies)
    .problems.filter((problem) => problem.level === 'error')
    .map(formatProblem);

describe('validateLibrary', () => {
  it('accepts the shipped content, warning only about the misspelled month', () => {
    const { problems, posts: valid, caseStudies: studies } = validateLibrary(posts, caseStudies);
    expect(problems.filter((problem) => problem.level === 'error')).toEqual([]);
    expect(problems.some((problem) => problem.level === 'warning' && problem.field === 'caseDate')).toBe(true);
    expect(valid).toHaveLength(posts.length);
    expect(studies).toHaveLength(caseStudies.length);
  });

  it('names the entry and the field of an invalid article', () => {
    const broken = posts.map((post, index) => (index === 2 ? { ...post, blogTitle: '' } : post));
    expect(errorsOf(broken)).toEqual([expect.stringMatching(new RegExp(`insights/${posts[2].blogURL} \\(id ${posts[2].id}\\): field "blogTitle"`))]);
  });

  it('names the data file of a bad entry when told where entries live', () => {
    const broken = posts.map((post, index) => (index === 3 ? { ...post, blogAlt: '' } : post));
    const [problem] = validateLibrary(broken, caseStudies, { post: (index) => `list-${index < 10 ? 'one' : 'two'}.ts`, caseStudy: () => 'cases.ts' }).problems.filter(
      (entry) => entry.level === 'error',
    );
    expect(formatProblem(problem)).toMatch(/^error: list-one\.ts: insights\/.+ \(id \d+\): field "blogAlt"/);
  });

  it('rejects a slug without its trailing slash', () => {
    const broken = posts.map((post, index) => (index === 0 ? { ...post, blogURL: 'no-slash' } : post));
    expect(errorsOf(broken)).toEqual([expect.stringContaining('field "blogURL": must be lower-case words')]);
  });

  it('rejects a date it cannot read', () => {
    const broken = posts.map((post, index) => (index === 0 ? { ...post, blogDate: 'soon' } : post));
    expect(errorsOf(broken)).toEqual([expect.stringContaining('field "blogDate": cannot read date "soon"')]);
  });

  it('fails on duplicate slugs but allows repeated ids', () => {
    const duplicate = [...posts, { ...posts[1] }];
    expect(errorsOf(duplicate)).toEqual([expect.stringContaining(`duplicate "${posts[1].blogURL}"`)]);
    const repeatedIds = posts.filter((post, index, all) => all.findIndex((other) => other.id === post.id) !== index);
    expect(repeatedIds.length).toBeGreaterThan(0);
  });

  it('requires featureImg at the positions the header features', () => {
    const broken = posts.map((post, index) => (index === 10 ? { ...post, featureImg: undefined } : post));
    expect(errorsOf(broken)).toEqual([expect.stringContaining('field "featureImg": required at list position 10')]);
  });

  it('requires every case study button to read "Read More"', () => {
    const broken = caseStudies.map((study, index) => (index === 0 ? { ...study, caseBtn: 'More' as 'Read More' } : study));
    expect(errorsOf(posts, broken)).toEqual([expect.stringContaining('field "caseBtn"')]);
  });
});
