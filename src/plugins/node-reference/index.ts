/**
 * The Node.js API reference's data (/api/node): every module @types/node declares, split into
 * ordinary modules (split.ts), documented by the pinned deno (denoDoc.ts), modeled with
 * docs.deno.com's URLs (model.ts), cached per version (generate.ts). No pages yet: the renderer
 * reads this model.
 */
export {loadNodeDocs, loadNodeModel, DEFAULT_CACHE_DIR, type LoadOptions} from './generate';
export {
  NODE_API_BASE,
  nodeAllSymbolsPath,
  nodeModulePath,
  nodePageRoutes,
  nodeSymbolPath,
  nodeSymbolsOf,
  type NodeDocs,
  type NodeModel,
  type NodeModule,
  type NodeSymbol,
} from './model';
