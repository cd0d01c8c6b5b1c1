import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildChatIndex, type ChatIndex } from '@/lib/chat/chatIndex';

export const CHAT_INDEX_FILE = join(process.cwd(), 'generated', 'chat-index.json');

/**
 * The assistant's index as the build wrote it (npm run generate); built from the content here
 * when the file is missing, e.g. the service started from a checkout that was never built.
 */
export function loadChatIndex(file = CHAT_INDEX_FILE): ChatIndex {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ChatIndex;
  return buildChatIndex();
}
