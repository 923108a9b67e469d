/**
 * A plain static file host, like a CDN bucket: it serves files as they are,
 * `dir/` and `dir` as `dir/index.html`, and `404.html` with status 404 for
 * anything else. No redirects, no rewrites: the browser tests use it to prove
 * the site works on such a host (for example `/x.html` showing `/x`).
 * Two other hosts' rules, for tests/e2e/hosts.spec.ts: `github-pages` answers
 * `dir` with a 301 to `dir/` and tries `x.html` for `x`; `netlify` (Netlify and
 * Cloudflare Pages) first applies the build's `_redirects`, then does the same.
 * Like a CDN, it gzips text files for clients that accept it, so the benchmarks
 * (Lighthouse) see the bytes a reader would download, and it sends the headers of the build's
 * `_headers` file (Content-Security-Policy and the rest), as Netlify or Cloudflare Pages would.
 *
 * Usage: tsx scripts/static-host.ts <dir> <port> [bucket|github-pages|netlify]
 */
import {createServer} from 'node:http';
import {createReadStream} from 'node:fs';
import {createGzip} from 'node:zlib';
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {readFileSync, existsSync} from 'node:fs';
import {parseHeadersFile} from '../src/plugins/security-headers/policy';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  // The examples' sources (/examples/scripts/*.ts), which `deno run <url>` reads by this type.
  '.ts': 'text/typescript; charset=utf-8',
  '.tsx': 'text/tsx; charset=utf-8',
};

/** Types a CDN compresses; fonts and images are compressed already. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.ts', '.tsx']);

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

export type HostMode = 'bucket' | 'github-pages' | 'netlify';

type Answer = {file: string} | {redirect: string} | undefined;

/** `_redirects` lines (`from to status`), exact paths only, as the url-map plugin writes them. */
function readRedirects(root: string): Map<string, string> {
  const file = path.join(root, '_redirects');
  const rules = new Map<string, string>();
  if (!existsSync(file)) return rules;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (from?.startsWith('/') && to) rules.set(from, to);
  }
  return rules;
}

/** What a host answers for a request path: a file, a redirect, or undefined for 404. */
async function answer(root: string, url: string, mode: HostMode, redirects: Map<string, string>): Promise<Answer> {
  const [pathname = '/', query] = url.split('?', 2);
  const search = query === undefined ? '' : `?${query}`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const moved = mode === 'netlify' ? redirects.get(pathname) : undefined;
  if (moved) return {redirect: moved.includes('?') || !search ? moved : moved.replace(/(#|$)/, `${search}$1`)};
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(path.resolve(root))) return undefined;
  if (await isFile(file)) return {file};
  const index = path.join(file, 'index.html');
  if (await isFile(index)) {
    if (mode !== 'bucket' && !pathname.endsWith('/')) return {redirect: `${pathname}/${search}`};
    return {file: index};
  }
  if (mode !== 'bucket' && (await isFile(`${file}.html`))) return {file: `${file}.html`};
  return undefined;
}

function main(): void {
  const [dir = 'build', portText = '4174', modeText = 'bucket'] = process.argv.slice(2);
  if (!['bucket', 'github-pages', 'netlify'].includes(modeText)) throw new Error(`unknown host mode ${modeText}`);
  const mode = modeText as HostMode;
  const root = path.resolve(dir);
  const redirects = readRedirects(root);
  const headersFile = path.join(root, '_headers');
  const siteHeaders = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : {};
  createServer((req, res) => {
    void (async () => {
      const found = await answer(root, req.url ?? '/', mode, redirects);
      if (found && 'redirect' in found) {
        res.writeHead(301, {location: found.redirect});
        res.end();
        return;
      }
      const file = found?.file;
      const status = file ? 200 : 404;
      const served = file ?? path.join(root, '404.html');
      const extension = path.extname(served);
      const gzip = compressible.has(extension) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(status, {
        ...siteHeaders,
        'content-type': contentTypes[extension] ?? 'application/octet-stream',
        vary: 'accept-encoding',
        ...(gzip ? {'content-encoding': 'gzip'} : {}),
      });
      const body = createReadStream(served);
      (gzip ? body.pipe(createGzip()) : body).pipe(res);
    })();
  }).listen(Number(portText), () => {
    console.log(`Serving ${root} as a static host (${mode}) on http://localhost:${portText}`);
  });
}

main();
