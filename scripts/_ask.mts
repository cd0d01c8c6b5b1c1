import { Answerer } from '@/lib/assistant/answerer';
import { Embedder } from '@/lib/assistant/embedding/embedder';
import { loadChatIndex, loadChatVectors } from '@/server/chat/loadIndex';
const qs = process.argv.slice(2);
const index = loadChatIndex(); const vectors = loadChatVectors(index);
const a = new Answerer(index, vectors); const e = new Embedder();
await e.ready;
for (const q of qs) { const p = a.prepare(q); const [v] = await e.embed([p.query], 5000); const r = a.answer(p, v);
 console.log('Q:', q, '|', r.mode); console.log(r.answer); console.log('sources:', r.sources.map(s=>s.title+' '+s.url).join(' ; ')); console.log('sugg:', r.suggestions); console.log('---'); }
await e.close();
