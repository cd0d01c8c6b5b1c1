import { describe, expect, it } from 'vitest';
import { topLevelPages } from '@/data/pages';
import { caseStudies as rawCaseStudies } from '@/data/case-studies/caseStudies';
import { site } from '@/data/site';
import { dataPageRoutes } from '@/lib/content/dataPageRoutes';
import { getAllCaseStudies, getAllPosts, timeOf } from '@/lib/content/library';
import { relatedPosts } from '@/lib/content/related';
import { allSitePaths } from '@/lib/content/routes';
import { getContentPages, getPressRelease, getPressReleases } from '@/lib/content/siteContent';
import { caseStudyPath } from '@/lib/content/slugs';

describe('content queries', () => {
  it('lists articles newest first', () => {
    const times = getAllPosts().map((post) => timeOf(post.blogDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists case studies oldest first, misspelled months included', () => {
    const times = getAllCaseStudies().map((study) => timeOf(study.caseDate));
    expect(times.every((time) => time > 0)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('gives every case study a detail path, caseUrl where it has one', () => {
    for (const study of rawCaseStudies) {
      const path = caseStudyPath(study);
      expect(path).toMatch(/^\/case-studies\/[a-z0-9-]+\/$/);
      if (study.caseUrl) expect(path).toBe(`/case-studies/${study.caseUrl}`);
    }
    expect(rawCaseStudies.filter((study) => study.id >= 39).every((study) => study.caseUrl)).toBe(true);
  });

  it('relates articles by shared topics, never the article itself', () => {
    const [first, ...rest] = getAllPosts();
    const related = relatedPosts(first, [first, ...rest]);
    expect(related).toHaveLength(3);
    expect(related).not.toContain(first);
  });

  it('has one path per page, each with a trailing slash', () => {
    const paths = allSitePaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path.endsWith('/'))).toBe(true);
    expect(getContentPages().every((page) => page.description.length >= 50)).toBe(true);
  });

  it('routes data pages by their resolved paths, brand tokens in them included', async () => {
    const routes = dataPageRoutes(topLevelPages, '/');
    const { paths } = await routes.getStaticPaths({});
    const slugs = paths.map((path) => (typeof path === 'string' ? path : path.params.slug));
    expect(slugs).toContain(`${site.slug}-at-rsac-2024`);
    expect(slugs.some((slug) => slug.includes('{'))).toBe(false);
    const found = await routes.getStaticProps({ params: { slug: `${site.slug}-at-rsac-2024` } });
    expect('props' in found && found.props.page.path).toBe(`/${site.slug}-at-rsac-2024/`);
    expect(await routes.getStaticProps({ params: { slug: '{slug}-at-rsac-2024' } })).toEqual({ notFound: true });
  });

  it('finds a press release by slug and names the slug it cannot find', () => {
    const [first] = getPressReleases();
    expect(getPressRelease(first.slug)).toBe(first);
    expect(() => getPressRelease('no-such-release')).toThrow('No press release with slug "no-such-release"');
  });
});

describe('display helpers', () => {
  it('labels tags with acronyms in capitals', async () => {
    const { tagLabel } = await import('@/lib/content/slugs');
    expect(tagLabel('qa-test-engineering')).toBe('QA Test Engineering');
    expect(tagLabel('product-engineering')).toBe('Product Engineering');
  });

  it('shows dates normalised, misspelled months corrected', async () => {
    const { displayDate } = await import('@/lib/content/cards');
    expect(displayDate('Febuary 12, 2024')).toBe('Feb 12, 2024');
    expect(displayDate('September 3, 2025')).toBe('Sep 3, 2025');
  });
});
