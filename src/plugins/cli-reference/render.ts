/**
 * The CLI reference pages, made at build time from the CLI model: the browser gets static markup
 * and a table of contents, no rendering code. Every option has the anchor `#--flag-name`; docs
 * links that deno prints become links to the page here that answers them. The pages are React
 * components (pages.tsx), loaded through tsx because the plugin, the config and the scripts that
 * import this module are loaded by jiti, which knows no JSX.
 */
import {requireTsx} from '../jsx/requireTsx';
import type {PreparedPage} from '../prepared-pages/page';
import type {CliModel} from './generate';
import {CLI_BASE, ENV_VARS_ROUTE} from './data';
import {commandPath} from './paths';

export {commandPath, localDocsPath, optionAnchor} from './paths';

/** A reference page: a prepared page (src/plugins/prepared-pages), its table of contents inside. */
export type RenderedPage = PreparedPage;

export const {renderCommandPage, renderIndexPage, renderEnvVarsPage} = requireTsx<typeof import('./pages')>(
  './pages.tsx',
  __filename,
);

export function renderAllPages(model: CliModel): RenderedPage[] {
  return [renderIndexPage(model), renderEnvVarsPage(model), ...model.commands.map((c) => renderCommandPage(c, model))];
}

/**
 * Every page's route, in renderAllPages's order (the sitemap and the URL map list them: they are
 * not Docusaurus routes of their own). From the model, so the config renders no page.
 */
export function cliPageRoutes(model: CliModel): string[] {
  return [CLI_BASE, ENV_VARS_ROUTE, ...model.commands.map((c) => commandPath(c.name))];
}
