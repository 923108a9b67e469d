/**
 * A plain static file host, like a CDN bucket or GitHub Pages: it serves files
 * as they are, `dir/` and `dir` as `dir/index.html`, and `404.html` with status
 * 404 for anything else. No redirects, no rewrites: the browser tests use it to
 * prove the site works on such a host (for example `/x.html` showing `/x`).
 * Like a CDN, it gzips text files for clients that accept it, so the benchmarks
 * (Lighthouse) see the bytes a reader would download, and it sends the headers of the build's
 * `_headers` file (Content-Security-Policy and the rest), as Netlify or Cloudflare Pages would.
 *
 * Usage: tsx scripts/static-host.ts <dir> <port>
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
};

/** Types a CDN compresses; fonts and images are compressed already. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

/** The file a request path maps to, or undefined when the host would answer 404. */
async function resolveStaticFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?', 1)[0]!);
  } catch {
    return undefined;
  }
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(path.resolve(root))) return undefined;
  for (const candidate of [file, path.join(file, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

function main(): void {
  const [dir = 'build', portText = '4174'] = process.argv.slice(2);
  const root = path.resolve(dir);
  const headersFile = path.join(root, '_headers');
  const siteHeaders = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : {};
  createServer((req, res) => {
    void (async () => {
      const file = await resolveStaticFile(root, req.url ?? '/');
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
    console.log(`Serving ${root} as a plain static host on http://localhost:${portText}`);
  });
}

main();
