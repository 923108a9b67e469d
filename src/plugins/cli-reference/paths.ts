/**
 * Where the CLI reference's pages and anchors are: a command's page, an option's anchor, and the
 * page here that answers a docs link deno prints. Plain TypeScript, so the plugin, the config and
 * the remark plugin read them without loading the React renderer.
 */
import type {CliOption} from './help';
import {CLI_BASE, DOCS_LINK_REDIRECTS} from './data';

const DOCS_ORIGIN = 'https://docs.deno.com';

export function commandPath(name: string): string {
  return `${CLI_BASE}/${name}`;
}

/** Every option's anchor is its long name (`--allow-net`), else its short one. */
export function optionAnchor(option: CliOption): string {
  return option.long ?? option.short ?? '';
}

/** A docs.deno.com URL that deno prints, as the path here that answers it. */
export function localDocsPath(url: string): string {
  const withoutOrigin = url.startsWith(DOCS_ORIGIN) ? url.slice(DOCS_ORIGIN.length) || '/' : url;
  const [pathPart = '/', hash] = withoutOrigin.split('#');
  const clean = pathPart.length > 1 ? pathPart.replace(/\/$/, '') : pathPart;
  const redirect = DOCS_LINK_REDIRECTS.find((r) => r.from === clean);
  if (redirect) return redirect.to;
  return hash ? `${clean}#${hash}` : clean;
}
