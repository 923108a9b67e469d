/**
 * The exports of the vendored standard library's packages (exports.json, written by
 * scripts/std-exports.ts from vendor/std): the data behind each package page's table. Not named
 * exports.ts: jiti, which loads the build's remark plugins, resolves './exports' to exports.json.
 */
import fs from 'node:fs';
import path from 'node:path';

export const STD_EXPORTS_FILE = path.join(__dirname, 'exports.json');

export interface StdSymbol {
  name: string;
  /** deno doc's kinds: function, class, interface, typeAlias, variable, enum, namespace. */
  kind: string;
  experimental?: true;
  deprecated?: true;
}

export interface StdModule {
  /** The specifier a reader imports: `@std/fs` or `@std/fs/copy`. */
  path: string;
  symbols: StdSymbol[];
}

export interface StdExports {
  commit: string;
  packages: Record<string, {version: string; modules: StdModule[]}>;
}

let cached: StdExports | undefined;

export function stdExports(): StdExports {
  cached ??= JSON.parse(fs.readFileSync(STD_EXPORTS_FILE, 'utf8')) as StdExports;
  return cached;
}
