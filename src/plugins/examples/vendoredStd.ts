/**
 * The standard library vendored in vendor/std (scripts/vendor-std.ts): the checker serves it as a
 * stand-in for jsr.io, out of reach where the site is checked, so a block that imports
 * `jsr:@std/<package>` is type-checked and run against that copy instead of only linted. The
 * build reads the same rule to know which blocks the checker could check.
 */
import fs from 'node:fs';
import path from 'node:path';

export const VENDORED_STD_DIR = path.resolve(__dirname, '../../../vendor/std');

export interface VendoredStd {
  /** The denoland/std commit the copy was made from. */
  commit: string;
  /** `@std/<package>` -> its version at that commit. */
  packages: Record<string, string>;
}

let cached: VendoredStd | undefined;

export function vendoredStd(): VendoredStd {
  cached ??= JSON.parse(fs.readFileSync(path.join(VENDORED_STD_DIR, 'versions.json'), 'utf8')) as VendoredStd;
  return cached;
}

/** The folder of a package: `@std/front-matter` -> vendor/std/front_matter. */
export function stdPackageDir(name: string): string {
  return path.join(VENDORED_STD_DIR, name.replace(/^@std\//, '').replaceAll('-', '_'));
}

/** A package's exports from its deno.json, `.` -> `./mod.ts` when it names one module only. */
export function stdPackageExports(name: string): Record<string, string> {
  const config = JSON.parse(fs.readFileSync(path.join(stdPackageDir(name), 'deno.json'), 'utf8')) as {
    exports: string | Record<string, string>;
  };
  return typeof config.exports === 'string' ? {'.': config.exports} : config.exports;
}

/** `jsr:@std/fs@^1/exists` -> `@std/fs`; undefined for anything else. */
export function stdPackageOf(specifier: string): string | undefined {
  const match = /^jsr:\/?(@std\/[a-z0-9_-]+)(?:@[^/]*)?(?:\/|$)/.exec(specifier);
  return match?.[1];
}

/** Whether the checker can fetch this `jsr:` specifier: a package of the vendored standard library. */
export function isVendoredStd(specifier: string): boolean {
  const name = stdPackageOf(specifier);
  return name !== undefined && name in vendoredStd().packages;
}
