/** The examples' search records: one per example, its title as the page, its description and keywords as the text. */
import {EXAMPLES_LVL0, type SearchRecord} from '../search/engine';
import {CATEGORIES, categoryLabel} from './categories';
import {EXAMPLES_ROUTE, examplePath} from './paths';
import type {ExampleProgram} from './source';

/** A record per example: its title, and its description and keywords as the text. */
export function exampleSearchRecords(examples: readonly ExampleProgram[]): SearchRecord[] {
  const index: SearchRecord = {
    objectID: `${EXAMPLES_ROUTE}:0`,
    url: EXAMPLES_ROUTE,
    type: 'lvl1',
    hierarchy: {lvl0: EXAMPLES_LVL0, lvl1: 'Examples', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: `Deno by example: ${examples.length} small programs, one task each. ${CATEGORIES.map((c) => c.label).join(', ')}.`,
    language: 'en',
    docusaurus_tag: 'default',
    product: 'runtime',
  };
  return [
    index,
    ...examples.map((example): SearchRecord => ({
      objectID: `${examplePath(example)}:0`,
      url: examplePath(example),
      type: 'lvl1',
      hierarchy: {
        lvl0: EXAMPLES_LVL0,
        lvl1: example.title,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: [example.description, categoryLabel(example.category), ...example.keywords].filter(Boolean).join(' · '),
      language: 'en',
      docusaurus_tag: 'default',
      product: 'runtime',
    })),
  ];
}
