/**
 * Site search plugin. In local mode (the default) it makes DocSearch records from every docs
 * page once all content is loaded, packs them into a MiniSearch index and emits that index as a
 * static, content-hashed JSON file with the client bundle (so `npm start` serves it too). The
 * browser fetches it only when search is first used. Its global data tells the theme's SearchBar
 * and SearchPage which mode is on and where the index is. In Algolia mode it builds nothing.
 */
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, OptionValidationContext} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {Joi} from '@docusaurus/utils-validation';
import {packIndex, type SearchRecord} from './engine';
import {recordsFromPage} from './records';
import {DEFAULT_MISSING_RESULTS_URL, type SearchGlobalData, type SearchPluginOptions} from './config';
import {productForPath} from '../../data/products';

export const PLUGIN_NAME = 'deno-search';
const INDEX_FILE_PREFIX = 'search-index';

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

export interface BuiltIndex {
  fileName: string;
  json: string;
  records: number;
  pages: number;
}

/** Records of every docs page of every docs plugin instance (all versions). */
export async function collectRecords(
  siteDir: string,
  docsContent: Record<string, DocsContent | undefined>,
  language: string,
): Promise<SearchRecord[]> {
  const records: SearchRecord[] = [];
  for (const [pluginId, content] of Object.entries(docsContent)) {
    if (!content) continue;
    for (const version of content.loadedVersions) {
      for (const doc of version.docs) {
        if (doc.unlisted) continue;
        const file = path.resolve(siteDir, doc.source.replace(/^@site\//, ''));
        const source = await readFile(file, 'utf8');
        const product = productForPath(doc.permalink);
        try {
          records.push(
            ...recordsFromPage({
              source,
              permalink: doc.permalink,
              title: doc.title,
              description: doc.description,
              lvl0: product?.name ?? pluginId,
              product: product?.slug ?? pluginId,
              tag: `docs-${pluginId}-${version.versionName}`,
              language,
            }),
          );
        } catch (error) {
          // The docs plugin reports MDX errors itself; search just skips the page.
          console.warn(`[${PLUGIN_NAME}] skipped ${doc.source}: ${(error as Error).message}`);
        }
      }
    }
  }
  return records;
}

export function buildIndexFile(records: readonly SearchRecord[]): BuiltIndex {
  const json = JSON.stringify(packIndex(records));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return {
    fileName: `${INDEX_FILE_PREFIX}.${hash}.json`,
    json,
    records: records.length,
    pages: new Set(records.map((r) => r.url.split('#')[0])).size,
  };
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin<void> {
  // Rebuilt on every content load (each edit in `npm start`); the emitter reads the latest.
  let built: BuiltIndex | undefined;
  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      let indexUrl: string | null = null;
      if (options.mode === 'local') {
        const docsContent = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
        built = buildIndexFile(await collectRecords(context.siteDir, docsContent, options.language));
        indexUrl = `${context.baseUrl}${built.fileName}`;
      }
      const data: SearchGlobalData = {mode: options.mode, indexUrl, missingResultsUrl: options.missingResultsUrl};
      actions.setGlobalData(data);
    },

    configureWebpack(_config, isServer) {
      if (options.mode !== 'local' || isServer) return {};
      const emitter = {
        apply(compiler: EmittingCompiler) {
          compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
            compilation.hooks.processAssets.tap(
              {name: PLUGIN_NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
              () => {
                if (built) compilation.emitAsset(built.fileName, new compiler.webpack.sources.RawSource(built.json));
              },
            );
          });
        },
      };
      // The config types are webpack's; Rspack takes the same plugin shape.
      return {plugins: [emitter as never]};
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
