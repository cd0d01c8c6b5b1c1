/**
 * Writes build-time data the browser needs, so pages do not ship whole content arrays:
 * - public/generated/img/ and generated/images.json: every photo an entry uses, as AVIF and WebP
 *   at each width its slot is shown at, and a JPEG fallback, named by a hash of the source;
 * - generated/nav-bar.json, generated/menus.json: the navigation of data/navigation.ts, split so
 *   every page ships only the bar and the dropdown contents load on first use;
 * - public/generated/insights-index.json: every article's card, for the listing's filters and pages;
 * - public/generated/search-index.json: the site search index (MiniSearch), fetched on first search;
 * - generated/chat-index.json: the assistant's passages and page list, loaded by the service;
 * - generated/chat-vectors.json: a sentence embedding of each passage, computed in worker threads
 *   and cached in .cache/ by a hash of each passage, so an unchanged library costs nothing;
 * - generated/guide-members.json: the AI readiness guide's members' chapters, rendered, loaded
 *   as their own chunk once a visitor is signed in.
 * Runs before `next dev`, `next build` and the type check.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { embeddedTexts, embeddedTextsVersion, embedTexts } from '@/lib/assistant/embedding/passageVectors';
import { packVectors } from '@/lib/assistant/embedding/vectorFile';
import { buildChatIndex } from '@/lib/assistant/chatIndex';
import { getLibrary } from '@/lib/content/library';
import { contentImages } from '@/lib/images/contentImages';
import { PICTURE_MANIFEST } from '@/lib/images/pictures';
import { guideMembersSections } from '@/lib/content/sections';
import { insightsIndex } from '@/lib/insights/index';
import { menuContents, navBar } from '@/lib/navigation';
import { searchDocuments } from '@/lib/search/documents';
import { SEARCH_OPTIONS } from '@/lib/search/options';
import { optimiseImages } from './images/optimiseImages';

function writeJson(dir: string, name: string, data: unknown, pretty = false) {
  mkdirSync(dir, { recursive: true });
  const text = JSON.stringify(data, null, pretty ? 2 : undefined);
  writeFileSync(join(dir, name), text + '\n');
  return text.length;
}

const generated = join(process.cwd(), 'generated');
const publicGenerated = join(process.cwd(), 'public', 'generated');

/** Photos made responsive first: the cards written below carry their sizes. */
async function writeResponsiveImages() {
  const started = performance.now();
  const { images, made } = await optimiseImages(contentImages(), join(process.cwd(), 'public'), PICTURE_MANIFEST);
  console.log(`generated: ${images} photos in responsive sizes, ${made} made, ${images - made} unchanged, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function writeContentData() {
  writeJson(generated, 'nav-bar.json', navBar(), true);
  // The validated list, in its original order: the menus feature list positions.
  writeJson(generated, 'menus.json', menuContents(getLibrary().posts), true);
  const insightsBytes = writeJson(publicGenerated, 'insights-index.json', insightsIndex());

  writeJson(generated, 'guide-members.json', guideMembersSections());

  const chatIndex = buildChatIndex();
  const chatBytes = writeJson(generated, 'chat-index.json', chatIndex);

  const documents = searchDocuments();
  const search = new MiniSearch(SEARCH_OPTIONS);
  search.addAll(documents);
  const searchBytes = writeJson(publicGenerated, 'search-index.json', search);

  console.log(
    `generated: navigation; insights index ${(insightsBytes / 1024).toFixed(1)} kB; ` +
      `search index of ${documents.length} documents ${(searchBytes / 1024).toFixed(1)} kB; ` +
      `assistant index of ${chatIndex.passages.length} passages, ${chatIndex.questions.length} visitor questions and ${chatIndex.learnedQuestions.length} learned questions ${(chatBytes / 1024).toFixed(1)} kB`,
  );
  return chatIndex;
}

async function writeChatVectors(chatIndex: ReturnType<typeof buildChatIndex>) {
  const started = performance.now();
  const texts = embeddedTexts(chatIndex);
  const { vectors, reused, computed } = await embedTexts(texts, join(process.cwd(), '.cache', 'chat-embeddings.json'));
  writeJson(generated, 'chat-vectors.json', packVectors(vectors, embeddedTextsVersion(texts)));
  console.log(`generated: assistant vectors of passages and questions, ${reused} reused, ${computed} computed, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  await writeResponsiveImages();
  await writeChatVectors(writeContentData());
}

main().catch((error: unknown) => {
  console.error('generate failed', error);
  process.exit(1);
});
