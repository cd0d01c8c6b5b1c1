import { beforeAll, describe, expect, it } from 'vitest';
import { siteChunks, type Chunk } from '@/lib/assistant/chunks';
import { contentTerms, Retriever } from '@/lib/assistant/retriever';

let retriever: Retriever;
beforeAll(() => {
  retriever = new Retriever(siteChunks());
});

describe('Retriever', () => {
  it('finds the pages that answer a question, best first, grouped by page', () => {
    expect(retriever.pages('Do you build Chrome extensions?').map((page) => page.url)).toContain('/capabilities/browser-extension/');
    expect(retriever.pages('internship stipend')[0].url).toBe('/internship-program/');
    const fraud = retriever.pages('case study on card fraud detection for a bank').map((page) => page.url);
    expect(fraud).toContain('/case-studies/real-time-card-fraud-scoring/');
    // A buyer's word for what the site calls social responsibility.
    expect(retriever.pages('what do you do on ESG?')[0].url).toBe('/social-responsibility/');
  });

  it('recognises a page the query names alone, by its heading, title or menu label, and a short name only alone', () => {
    for (const [query, url] of [['careers', '/careers/'], ['the FAQ page', '/faq/'], ['About us', '/about/'], ['privacy', '/privacy/']]) expect(retriever.named(query).map((chunk) => chunk.url), query).toEqual([url]);
    expect(retriever.named('do you have careers in QA?')).toEqual([]);
  });

  it('puts articles ahead for a visitor asking for something written, not for an article of a law', () => {
    const text = 'Porting a browser extension from Chrome to Safari and Firefox from one codebase.';
    const passages: Chunk[] = [
      { id: '/capabilities/extensions/', url: '/capabilities/extensions/', kind: 'page', pageTitle: 'Browser extensions', heading: 'Browser extensions', text, tags: '' },
      { id: '/insights/porting-extensions/', url: '/insights/porting-extensions/', kind: 'article', pageTitle: 'Browser extensions', heading: 'Browser extensions', text, tags: '' },
    ];
    const words = new Retriever(passages);
    for (const question of ['Any blog post about porting a Chrome extension to Safari?', 'is there anything written on porting Chrome extensions to Safari', 'is there a write-up on porting extensions to Firefox?', 'Any post on porting a Chrome extension to Safari?', 'anything to read on porting Chrome extensions to Safari?', 'where can I read your take on porting extensions to Firefox?']) {
      expect(words.pages(question)[0].url, question).toBe('/insights/porting-extensions/');
    }
    expect(words.pages('Do you port Chrome extensions to Safari?')[0].url).toBe('/capabilities/extensions/');
    expect(words.pages('under Article 27, do you port Chrome extensions to Safari?')[0].url).toBe('/capabilities/extensions/');
  });

  it('returns at most two passages per page and three pages', () => {
    const pages = retriever.pages('agentic AI evaluation guardrails');
    expect(pages.length).toBeLessThanOrEqual(3);
    for (const page of pages) {
      expect(page.chunks.length).toBeLessThanOrEqual(2);
      expect(page.chunks.every(({ chunk }) => chunk.url.startsWith(page.url))).toBe(true);
    }
  });

  it('reduces a question to its content terms', () => {
    expect(contentTerms('What is your approach to QA, and how do you test?')).toEqual(['approach', 'qa', 'test']);
  });

  it("leaves out what is left of a contraction, so that \"we're\" asks about nothing", () => {
    expect(contentTerms("We're on Azure and don't use GCP. Isn't that fine?")).toEqual(['azure', 'use', 'gcp', 'fine']);
  });

  it('leaves out what a visitor says while thinking, typed or dictated', () => {
    expect(contentTerms('okay so um do you guys have like a case study uh')).toEqual(['case', 'study']);
  });

  it("leaves out a greeting in the visitor's first language", () => {
    expect(contentTerms('hola, do you have a case study for banks?')).toEqual(['case', 'study', 'banks']);
    expect(contentTerms('Marhaba! Any openings for testers?')).toEqual(['openings', 'testers']);
  });
});
