/**
 * Site search plugin. In local mode (the default) it makes DocSearch records from every docs
 * page once all content is loaded, packs them into a MiniSearch index and emits it as two
 * static, content-hashed JSON files with the client bundle (so `npm start` serves them too): the
 * index, and the records' texts for snippets, which is as large again and not needed to rank.
 * The browser fetches the index when search is first used and the texts once the index is in.
 * Its global data tells the theme's SearchBar and SearchPage which mode is on and where the two
 * files are. In Algolia mode it builds nothing.
 */
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, OptionValidationContext} from '@docusaurus/types';
import {listedDocs, type ListedDoc} from '../docs/listed';
import {Joi} from '@docusaurus/utils-validation';
import {packIndex, packTexts, type SearchRecord} from './engine';
import {recordsFromPage} from './node/records';
import {DEFAULT_MISSING_RESULTS_URL, PLUGIN_NAME, type SearchGlobalData, type SearchPluginOptions} from './config';
import {productForPath} from '../../data/products';
import {instanceLabel} from '../../data/docsInstances';
import {devMiddlewareConfig, onDevServer, sendJsonText, type DevMiddleware} from '../dev-server/middleware';

const INDEX_FILE_PREFIX = 'search-index';
const TEXTS_FILE_PREFIX = 'search-texts';

/** What a bundler plugin needs of webpack's or Rspack's compiler to emit one asset. */
interface EmittingCompiler {
  webpack: {
    sources: {RawSource: new (source: string) => unknown};
    Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
  };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        callback: (compilation: {
          hooks: {processAssets: {tap(options: {name: string; stage: number}, callback: () => void): void}};
          emitAsset(file: string, source: unknown): void;
        }) => void,
      ): void;
    };
  };
}

/** One emitted file, named after a hash of its content. */
export interface BuiltFile {
  fileName: string;
  json: string;
}

/** The two files of the local index: the index itself and the records' texts (snippets). */
export interface BuiltIndex {
  index: BuiltFile;
  texts: BuiltFile;
  records: number;
  pages: number;
}

/** Records of every docs page of every docs plugin instance (all versions). */
export async function collectRecords(docs: ListedDoc[], language: string): Promise<SearchRecord[]> {
  const records: SearchRecord[] = [];
  for (const doc of docs) {
    const source = await readFile(doc.file, 'utf8');
    const product = productForPath(doc.permalink);
    try {
      records.push(
        ...recordsFromPage({
          source,
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description,
          lvl0: product?.name ?? instanceLabel(doc.pluginId),
          product: product?.slug ?? doc.pluginId,
          tag: `docs-${doc.pluginId}-${doc.versionName}`,
          language,
          file: doc.file,
        }),
      );
    } catch (error) {
      // The docs plugin reports MDX errors itself; search just skips the page.
      console.warn(`[${PLUGIN_NAME}] skipped ${doc.file}: ${(error as Error).message}`);
    }
  }
  return records;
}

/**
 * What a plugin adds to the index besides docs pages: any plugin whose loaded content has a
 * `searchRecords` array (the generated references: CLI, lint rules, API) contributes those
 * records as they are, so a reference plugin owns its records and search needs no list of them.
 */
export interface SearchContribution {
  searchRecords: SearchRecord[];
}

export function contributedRecords(allContent: Record<string, Record<string, unknown>>): SearchRecord[] {
  return Object.values(allContent).flatMap((byId) =>
    Object.values(byId ?? {}).flatMap((content) => {
      const records = (content as Partial<SearchContribution> | undefined)?.searchRecords;
      return Array.isArray(records) ? records : [];
    }),
  );
}

function hashedFile(prefix: string, value: unknown): BuiltFile {
  const json = JSON.stringify(value);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return {fileName: `${prefix}.${hash}.json`, json};
}

export function buildIndexFiles(records: readonly SearchRecord[]): BuiltIndex {
  return {
    index: hashedFile(INDEX_FILE_PREFIX, packIndex(records)),
    texts: hashedFile(TEXTS_FILE_PREFIX, packTexts(records)),
    records: records.length,
    pages: new Set(records.map((r) => r.url.split('#')[0])).size,
  };
}

/** Where `npm start` serves the index and the texts, made on the first request after a content load. */
const DEV_SEARCH_PATH = '/__search';

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin<void> {
  // Rebuilt on every content load; in a build the emitter writes it, on `npm start` the dev
  // middleware answers it, made only when a search asks (it took ~12 s of each load).
  let built: BuiltIndex | undefined;
  let makeIndex: (() => Promise<BuiltIndex>) | undefined;
  let devIndex: Promise<BuiltIndex> | undefined;
  const devSearch: DevMiddleware = {
    name: 'search-index',
    path: DEV_SEARCH_PATH,
    middleware(req, res) {
      devIndex ??= makeIndex?.();
      const which = new URL(req.url ?? '/', 'http://dev').pathname;
      void (devIndex ?? Promise.resolve(undefined)).then(
        (index) => {
          const file = which === '/index.json' ? index?.index : which === '/texts.json' ? index?.texts : undefined;
          sendJsonText(res, file?.json);
        },
        () => sendJsonText(res, undefined),
      );
    },
  };
  return {
    name: PLUGIN_NAME,

    // SearchBar, SearchPage and their parts; they shadow @docusaurus/theme-search-algolia's
    // (the preset loads it for themeConfig.algolia), as a later theme's components do.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent, actions}) {
      let indexUrl: string | null = null;
      let textsUrl: string | null = null;
      if (options.mode === 'local') {
        const docs = listedDocs(allContent, context.siteDir);
        const contributed = contributedRecords(allContent);
        makeIndex = async () => buildIndexFiles([...(await collectRecords(docs, options.language)), ...contributed]);
        if (onDevServer()) {
          devIndex = undefined;
          indexUrl = `${context.baseUrl}${DEV_SEARCH_PATH.slice(1)}/index.json`;
          textsUrl = `${context.baseUrl}${DEV_SEARCH_PATH.slice(1)}/texts.json`;
        } else {
          built = await makeIndex();
          indexUrl = `${context.baseUrl}${built.index.fileName}`;
          textsUrl = `${context.baseUrl}${built.texts.fileName}`;
        }
      }
      const data: SearchGlobalData = {
        mode: options.mode,
        indexUrl,
        textsUrl,
        missingResultsUrl: options.missingResultsUrl,
      };
      actions.setGlobalData(data);
    },

    configureWebpack(_config, isServer) {
      if (options.mode !== 'local' || isServer) return {};
      if (onDevServer()) return devMiddlewareConfig(devSearch);
      const emitter = {
        apply(compiler: EmittingCompiler) {
          compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
            compilation.hooks.processAssets.tap(
              {name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
              () => {
                for (const file of built ? [built.index, built.texts] : []) {
                  compilation.emitAsset(file.fileName, new compiler.webpack.sources.RawSource(file.json));
                }
              },
            );
          });
        },
      };
      // The config types are webpack's; Rspack takes the same plugin shape.
      return {plugins: [emitter]};
    },
  };
}

const optionsSchema = Joi.object<SearchPluginOptions>({
  id: Joi.string(),
  mode: Joi.string().valid('local', 'algolia').default('local'),
  language: Joi.string().default('en'),
  missingResultsUrl: Joi.string()
    .pattern(/^https?:\/\/\S*\{query\}/, 'an http(s) URL with a {query} placeholder')
    .default(DEFAULT_MISSING_RESULTS_URL),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<SearchPluginOptions> | undefined, SearchPluginOptions>): SearchPluginOptions {
  return validate(optionsSchema, options ?? {});
}
