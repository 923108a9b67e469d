/**
 * A stand-in for jsr.io that serves the vendored standard library (vendor/std) to the deno
 * processes of the checker, through JSR_URL: `jsr:@std/...` imports in any form (`@^1`, `@1`,
 * a subpath, a bare `@std/path` that a page's deno.json maps) resolve as deno resolves them on a
 * reader's machine, against the one version vendored. Each package answers as JSR does: its
 * `meta.json` (one version), the version's `_meta.json` (exports and a manifest with checksums)
 * and its files, with the bare `@std/...` imports between packages written out as `jsr:`
 * specifiers, as publishing does.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {stdPackageDir, stdPackageExports, vendoredStd} from '../../src/plugins/examples/vendoredStd';

export interface StdRegistry {
  /** For JSR_URL, ending in `/`. */
  url: string;
  close(): Promise<void>;
}

/** Bare `@std/<package>[/sub]` specifiers in a module, written as `jsr:@std/<package>@^<version>[/sub]`. */
export function unfurlStdImports(source: string, packages: Record<string, string>): string {
  return source.replace(
    /(["'])@std\/([a-z0-9_-]+)((?:\/[\w.-]+)*)\1/g,
    (whole, quote: string, name: string, sub: string) => {
      const version = packages[`@std/${name}`];
      return version === undefined ? whole : `${quote}jsr:@std/${name}@^${version}${sub}${quote}`;
    },
  );
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** What the registry answers for a path, or undefined (404). */
export function stdRegistryResponse(
  urlPath: string,
  packages: Record<string, string> = vendoredStd().packages,
): {type: string; body: Buffer} | undefined {
  const [, name, rest] = /^\/@std\/([a-z0-9_-]+)\/(.+)$/.exec(urlPath) ?? [];
  const version = name === undefined ? undefined : packages[`@std/${name}`];
  if (name === undefined || rest === undefined || version === undefined) return undefined;
  const dir = stdPackageDir(name);
  const json = (value: unknown) => ({type: 'application/json', body: Buffer.from(JSON.stringify(value))});
  const fileBody = (file: string): Buffer =>
    /\.[mc]?ts$/.test(file)
      ? Buffer.from(unfurlStdImports(fs.readFileSync(file, 'utf8'), packages))
      : fs.readFileSync(file);
  if (rest === 'meta.json') return json({scope: 'std', name, latest: version, versions: {[version]: {}}});
  if (rest === `${version}_meta.json`) {
    const manifest = Object.fromEntries(
      filesUnder(dir).map((file) => {
        const body = fileBody(file);
        const checksum = `sha256-${createHash('sha256').update(body).digest('hex')}`;
        return [`/${path.relative(dir, file).split(path.sep).join('/')}`, {size: body.length, checksum}];
      }),
    );
    return json({manifest, exports: stdPackageExports(name)});
  }
  if (!rest.startsWith(`${version}/`)) return undefined;
  const file = path.resolve(dir, rest.slice(version.length + 1));
  if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return undefined;
  const type = file.endsWith('.json') ? 'application/json' : 'application/typescript';
  return {type, body: fileBody(file)};
}

/** Starts the registry on a free port of 127.0.0.1. */
export async function startStdRegistry(): Promise<StdRegistry> {
  // Each answer is made once: a version's meta reads and hashes every file of its package, and
  // many deno processes ask for the same packages.
  const answers = new Map<string, ReturnType<typeof stdRegistryResponse>>();
  const server = http.createServer((req, res) => {
    let answer: ReturnType<typeof stdRegistryResponse>;
    try {
      const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://registry').pathname);
      if (!answers.has(urlPath)) answers.set(urlPath, stdRegistryResponse(urlPath));
      answer = answers.get(urlPath);
    } catch {
      answer = undefined;
    }
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {'content-type': answer.type}).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
