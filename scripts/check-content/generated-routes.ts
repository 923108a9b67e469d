/**
 * Routes that plugins generate from the pinned deno (no Markdown file behind them): the CLI
 * reference and the API reference. Links to them are checked like links to docs pages, and links
 * to a CLI page's anchor against the ids of the page as it is rendered (Docusaurus's own anchor
 * check cannot see these prepared pages). API anchors are made from the same model as the links.
 */
import {loadCliModel} from '../../src/plugins/cli-reference/generate';
import {renderAllPages as renderCliPages} from '../../src/plugins/cli-reference/render';
import {loadApiModel} from '../../src/plugins/api-reference/generate';
import {apiRoutes} from '../../src/plugins/api-reference/model';
import {anchorIds} from '../../src/plugins/prepared-pages/layout';

/** Each generated route, with its anchors where they are checked (undefined: any anchor passes). */
export function generatedRoutes(): Map<string, ReadonlySet<string> | undefined> {
  const cliPages = renderCliPages(loadCliModel());
  return new Map<string, ReadonlySet<string> | undefined>([
    ...cliPages.map((page) => [page.path, anchorIds(page.html)] as const),
    ...apiRoutes(loadApiModel()).map((route) => [route, undefined] as const),
  ]);
}
