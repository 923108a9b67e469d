import {readFileSync, readdirSync} from 'node:fs';
import {LocalSearchEngine} from './src/plugins/search/engine';
import {relevanceQueries} from './tests/unit/search/relevance-queries';
const f = readdirSync('build').find((x) => x.startsWith('search-index'))!;
const e = LocalSearchEngine.load(JSON.parse(readFileSync('build/' + f, 'utf8')));
const qs = relevanceQueries.flatMap(({query}) => Array.from({length: query.length}, (_, i) => query.slice(0, i + 1)));
for (const q of qs) e.search(q);
const times: [number, number, string][] = [];
for (const q of qs) { let best = 1e9, bestRank = 1e9; for (let i = 0; i < 5; i++) { let t = performance.now(); e.rank(q); bestRank = Math.min(bestRank, performance.now() - t); t = performance.now(); e.search(q); best = Math.min(best, performance.now() - t); } times.push([best, bestRank, q]); }
times.sort((a, b) => b[0] - a[0]);
const s = times.map(t => t[0]).sort((a,b)=>a-b);
console.log('min-of-5 p50', s[Math.floor(s.length*0.5)]!.toFixed(2), 'p95', s[Math.floor(s.length*0.95)]!.toFixed(2));
console.log(times.slice(0, 12).map(([t, r, q]) => `${t.toFixed(1)} rank ${r.toFixed(1)} "${q}"`).join('\n'));
