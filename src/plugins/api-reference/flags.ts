/**
 * The marks of a symbol that point elsewhere on the site: the permission flag a `@tags allow-*`
 * names (its anchor in the `deno run` reference) and the unstable flag that turns on an
 * experimental API. The declarations name the flag in some docs (`--unstable-kv`); for the rest
 * the table below says which flag a category's experimental symbols need, and a symbol that no
 * rule covers is marked experimental without a flag rather than with a guessed one.
 * tests/unit/api-reference.test.ts checks every flag here against the pinned deno's flags.
 */
import type {ReferenceSymbol} from './model';

export const PERMISSION_FLAG_BASE = '/runtime/reference/cli/run';
export const UNSTABLE_FLAGS_PAGE = '/runtime/manual/tools/unstable_flags';

/** Category (and optionally a name pattern) to the flag its experimental symbols need. */
export const UNSTABLE_FLAG_RULES: {category: string; name?: RegExp; flag: string}[] = [
  {category: 'Cloud', name: /Cron/, flag: '--unstable-cron'},
  {category: 'Cloud', flag: '--unstable-kv'},
  {category: 'Network', name: /Vsock/, flag: '--unstable-vsock'},
  {category: 'HTTP Server', name: /Vsock/, flag: '--unstable-vsock'},
  {category: 'Network', flag: '--unstable-net'},
  {category: 'WebSockets', flag: '--unstable-net'},
  {category: 'GPU', flag: '--unstable-webgpu'},
  {category: 'Workers', flag: '--unstable-worker-options'},
  {category: 'Bundler', flag: '--unstable-bundle'},
];

export function unstableFlag(symbol: ReferenceSymbol): string | undefined {
  if (!symbol.experimental) return undefined;
  const docs = symbol.declarations.map((d) => d.jsDoc?.doc ?? '').join('\n');
  const named = /--unstable-[a-z-]+/.exec(docs)?.[0];
  if (named) return named;
  return UNSTABLE_FLAG_RULES.find(
    (rule) => rule.category === symbol.category && (!rule.name || rule.name.test(symbol.name)),
  )?.flag;
}

export const permissionHref = (permission: string): string => `${PERMISSION_FLAG_BASE}#--${permission}`;
export const unstableHref = (flag: string): string => `${UNSTABLE_FLAGS_PAGE}#${flag}`;
