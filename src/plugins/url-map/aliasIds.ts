/**
 * Alias ids for pages written as HTML after the build (prepared pages: the CLI and API
 * references), where no Markdown pipeline runs: the same empty span that remarkAliases.ts puts
 * before a Markdown heading, put before the element that carries the id.
 */
import {escapeHtml} from '../markdown/html';
import {mappedAliases, routeOf} from './map';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function withAliasIds(html: string, ids: ReadonlyMap<string, readonly string[]> | undefined): string {
  let out = html;
  for (const [id, olds] of ids ?? []) {
    const spans = olds.map((old) => `<span class="anchor-alias" id="${escapeHtml(old)}"></span>`).join('');
    const element = new RegExp(`<[a-z][a-z0-9]*\\b[^>]*\\sid="${escapeRegExp(escapeHtml(id))}"`);
    out = out.replace(element, (start) => spans + start);
  }
  return out;
}

/** The page's HTML with the alias ids the URL map gives its route. */
export function withMappedAliasIds(pagePath: string, html: string): string {
  return withAliasIds(html, mappedAliases().get(routeOf(pagePath)));
}
