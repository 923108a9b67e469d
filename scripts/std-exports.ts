/**
 * Lists every export of every package of the vendored standard library (vendor/std, at the commit
 * its versions.json names) into src/plugins/std-reference/exports.json, for the tables of the
 * standard library's pages: per package, each entry point (`@std/fs/copy`) with the names it
 * exports, their kind, and whether they are marked experimental or deprecated. Names and kinds
 * only: the packages' own descriptions are not copied. Run it again after scripts/vendor-std.ts:
 *
 *   npx tsx scripts/std-exports.ts
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {denoBinary} from './check-content/deno';
import {VENDORED_STD_DIR, stdPackageDir, stdPackageExports, vendoredStd} from '../src/plugins/examples/vendoredStd';
import {STD_EXPORTS_FILE, type StdExports, type StdSymbol} from '../src/plugins/std-reference/model';

interface DocSymbol {
  name: string;
  declarations: {kind: string; declarationKind: string; jsDoc?: {tags?: {kind: string}[]}}[];
}

const std = vendoredStd();
const result: StdExports = {commit: std.commit, packages: {}};
for (const [name, version] of Object.entries(std.packages).sort()) {
  const pkgDir = stdPackageDir(name);
  const entries = Object.entries(stdPackageExports(name));
  const files = entries.map(([, file]) => path.join(pkgDir, file));
  const output = execFileSync(
    denoBinary(),
    ['doc', '--json', '--no-config', '--import-map', path.join(VENDORED_STD_DIR, 'imports.json'), ...files],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      // The repo's package.json is no part of the standard library.
      env: {...process.env, DENO_NO_PACKAGE_JSON: '1', NO_COLOR: '1'},
    },
  );
  const nodes = (JSON.parse(output) as {nodes: Record<string, {symbols?: DocSymbol[]}>}).nodes;
  const modules = entries.map(([entry, file]) => {
    const specifier = `file://${path.join(pkgDir, file)}`;
    const symbols: StdSymbol[] = (nodes[specifier]?.symbols ?? [])
      .filter((symbol) => symbol.declarations.some((d) => d.declarationKind === 'export'))
      .map((symbol) => {
        const tags = symbol.declarations.flatMap((d) => d.jsDoc?.tags ?? []).map((tag) => tag.kind);
        const kinds = [...new Set(symbol.declarations.map((d) => d.kind))];
        return {
          name: symbol.name,
          kind: kinds.join(', '),
          ...(tags.includes('experimental') ? {experimental: true as const} : {}),
          ...(tags.includes('deprecated') ? {deprecated: true as const} : {}),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    return {path: entry === '.' ? name : `${name}/${entry.slice(2)}`, symbols};
  });
  result.packages[name] = {version, modules};
  console.log(`${name}@${version}: ${modules.length} entry points`);
}
fs.writeFileSync(STD_EXPORTS_FILE, `${JSON.stringify(result, null, 1)}\n`);
