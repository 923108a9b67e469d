import {corpusRecords} from './src/plugins/search/corpus';
import {packIndex, LocalSearchEngine} from './src/plugins/search/engine';
const e = LocalSearchEngine.load(packIndex(corpusRecords(process.cwd())));
const [q, ctx] = process.argv.slice(2);
for (const h of e.search(q!, {hitsPerPage: 6, contextProduct: ctx}).hits) console.log(h._rankingInfo!.score.toFixed(1), h.type, h.product, h.url, h.hierarchy.lvl2 ?? '');
