// The site search index: bytes as served (gzip) and how long fetching and loading it takes
// (median of several runs, in Node, through the real server).
import MiniSearch from 'minisearch';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function searchIndexFigures(origin, runs = 7) {
  const url = `${origin}/generated/search-index.json`;
  const head = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  const raw = (await head.text()).length;
  const gzip = Number(head.headers.get('content-length'));
  const insights = await fetch(`${origin}/generated/insights-index.json`, { headers: { 'Accept-Encoding': 'gzip' } });
  const insightsGzip = Number(insights.headers.get('content-length'));
  await insights.arrayBuffer();
  const times = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    const index = MiniSearch.loadJSON(await response.text(), {
      idField: 'id',
      fields: ['title', 'tags', 'summary', 'text'],
      storeFields: ['title', 'kind', 'summary'],
    });
    index.search('agentic ai retail', { prefix: true, fuzzy: 0.2 });
    times.push(performance.now() - started);
  }
  return { raw, gzip, insightsGzip, loadMs: median(times) };
}
