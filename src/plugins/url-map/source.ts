/** What docs.deno.com serves, as scripts/url-map/collect.ts reads it from denoland/docs; kept here
 * because the plugin derives redirects from its old URLs. */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const docsDenoComFile = path.join(__dirname, 'docs-deno-com.json');

export interface DocsDenoComPage {
  /** The URL path with its trailing slash, as docs.deno.com serves it: `/runtime/fundamentals/security/`. */
  url: string;
  /** The source file in denoland/docs, or `(generated)`. */
  file: string;
  title?: string;
  /** The ids of the page's Markdown headings, decoded, in order. */
  ids: string[];
}

export interface DocsDenoCom {
  source: {repository: string; commit: string; committed: string; read: string};
  pages: DocsDenoComPage[];
  /** go.json: `/go/<slug>` leads to the value. */
  go: Record<string, string>;
  /** oldurls.json and the pages' `oldUrl` front matter: old path -> docs.deno.com path. */
  redirects: Record<string, string>;
}

export function readDocsDenoCom(file = docsDenoComFile): DocsDenoCom {
  return JSON.parse(readFileSync(file, 'utf8')) as DocsDenoCom;
}
