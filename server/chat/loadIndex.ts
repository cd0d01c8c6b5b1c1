import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedTexts, embeddedTextsVersion } from '@/lib/assistant/embedding/passageVectors';
import { unpackVectors, type VectorFile } from '@/lib/assistant/embedding/vectorFile';
import { buildChatIndex, type ChatIndex } from '@/lib/assistant/chatIndex';

export const CHAT_INDEX_FILE = join(process.cwd(), 'generated', 'chat-index.json');
export const CHAT_VECTORS_FILE = join(process.cwd(), 'generated', 'chat-vectors.json');

/**
 * The assistant's index as the build wrote it (npm run generate); built from the content here
 * when the file is missing, e.g. the service started from a checkout that was never built.
 */
export function loadChatIndex(file = CHAT_INDEX_FILE): ChatIndex {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ChatIndex;
  return buildChatIndex();
}

/**
 * The vectors the build wrote for this index (its passages', visitor questions', out-of-scope requests' and learned questions'), or null
 * (missing, or written for other texts or another model): the assistant then retrieves by words alone.
 */
export function loadChatVectors(index: ChatIndex, file = CHAT_VECTORS_FILE): Float32Array[] | null {
  if (!existsSync(file)) return null;
  const texts = embeddedTexts(index);
  const vectors = unpackVectors(JSON.parse(readFileSync(file, 'utf8')) as VectorFile, embeddedTextsVersion(texts));
  return vectors && vectors.length === texts.length ? vectors : null;
}
