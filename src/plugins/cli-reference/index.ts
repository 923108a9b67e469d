/**
 * CLI reference plugin: a page per command of the pinned deno (`/runtime/reference/cli/<name>`),
 * an index of all commands and a page of the environment variables deno reads, generated from
 * the binary's own help (generate.ts) and rendered to HTML by React at build time (render.ts
 * loads pages.tsx and its components/). Its ~50 pages are prepared pages
 * (src/plugins/prepared-pages) of two routes, so they add nothing to the route table every page
 * of the site downloads. It owns the search records of those pages,
 * and the static redirects for the docs links deno prints are listed in data.ts.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchRecord} from '../search/engine';
import {loadCliModel, DEFAULT_CACHE_DIR, type CliModel} from './generate';
import {denoReaderOptions, type DenoReaderOptions} from './options';
import {optionAnchor, renderAllPages, type RenderedPage} from './render';
import {CLI_BASE, ENV_VARS_ROUTE} from './data';
import {writePreparedPages} from '../prepared-pages/shell';
import {addPreparedRoutes, preparedPagesWebpackConfig} from '../prepared-pages/routes';

/** The shell routes: every page below CLI_BASE is written from its shell, the env-vars page from its own. */
const shellRouteOf = (page: RenderedPage): string => (page.path === ENV_VARS_ROUTE ? ENV_VARS_ROUTE : CLI_BASE);

export type CliReferenceOptions = DenoReaderOptions;

export interface CliReferenceContent {
  model: CliModel;
  pages: RenderedPage[];
  searchRecords: SearchRecord[];
}

// 'default' is the tag contextual search keeps on every page (the theme's filter for non-docs pages).
const PRODUCT = {lvl0: 'Deno Runtime', product: 'runtime', tag: 'default'};

function record(
  url: string,
  lvl1: string,
  lvl2: string | null,
  content: string | null,
  n: number,
  lvl3: string | null = null,
): SearchRecord {
  return {
    objectID: `${url.split('#')[0]}:${n}`,
    url,
    type: lvl3 ? 'lvl3' : lvl2 ? 'lvl2' : 'lvl1',
    hierarchy: {lvl0: PRODUCT.lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: PRODUCT.tag,
    product: PRODUCT.product,
  };
}

/** A record per page, per option (`--allow-net`) and per environment variable. */
export function cliSearchRecords(model: CliModel, pages: RenderedPage[]): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of pages) records.push(record(page.path, page.title, null, page.description, 0));
  const seen = new Set<string>();
  for (const command of model.commands) {
    const url = pages.find((p) => p.title === `deno ${command.name}`)?.path;
    if (!url || !command.help) continue;
    let n = 1;
    for (const section of command.help.sections) {
      for (const option of section.options) {
        // A flag shared by many commands with the same text (--allow-net, --config) is one
        // record, on the first command that has it (deno run), not a dozen equal hits.
        const key = `${optionAnchor(option)}\n${option.description.join(' ')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const anchor = optionAnchor(option);
        // Under its section, as the page shows it: "deno run › Permission options › --allow-net".
        records.push(
          record(`${url}#${anchor}`, `deno ${command.name}`, section.title, option.description[0] ?? null, n++, anchor),
        );
      }
    }
  }
  const envPage = pages.find((p) => p.title === 'Environment variables');
  const envVars = model.top.sections.flatMap((s) => s.envVars);
  envVars.forEach(
    (v, i) =>
      envPage &&
      records.push(record(`${envPage.path}#${v.name}`, envPage.title, v.name, v.description[0] ?? null, i + 1)),
  );
  return records;
}

/** The reference's records for the pinned deno, without a build (relevance tests, bench:search). */
export function cliReferenceRecords(): SearchRecord[] {
  const model = loadCliModel();
  return cliSearchRecords(model, renderAllPages(model));
}

export default function cliReferencePlugin(
  _context: LoadContext,
  options: CliReferenceOptions,
): Plugin<CliReferenceContent> {
  return {
    name: 'cli-reference',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    configureWebpack() {
      return preparedPagesWebpackConfig();
    },

    loadContent() {
      const model = loadCliModel({deno: options.deno, cacheDir: options.cacheDir});
      const pages = renderAllPages(model);
      return Promise.resolve({model, pages, searchRecords: cliSearchRecords(model, pages)});
    },

    async contentLoaded({content, actions}) {
      await addPreparedRoutes(actions, {
        component: '@theme/CliReferencePage',
        shells: [
          {route: CLI_BASE, exact: false},
          {route: ENV_VARS_ROUTE, exact: true},
        ],
        pages: () => content.pages,
        dataPrefix: 'cli',
      });
    },

    async postBuild({outDir, content, siteConfig}) {
      await writePreparedPages({outDir, siteConfig, shellRouteOf, pages: content.pages});
    },
  };
}

export const validateOptions = denoReaderOptions(DEFAULT_CACHE_DIR);
