/**
 * Routes that plugins generate (no Markdown file behind them): the CLI reference and the API
 * reference from the pinned deno, the Node.js reference from @types/node, and the examples from examples/. Links to them are checked like links to docs pages, and links
 * to a CLI page's anchor against the ids of the page as it is rendered (Docusaurus's own anchor
 * check cannot see these prepared pages). API anchors are made from the same model as the links.
 */
import {loadCliModel} from '../../src/plugins/cli-reference/generate';
import {renderAllPages as renderCliPages} from '../../src/plugins/cli-reference/render';
import {loadApiModel} from '../../src/plugins/api-reference/generate';
import {apiRoutes} from '../../src/plugins/api-reference/model';
import {loadNodeModel, nodeRoutes} from '../../src/plugins/node-reference';
import {anchorIds} from '../../src/plugins/prepared-pages/layout';
import {readExamples} from '../../src/plugins/gallery/files';
import {EXAMPLES_ROUTE, examplePath} from '../../src/plugins/gallery/paths';
import {CATEGORY_IDS} from '../../src/plugins/gallery/categories';
import {REPO_ROOT} from './deno';

/** Each generated route, with its anchors where they are checked (undefined: any anchor passes). */
export function generatedRoutes(): Map<string, ReadonlySet<string> | undefined> {
  const cliPages = renderCliPages(loadCliModel());
  return new Map<string, ReadonlySet<string> | undefined>([
    ...cliPages.map((page) => [page.path, anchorIds(page.html)] as const),
    ...apiRoutes(loadApiModel()).map((route) => [route, undefined] as const),
    ...nodeRoutes(loadNodeModel()).map((route) => [route, undefined] as const),
    // The index's anchors are its categories; an example's only anchor is where it says how to run it.
    [EXAMPLES_ROUTE, new Set(CATEGORY_IDS)] as const,
    ...readExamples(REPO_ROOT).map((example) => [examplePath(example), new Set(['run-it'])] as const),
  ]);
}
