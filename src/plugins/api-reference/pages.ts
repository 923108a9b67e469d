/**
 * Writes the reference's pages after the build. Docusaurus renders the `/api` route once, as a
 * shell whose title, description and content are placeholders (SHELL_PAGE); every reference page
 * is that shell with the placeholders filled and its URL in place of `/api` in the head. A
 * placeholder missing from the shell fails the build: the theme or the minifier changed. Members
 * get their docs.deno.com URL (`/api/deno/~/Deno.Kv.prototype.list`) as a redirect to their anchor.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {escapeHtml} from '../markdown/html';
import {symbolPath, type ApiModel} from './model';
import type {ApiPage} from './render';

/** The reference's one Docusaurus route: the shell every page is written from. */
export const API_SHELL_ROUTE = '/api';

export const PLACEHOLDER = {
  title: '__API_PAGE_TITLE__',
  description: '__API_PAGE_DESCRIPTION__',
  path: '__API_PAGE_PATH__',
  html: '__API_PAGE_HTML__',
} as const;

export const SHELL_PAGE: ApiPage = {
  path: PLACEHOLDER.path,
  title: PLACEHOLDER.title,
  description: PLACEHOLDER.description,
  html: PLACEHOLDER.html,
};

/** The shell with one page's values: attribute values quoted (the minifier unquotes), text escaped. */
export function fillShell(shell: string, page: ApiPage, origin: string, shellPath = API_SHELL_ROUTE): string {
  const values: Record<keyof typeof PLACEHOLDER, string> = {
    title: escapeHtml(page.title),
    description: escapeHtml(page.description),
    path: escapeHtml(page.path),
    html: page.html,
  };
  let out = shell;
  for (const [key, token] of Object.entries(PLACEHOLDER) as [keyof typeof PLACEHOLDER, string][]) {
    if (!out.includes(token)) throw new Error(`the /api shell has no ${token}: did the theme or the minifier change?`);
    out = out
      .replace(new RegExp(`=(["']?)${token}\\1(?=[\\s>/])`, 'g'), () => `="${values[key]}"`)
      .replaceAll(token, () => values[key]);
  }
  // Canonical, og:url and alternates name the shell's URL.
  const shellUrl = new RegExp(`${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${shellPath}(?=["'\\s>])`, 'g');
  return out.replace(shellUrl, () => `${origin}${page.path}`);
}

function redirectHtml(to: string): string {
  const target = escapeHtml(to);
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=${target}">` +
    `<link rel="canonical" href="${target}"><title>Redirecting</title></head>` +
    `<body><p>This member is documented on <a href="${target}">its owner's page</a>.</p></body></html>`
  );
}

const outFile = (outDir: string, urlPath: string) =>
  path.join(outDir, ...urlPath.split('/').filter(Boolean), 'index.html');

export async function writeApiPages({
  outDir,
  pages,
  model,
  origin,
  withPageHead = (html) => html,
}: {
  outDir: string;
  pages: ApiPage[];
  model: ApiModel;
  origin: string;
  /** A last change to each page's HTML (its social card). */
  withPageHead?: (html: string, page: ApiPage, file: string) => string;
}): Promise<void> {
  const shellFile = outFile(outDir, API_SHELL_ROUTE);
  const shell = await readFile(shellFile, 'utf8');
  for (const page of pages) {
    const file = outFile(outDir, page.path);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, withPageHead(fillShell(shell, page, origin), page, file));
  }
  const pagePaths = new Set(pages.map((p) => p.path));
  for (const symbol of model.symbols) {
    for (const member of symbol.members) {
      const memberPath = `${symbolPath(symbol)}.${member.anchor}`;
      if (pagePaths.has(memberPath)) continue; // a symbol of that name has its own page
      const file = outFile(outDir, memberPath);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, redirectHtml(`${symbolPath(symbol)}#${member.anchor}`));
    }
  }
}
