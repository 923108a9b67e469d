/** The local search engine's public surface, for the plugin, the browser client, tests and benchmarks. */
export {API_REFERENCE_LVL0, EXAMPLES_LVL0, STORED_TEXT_CHARS, packIndex, packTexts} from './format';
export type {PackedIndex, PackedTexts, SearchRecord} from './format';
export {expandIndex} from './compact';
export {containsName, processTerm, stem, tokenize, withCamelCaseParts, withoutDenoPrefix} from './text';
export type {HighlightResult} from './highlight';
export {LocalSearchEngine} from './rank';
export {answerRequest} from './algolia';
export type {AlgoliaRequest, FacetFilters, SearchHit, SearchOptions, SearchResponse} from './algolia';
