/**
 * The gallery plugin: /examples, one small program per page (examples/<slug>.ts), and each
 * program's source as it is at /examples/scripts/<slug>.ts, so `deno run <site>/examples/scripts/...`
 * runs what the page shows. Pages are prepared pages (src/plugins/prepared-pages) rendered by
 * React at build time (render.tsx): one route, so hundreds of examples add nothing to the route
 * table every page downloads. It owns the examples' search records.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchRecord} from '../search/engine';
import {exampleSearchRecords} from './records';
import {writePreparedPages} from '../prepared-pages/shell';
import {addPreparedRoutes, preparedPagesWebpackConfig} from '../prepared-pages/routes';
import type {PreparedPage} from '../prepared-pages/page';
import {checkedResults, DEFAULT_RUN_TIMEOUT_MS} from '../examples/checkKey';
import {denoVersion} from '../cli-reference/generate';
import {loadApiModel} from '../api-reference/generate';
import {apiHref} from '../api-reference/remark';
import {examplePassed, exampleKeys, standinSource} from './checkKey';
import {readExamples} from './files';
import {EXAMPLES_ROUTE, examplePath, scriptPath} from './paths';
import {requireTsx} from '../jsx/requireTsx';
import type {ExampleProgram} from './source';
import {vendoredStd} from '../examples/vendoredStd';

export {readExamples, exampleSearchRecords};

export interface GalleryContent {
  examples: ExampleProgram[];
  searchRecords: SearchRecord[];
}

/** Every page the gallery writes: the index, then one per example (the sitemap and the URL map list them). */
export function examplePageRoutes(siteDir: string): string[] {
  return [EXAMPLES_ROUTE, ...readExamples(siteDir).map(examplePath)];
}

function renderPages(siteDir: string, siteUrl: string, examples: readonly ExampleProgram[]): PreparedPage[] {
  const version = denoVersion();
  const lookup = checkedResults(path.join(siteDir, '.check-cache'));
  const env = {denoVersion: `deno ${version}`, runTimeoutMs: DEFAULT_RUN_TIMEOUT_MS, stdCommit: vendoredStd().commit};
  const model = loadApiModel();
  const ctx = {
    siteUrl,
    denoVersion: version,
    passed: (example: ExampleProgram) =>
      examplePassed(example, exampleKeys(example, env, {standin: standinSource(siteDir, example)}), lookup),
    link: (code: string) => apiHref(model, code.replace(/\(\)$/, '')),
  };
  const {renderIndexPage, renderExamplePage} = requireTsx<typeof import('./render')>('./render.tsx', __filename);
  return [renderIndexPage(examples), ...examples.map((example) => renderExamplePage(example, examples, ctx))];
}

export default function galleryPlugin(context: LoadContext): Plugin<GalleryContent> {
  const {siteDir, siteConfig} = context;
  const siteUrl = `${siteConfig.url.replace(/\/$/, '')}${siteConfig.baseUrl.replace(/\/$/, '')}`;
  return {
    name: 'gallery',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [path.join(siteDir, 'examples/*.{ts,tsx}')];
    },

    configureWebpack() {
      return preparedPagesWebpackConfig();
    },

    loadContent() {
      const examples = readExamples(siteDir);
      return Promise.resolve({examples, searchRecords: exampleSearchRecords(examples)});
    },

    async contentLoaded({content, actions}) {
      await addPreparedRoutes(actions, {
        component: '@theme/ExamplesPage',
        shells: [{route: EXAMPLES_ROUTE, exact: false}],
        pages: () => renderPages(siteDir, siteUrl, content.examples),
        dataPrefix: 'examples',
      });
    },

    async postBuild({outDir, content}) {
      await writePreparedPages({
        outDir,
        siteConfig,
        shellRouteOf: () => EXAMPLES_ROUTE,
        pages: renderPages(siteDir, siteUrl, content.examples),
      });
      // The programs as they are, for `deno run <url>`.
      await mkdir(path.join(outDir, 'examples/scripts'), {recursive: true});
      await Promise.all(
        content.examples.map((example) => writeFile(path.join(outDir, scriptPath(example)), example.source)),
      );
    },
  };
}
