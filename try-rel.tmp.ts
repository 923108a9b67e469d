import {corpusRecords} from './src/plugins/search/corpus';
import {packIndex, LocalSearchEngine} from './src/plugins/search/engine';
import {relevanceQueries} from './tests/unit/search/relevance-queries';
const e = LocalSearchEngine.load(JSON.parse(JSON.stringify(packIndex(corpusRecords(process.cwd())))));
let fail = 0;
for (const q of relevanceQueries) {
  const r = e.search(q.query, {hitsPerPage: 50, contextProduct: q.context});
  const pages: string[] = [];
  for (const h of r.hits) { const u = h.url.split('#')[0]!; if (!pages.includes(u)) pages.push(u); }
  const rank = pages.indexOf(q.expect);
  if (rank < 0 || rank > 2) { fail++; console.log('FAIL', q.query, '→', q.expect, 'rank', rank, '| top:', pages.slice(0, 4).join(' ')); }
}
console.log('failed', fail, 'of', relevanceQueries.length);
