/**
 * The one tslib helper the browser bundles use: @docusaurus/utils-common (compiled to CommonJS)
 * calls `__importDefault`, and requiring tslib for it would bundle every helper (~10 KB).
 * index.ts fails the build if any other module starts to import tslib.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
