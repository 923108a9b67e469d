import {corpusRecords, corpusPages} from './src/plugins/search/corpus';
import {packIndex, LocalSearchEngine} from './src/plugins/search/engine';
import {gzipSync} from 'node:zlib';
const t0 = performance.now();
const recs = corpusRecords(process.cwd());
const t1 = performance.now();
const json = JSON.stringify(packIndex(recs));
console.log(corpusPages(process.cwd()).map(p=>p.permalink).join(' '));
console.log('records', recs.length, 'ms', (t1-t0).toFixed(0), 'raw', json.length, 'gz', gzipSync(json).length);
const e = LocalSearchEngine.load(JSON.parse(json));
for (const q of process.argv.slice(2)) {
  const r = e.search(q, {hitsPerPage: 5});
  console.log('\n#', q, r.nbHits);
  for (const h of r.hits) console.log(' ', h._rankingInfo!.score.toFixed(2), h.type, h.url, '|', h._snippetResult.content?.value.slice(0,80));
}
