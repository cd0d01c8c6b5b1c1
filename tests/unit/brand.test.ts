import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { describe, expect, it, vi } from 'vitest';
import type * as siteModule from '@/data/site';
import { fullAddress, site } from '@/data/site';
import { faqEntries } from '@/data/faq';
import { applyBrand, applyBrandDeep, branded } from '@/lib/content/brand';
import { buildChatIndex } from '@/lib/assistant/chatIndex';
import { getAllPosts } from '@/lib/content/library';
import { allSitePaths } from '@/lib/content/routes';
import { guideMembersSections } from '@/lib/content/sections';
import { insightsAtomFeed } from '@/lib/feeds/atom';
import { searchDocuments } from '@/lib/search/documents';

// A rebrand, as one edit of data/site.ts would make it: every output below must carry it.
vi.mock('@/data/site', async (importOriginal) => {
  const original = await importOriginal<typeof siteModule>();
  const rebranded = {
    ...original.site,
    name: 'Quillfield',
    legalName: 'Quillfield Labs Ltd.',
    slug: 'quillfield',
    url: 'https://www.quillfield.example',
    email: 'hello@quillfield.example',
    phone: '+44 20 7946 0000',
    address: { ...original.site.address, street: '9 Rebrand Row' },
    social: { linkedin: 'https://www.linkedin.com/company/quillfield', instagram: 'https://www.instagram.com/quillfield', maps: original.site.social.maps },
    assistant: { name: 'Wren' },
    logo: { ...original.site.logo, alt: 'Quillfield' },
  };
  return { ...original, site: rebranded, fullAddress: original.fullAddress.replace(original.site.address.street, rebranded.address.street) };
});

const UNRESOLVED_TOKEN = /\{(name|legalName|slug|email|phone|assistant|address)\}/;
// The brand before the rebrand; FAQ anchors such as "who-is-nexa" are kept so links to them last.
const OLD_BRAND = /nexaloom|(?<![\w-])nexa(?![\w-])|4860 1120|Sai Radhe/i;

/** The first unresolved token or old brand in the text, with some context, or undefined. */
function leak(text: string): string | undefined {
  const match = UNRESOLVED_TOKEN.exec(text) ?? OLD_BRAND.exec(text);
  return match ? text.slice(Math.max(0, match.index - 80), match.index + 80) : undefined;
}

describe('brand tokens', () => {
  it('replaces the company tokens from the site config and leaves other braces alone', () => {
    expect(applyBrand('{name} <{email}> at /{slug}-at-rsac-2024/ {unknown}')).toBe(
      `${site.name} <${site.email}> at /${site.slug}-at-rsac-2024/ {unknown}`,
    );
    expect(applyBrand('{legalName}, {phone}, {address}')).toBe(`${site.legalName}, ${site.phone}, ${fullAddress}`);
  });

  it('applies to every string of a structure', () => {
    expect(applyBrandDeep({ a: ['{name}'], b: { c: '{assistant}' }, n: 3 })).toEqual({ a: [site.name], b: { c: site.assistant.name }, n: 3 });
  });

  it('resolves a data entry once and hands out that copy after, leaving the data as written', () => {
    const first = branded(faqEntries);
    expect(branded(faqEntries)).toBe(first);
    expect(JSON.stringify(first)).not.toMatch(UNRESOLVED_TOKEN);
    expect(JSON.stringify(faqEntries)).toMatch(UNRESOLVED_TOKEN);
  });
});

type PageModule = { getStaticProps?: GetStaticProps; getStaticPaths?: GetStaticPaths };

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pageFiles(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [],
  );
}

/** Every page's build-time props, as JSON, keyed by page file and params. */
async function allPageProps(): Promise<Map<string, string>> {
  const props = new Map<string, string>();
  for (const file of pageFiles(join(process.cwd(), 'pages'))) {
    const page = (await import(file)) as PageModule;
    if (!page.getStaticProps) continue;
    const paths = page.getStaticPaths ? (await page.getStaticPaths({})).paths : [{ params: {} }];
    for (const path of paths) {
      const params = typeof path === 'string' ? undefined : path.params;
      const result = await page.getStaticProps({ params });
      props.set(`${relative(process.cwd(), file)} ${JSON.stringify(params)}`, JSON.stringify(result));
    }
  }
  return props;
}

describe('a rebrand in data/site.ts', () => {
  it('reaches every page’s props, with no token left', async () => {
    const props = await allPageProps();
    expect(props.size).toBeGreaterThan(200);
    for (const [page, json] of props) expect(leak(json), page).toBeUndefined();
    const everything = [...props.values()].join('\n');
    for (const value of [site.name, site.legalName, site.email, site.assistant.name, `/${site.slug}-at-rsac-2024/`]) expect(everything).toContain(value);
  }, 120_000);

  it('reaches the search index, the assistant’s index, the feed, the guide’s members’ chapters and the page list', () => {
    const outputs = {
      search: JSON.stringify(searchDocuments()),
      chat: JSON.stringify(buildChatIndex()),
      feed: insightsAtomFeed(getAllPosts()),
      guide: JSON.stringify(guideMembersSections()),
      paths: JSON.stringify(allSitePaths()),
    };
    for (const [name, text] of Object.entries(outputs)) expect(leak(text), name).toBeUndefined();
    expect(outputs.search).toContain(site.assistant.name);
    expect(outputs.chat).toContain(site.name);
    expect(outputs.chat).toContain(`/${site.slug}-at-rsac-2024/`);
    expect(outputs.paths).toContain(`/${site.slug}-at-rsac-2024/`);
  }, 60_000);
});
