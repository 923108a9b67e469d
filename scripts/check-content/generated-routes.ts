/**
 * Routes that plugins generate from the pinned deno (no Markdown file behind them): the CLI
 * reference and the API reference. Links to them are checked like links to docs pages; their
 * anchors are checked by the plugins' own tests.
 */
import {loadCliModel} from '../../src/plugins/cli-reference/generate';
import {renderAllPages as renderCliPages} from '../../src/plugins/cli-reference/render';
import {loadApiModel} from '../../src/plugins/api-reference/generate';
import {apiRoutes} from '../../src/plugins/api-reference/model';

export function generatedRoutes(): Set<string> {
  return new Set([...renderCliPages(loadCliModel()).map((page) => page.path), ...apiRoutes(loadApiModel())]);
}
