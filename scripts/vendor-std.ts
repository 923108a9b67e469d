/**
 * Brings denoland/std into vendor/std at one commit, for the content checker: jsr.io is out of
 * reach here, so `jsr:@std/...` imports in pages and examples resolve to this copy through
 * vendor/std/imports.json (an import map). Only the packages' own modules are kept (no tests,
 * no test data, no tools).
 *
 *   npx tsx scripts/vendor-std.ts <std git dir> <commit>
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [gitDir, commit] = process.argv.slice(2);
if (!gitDir || !commit || !/^[0-9a-f]{40}$/.test(commit)) {
  console.error('usage: vendor-std.ts <std git dir> <40-hex commit>');
  process.exit(2);
}
const out = path.resolve(import.meta.dirname, '../vendor/std');
const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});

const root = JSON.parse(git('show', `${commit}:deno.json`)) as {workspace: string[]};
const kept = (file: string) =>
  /\.(ts|mts|cts|mjs|js|json|wasm)$/.test(file) &&
  !/(^|\/)(testdata|_tools|_test_utils?)(\/|$)|_test\.ts$|\/bench|_bench\.ts$/.test(file);

fs.rmSync(out, {recursive: true, force: true});
const imports: Record<string, string> = {};
const versions: Record<string, string> = {};
for (const member of root.workspace) {
  const pkgDir = member.replace(/^\.\//, '');
  const config = JSON.parse(git('show', `${commit}:${pkgDir}/deno.json`)) as {
    name: string;
    version: string;
    exports: string | Record<string, string>;
  };
  const files = git('ls-tree', '-r', '--name-only', commit, pkgDir).split('\n').filter(kept);
  for (const file of files) {
    const target = path.join(out, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(
      target,
      execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${file}`], {maxBuffer: 1 << 28}),
    );
  }
  const exportsMap = typeof config.exports === 'string' ? {'.': config.exports} : config.exports;
  const [major, minor] = config.version.split('.');
  const range = major === '0' ? `^0.${minor}` : `^${major}`;
  versions[config.name] = config.version;
  for (const [sub, file] of Object.entries(exportsMap)) {
    const target = `./${pkgDir}/${file.replace(/^\.\//, '')}`;
    const suffix = sub === '.' ? '' : sub.slice(1);
    // The bare name is how std's own modules import each other; the jsr: forms are how pages do.
    for (const name of [config.name, `jsr:${config.name}`, `jsr:${config.name}@${range}`])
      imports[name + suffix] = target;
  }
}
fs.writeFileSync(path.join(out, 'imports.json'), JSON.stringify({imports}, null, 1) + '\n');
fs.writeFileSync(
  path.join(out, 'versions.json'),
  JSON.stringify({repository: 'denoland/std', commit, packages: versions}, null, 1) + '\n',
);
console.log(`vendor/std: ${Object.keys(versions).length} packages at ${commit}`);
