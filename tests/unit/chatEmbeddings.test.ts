import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chunk } from '@/lib/assistant/chunks';
import { EMBEDDING_DIMS, Embedder } from '@/lib/assistant/embedding/embedder';
import { highest, VectorMatrix } from '@/lib/assistant/embedding/nearest';
import { loadVectorMath } from '@/lib/assistant/embedding/vectorMath';
import { loadSentenceEncoder, type SentenceEncoder } from '@/lib/assistant/embedding/sentenceEncoder.mjs';
import { embeddedTexts, embeddedTextsVersion, embedTexts, passageText } from '@/lib/assistant/embedding/passageVectors';
import { meaningText } from '@/lib/assistant/meaningText';
import { siteCasing, truecased } from '@/lib/assistant/siteCasing';
import { packVectors, unpackVectors } from '@/lib/assistant/embedding/vectorFile';
import { fusedScore } from '@/lib/assistant/fusion';

const chunk = (id: string, text: string): Chunk => ({ id, url: `/${id}/`, kind: 'page', pageTitle: id, heading: id, text, tags: '' });

describe('nearest vectors', () => {
  const vector = (...values: number[]) => Float32Array.from(values);

  it('gives each row the dot product with the query, whatever the number of dimensions', () => {
    const query = vector(1, 2, 3, 4, 5);
    const rows = [vector(1, 0, 0, 0, 0), vector(0, 0, 0, 0, 1), vector(1, 1, 1, 1, 1)];
    expect(Array.from(new VectorMatrix(rows).similarities(query))).toEqual([1, 5, 15]);
    expect(new VectorMatrix(rows).similarity(query, 2)).toBe(15);
  });

  it('lists the closest rows best first, equal ones in row order, no more than asked', () => {
    const matrix = new VectorMatrix([vector(0.1), vector(0.9), vector(0.5), vector(0.9), vector(-0.3)]);
    expect(highest(matrix.similarities(vector(1)), 3).map(({ index }) => index)).toEqual([1, 3, 2]);
    expect(highest(matrix.similarities(vector(1)), 10).map(({ index }) => index)).toEqual([1, 3, 2, 0, 4]);
    expect(highest(matrix.similarities(vector(1)), 0)).toEqual([]);
    expect(highest(matrix.similarities(vector(1)), 1)[0].similarity).toBeCloseTo(0.9);
  });

  it('scores on the WebAssembly backend once loaded, as the plain loop does, in a matrix built before it loaded', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const unit = (values: number[]) => {
      const norm = Math.hypot(...values);
      return Float32Array.from(values, (value) => value / norm);
    };
    const rows = Array.from({ length: 300 }, () => unit(Array.from({ length: EMBEDDING_DIMS }, random)));
    const query = unit(Array.from({ length: EMBEDDING_DIMS }, random));
    const matrix = new VectorMatrix(rows);
    const byLoop = rows.map((row) => row.reduce((sum, value, dim) => sum + value * query[dim], 0));
    expect(await loadVectorMath()).toBe(true);
    const byBackend = matrix.similarities(query);
    expect(byBackend).toHaveLength(rows.length);
    byBackend.forEach((similarity, row) => expect(similarity).toBeCloseTo(byLoop[row], 5));
    const order = (values: ArrayLike<number>) => Array.from(values, (_, row) => row).sort((a, b) => values[b] - values[a]).slice(0, 10);
    expect(highest(matrix.similarities(query), 10).map(({ index }) => index)).toEqual(order(byLoop));
  });
});

describe('score fusion', () => {
  it('adds the words score, relative to the best, to the similarity in meaning', () => {
    expect(fusedScore({ similarity: 0.5, lexical: 40, named: false }, 80)).toBeCloseTo(0.5 + 0.25 * 0.5);
    expect(fusedScore({ similarity: 0.5, lexical: 0, named: false }, 80)).toBe(0.5);
    expect(fusedScore({ similarity: 0, lexical: 0, named: false }, 0)).toBe(0);
  });

  it('keeps a passage that is far ahead by meaning ahead of one that merely leads by words', () => {
    const byWords = fusedScore({ similarity: 0.3, lexical: 100, named: false }, 100);
    const byMeaning = fusedScore({ similarity: 0.7, lexical: 20, named: false }, 100);
    expect(byMeaning).toBeGreaterThan(byWords);
    // Close in meaning, the words decide.
    expect(fusedScore({ similarity: 0.5, lexical: 100, named: false }, 100)).toBeGreaterThan(fusedScore({ similarity: 0.55, lexical: 20, named: false }, 100));
  });

  it('lifts a passage the question names by its full title', () => {
    expect(fusedScore({ similarity: 0.4, lexical: 10, named: true }, 100)).toBeGreaterThan(fusedScore({ similarity: 0.45, lexical: 10, named: false }, 100));
  });

  it("lets the company's own page win a near tie for a question about what it does, not a clear loss", () => {
    expect(fusedScore({ similarity: 0.5, lexical: 60, named: false, ownAnswer: true }, 100)).toBeGreaterThan(fusedScore({ similarity: 0.52, lexical: 60, named: false }, 100));
    expect(fusedScore({ similarity: 0.5, lexical: 60, named: false, ownAnswer: true }, 100)).toBeLessThan(fusedScore({ similarity: 0.6, lexical: 60, named: false }, 100));
  });
});

describe('the embedding worker', () => {
  let embedder: Embedder;
  beforeAll(async () => {
    embedder = new Embedder();
    await embedder.ready;
  }, 60_000);
  afterAll(() => embedder.close());

  it('returns one unit-length vector per text, closer for texts that mean the same', async () => {
    const [pricing, cost, weather] = await embedder.embed(['How much does it cost?', 'What is the price?', 'Will it rain in Pune tomorrow?']);
    expect(pricing).toHaveLength(EMBEDDING_DIMS);
    const [self, toCost, toWeather] = new VectorMatrix([pricing, cost, weather]).similarities(pricing);
    expect(self).toBeCloseTo(1, 4);
    expect(toCost).toBeGreaterThan(toWeather);
  });

  it('answers concurrent requests each with its own vectors, and rejects a request over its time limit', async () => {
    const [one, two] = await Promise.all([embedder.embed(['hello']), embedder.embed(['hello', 'world'])]);
    expect(one).toHaveLength(1);
    expect(two).toHaveLength(2);
    expect(Array.from(one[0])).toEqual(Array.from(two[0]));
    await expect(embedder.embed(['a question'], 0)).rejects.toThrow(/took over 0 ms/);
  });

  it('answers an empty batch with no vectors', async () => {
    await expect(embedder.embed([])).resolves.toEqual([]);
  });

  it('rejects every request once closed', async () => {
    const closing = new Embedder();
    await closing.ready;
    await closing.close();
    await expect(closing.embed(['hello'])).rejects.toThrow(/closed/);
  });
});

describe('the sentence encoder', () => {
  // Short and long (past the model's 128 tokens), characters the vocabulary lacks, several texts of different lengths at once.
  const texts = ['Hi', 'Do you build apps for retailers with forty stores?', 'Ünïcødé ☃ 漢字 zzqx, and what about a cloud migration for a bank?', 'migration '.repeat(140), 'where is your blog'];
  let encoders: { fast: SentenceEncoder; library: SentenceEncoder };
  beforeAll(async () => {
    const [fast, library] = await Promise.all([loadSentenceEncoder(), loadSentenceEncoder({ synchronous: false })]);
    encoders = { fast, library };
  }, 60_000);

  it("runs the model's graph synchronously, with the library's own vectors, bit for bit, in a batch and one by one", async () => {
    expect([encoders.fast.synchronous, encoders.library.synchronous]).toEqual([true, false]);
    const byLibrary = await encoders.library.embed(texts);
    expect((await encoders.fast.embed(texts)).map((vector) => Array.from(vector))).toEqual(byLibrary.map((vector) => Array.from(vector)));
    for (const text of texts) expect(Array.from((await encoders.fast.embed([text]))[0])).toEqual(Array.from((await encoders.library.embed([text]))[0]));
  });

  it('gives unit-length vectors', async () => {
    for (const vector of await encoders.fast.embed(texts)) expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
  });
});

describe('passage vectors, cached by a hash of each passage', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'chat-vectors-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('embeds only passages whose text changed, and keeps only what the passages use', async () => {
    const cache = join(dir, 'cache.json');
    const first = await embedTexts([chunk('a', 'Pricing of fixed-scope projects.'), chunk('b', 'Our office is in Pune.')].map(passageText), cache, 1);
    expect([first.reused, first.computed]).toEqual([0, 2]);
    const second = await embedTexts([chunk('a', 'Pricing of fixed-scope projects.'), chunk('c', 'We hire interns every spring.')].map(passageText), cache, 1);
    expect([second.reused, second.computed]).toEqual([1, 1]);
    expect(Array.from(second.vectors[0])).toEqual(Array.from(first.vectors[0]));
    expect(Object.keys(JSON.parse(readFileSync(cache, 'utf8')))).toHaveLength(2);
  }, 60_000);

  it('embeds a passage with the page and section it belongs to, and its opening words only', () => {
    const text = passageText({ pageTitle: 'FAQ', heading: 'Pricing', text: 'word '.repeat(500) });
    expect(text.startsWith('FAQ: Pricing. word')).toBe(true);
    expect(text.split(' ').length).toBeLessThan(170);
  });

  it('embeds the passages, then the visitor questions, the out-of-scope requests, the learned and the unanswered questions, in the index order', () => {
    const texts = embeddedTexts({
      passages: [chunk('a', 'Our office is in Pune.')],
      questions: [{ text: 'where are you based', page: '/about/' }],
      outOfScope: ['tell me a joke'],
      learnedQuestions: [{ id: 't-1', text: 'which city is your office in', page: '/about/' }],
      unansweredQuestions: [{ id: 't-2', text: 'do you have an office in Lima' }],
    });
    expect(texts).toEqual([passageText(chunk('a', 'Our office is in Pune.')), 'where are you based', 'tell me a joke', 'which city is your office in', 'do you have an office in Lima']);
  });

  it("embeds the questions with the passages' spelling of their acronyms, the passages as written", () => {
    const passages = [chunk('a', 'We run AWS accounts for clients. AWS Organizations, AWS SSO.'), chunk('b', 'Our CTO reviews it.')];
    const texts = embeddedTexts({ passages, questions: [{ text: 'do you use aws', page: '/a/' }], outOfScope: [], learnedQuestions: [{ id: 't-1', text: 'who is your cto', page: '/b/' }], unansweredQuestions: [] });
    expect(texts).toEqual([passageText(passages[0]), passageText(passages[1]), 'do you use AWS', 'who is your cto']);
  });

  it('versions the vector file by every text it embeds, in order, so vectors of other texts are never read', () => {
    const texts = ['We run AWS accounts.', 'do you use AWS'];
    expect(embeddedTextsVersion(texts)).toBe(embeddedTextsVersion([...texts]));
    expect(embeddedTextsVersion(texts)).not.toBe(embeddedTextsVersion(['We run AWS accounts.', 'do you use aws']));
    expect(embeddedTextsVersion(texts)).not.toBe(embeddedTextsVersion([...texts].reverse()));
    expect(embeddedTextsVersion(['ab', 'c'])).not.toBe(embeddedTextsVersion(['a', 'bc']));
  });

  it('round-trips the vector file, and refuses one written for other content', () => {
    const vectors = [Float32Array.from({ length: EMBEDDING_DIMS }, (_, i) => i / 1000), Float32Array.from({ length: EMBEDDING_DIMS }, () => 0.5)];
    const file = packVectors(vectors, 'v1');
    expect(unpackVectors(file, 'v1')?.map((vector) => Array.from(vector))).toEqual(vectors.map((vector) => Array.from(vector)));
    expect(unpackVectors(file, 'v2')).toBeNull();
    expect(unpackVectors({ ...file, count: 3 }, 'v1')).toBeNull();
  });
});

describe("the site's spelling of acronyms", () => {
  const casing = siteCasing([
    chunk('a', 'AWS and GitHub for the CTO. The AWS bill; the CTO again. iOS, iOS and iOS apps. GitHub Actions on GitHub.'),
    chunk('b', 'AWS. Our CTO. Pune, Pune, Pune. A star rating; Star ratings; a STAR method; STAR, STAR. The EKS cluster.'),
  ]);

  it('keeps the acronyms and mixed-case names the site writes at least three times, nine times in ten', () => {
    expect(Object.fromEntries(casing)).toEqual({ aws: 'AWS', cto: 'CTO', github: 'GitHub', ios: 'iOS' });
  });

  it("spells a word typed in lower case as the site does, and leaves a word the visitor cased as typed", () => {
    expect(truecased('who is ur cto, and do you do aws on ios?', casing)).toBe('who is ur CTO, and do you do AWS on iOS?');
    expect(truecased('Star ratings on Aws', casing)).toBe('Star ratings on Aws');
    expect(truecased('pune eks', casing)).toBe('pune eks');
  });

  it('is part of a question as it is embedded', () => {
    expect(meaningText('who is the cto?', casing)).toBe('who is the CTO?');
    expect(meaningText('who is the cto?')).toBe('who is the cto?');
  });
});
