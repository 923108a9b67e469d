/**
 * A moved URL's page: one constant inline script (so the CSP needs one hash for all of them, not
 * one per page) reads the target from the canonical link and goes there, keeping the reader's
 * query and `#anchor` unless the target names its own. The meta refresh serves readers without
 * JavaScript (it drops the anchor). Only a path on this origin is followed.
 */
import {escapeHtml} from '../markdown/html';

export const REDIRECT_SCRIPT = `(function () {
  var link = document.querySelector('link[rel=canonical]');
  if (!link) return;
  var target = new URL(link.getAttribute('href'), location.href);
  if (target.origin !== location.origin) return;
  if (!target.search) target.search = location.search;
  if (!target.hash) target.hash = location.hash;
  location.replace(target.href);
})();`;

export function redirectPage(to: string): string {
  if (!to.startsWith('/') || to.startsWith('//'))
    throw new Error(`a redirect target must be a path of this site: ${to}`);
  const target = escapeHtml(to);
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Moved</title>` +
    `<meta name="robots" content="noindex"><link rel="canonical" href="${target}">` +
    `<script>${REDIRECT_SCRIPT}</script><meta http-equiv="refresh" content="0; url=${target}">` +
    `</head><body><p>This page is now at <a href="${target}">${target}</a>.</p></body></html>\n`
  );
}

/** `_redirects` for hosts that read it (Netlify, Cloudflare Pages): 301s that win over the files. */
export function redirectsFile(redirects: readonly {from: string; to: string}[]): string {
  const lines = redirects.flatMap(({from, to}) => (from === '/' ? [] : [`${from} ${to} 301!`, `${from}/ ${to} 301!`]));
  return `# Written by src/plugins/url-map at build time.\n${lines.join('\n')}\n`;
}
