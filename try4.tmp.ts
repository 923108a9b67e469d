import {readFileSync, readdirSync} from 'node:fs';
import MiniSearch from 'minisearch';
import {LocalSearchEngine} from './src/plugins/search/engine';
import {relevanceQueries} from './tests/unit/search/relevance-queries';
const f = readdirSync('build').find((x) => x.startsWith('search-index'))!;
const json = readFileSync('build/' + f, 'utf8');
for (let i = 0; i < 3; i++) {
  let t = performance.now(); const d = JSON.parse(json); const a = performance.now() - t;
  t = performance.now(); const e = LocalSearchEngine.load(d); const b = performance.now() - t;
  console.log('parse', a.toFixed(1), 'load', b.toFixed(1));
}
const e = LocalSearchEngine.load(JSON.parse(json));
const qs = relevanceQueries.flatMap(({query}) => Array.from({length: query.length}, (_, i) => query.slice(0, i + 1)));
for (const q of qs) e.search(q);
const times: [number, string][] = [];
for (const q of qs) { const t = performance.now(); e.search(q); times.push([performance.now() - t, q]); }
times.sort((a, b) => b[0] - a[0]);
console.log(times.slice(0, 15).map(([t, q]) => `${t.toFixed(1)} "${q}"`).join('\n'));
const t = performance.now(); for (let i=0;i<20;i++) e.rank('p'); console.log('rank p', ((performance.now()-t)/20).toFixed(2));
const t2 = performance.now(); for (let i=0;i<20;i++) e.search('p'); console.log('search p', ((performance.now()-t2)/20).toFixed(2));
