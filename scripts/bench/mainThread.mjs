// Where a page load's main-thread time goes, to find a lever before measuring it with the bench:
//   node scripts/bench/mainThread.mjs <url> [<url> ...]
// One Lighthouse mobile run per URL; prints its TBT, then every task over 10 ms as observed (not
// yet multiplied by Lighthouse's simulated 4x CPU slowdown) with the work that filled it.
import lighthouse from 'lighthouse';
import { launchChrome } from './lighthouse.mjs';

const ms = (microseconds) => (microseconds / 1000).toFixed(1);

/** Trace events of the renderer's main thread: the thread that ran the most task time. */
function mainThreadEvents(events) {
  const taskTime = new Map();
  for (const event of events) if (event.name === 'RunTask' && event.ph === 'X') taskTime.set(`${event.pid}:${event.tid}`, (taskTime.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
  const [thread] = [...taskTime].sort((a, b) => b[1] - a[1])[0];
  return events.filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X').sort((a, b) => a.ts - b.ts);
}

/** The heaviest kinds of work inside one task (scripts named by file). */
function breakdown(task, events) {
  const work = new Map();
  for (const event of events) {
    if (event === task || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur || event.dur < 500) continue;
    const script = event.args?.data?.url?.split('/').pop();
    const key = script && /^(EvaluateScript|v8\.compile)$/.test(event.name) ? `${event.name} ${script}` : event.name;
    work.set(key, (work.get(key) ?? 0) + event.dur);
  }
  return [...work].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, duration]) => `${name} ${ms(duration)}`).join(' | ');
}

for (const url of process.argv.slice(2)) {
  const chrome = await launchChrome();
  try {
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const events = artifacts.Trace.traceEvents;
    const start = events.find((event) => event.name === 'navigationStart')?.ts ?? 0;
    const thread = mainThreadEvents(events);
    console.log(`${url}: TBT ${lhr.audits['total-blocking-time'].numericValue.toFixed(0)} ms, benchmark index ${lhr.environment.benchmarkIndex}`);
    for (const task of thread.filter((event) => event.name === 'RunTask' && event.dur > 10_000)) {
      console.log(`  at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms: ${breakdown(task, thread)}`);
    }
  } finally {
    await chrome.kill();
  }
}
