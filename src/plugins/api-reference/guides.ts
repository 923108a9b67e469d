/**
 * Where the guides and the reference meet: the `Deno.` names a text uses, each resolved to the
 * symbol it means (`Deno.Kv.prototype.list` is `Deno.Kv`, `Deno.env.get` is `Deno.env`), or found
 * unknown. The reference lists the guides that use a symbol, the remark plugin links inline code,
 * and the content checker fails on names the pinned declarations do not have: one rule for all.
 */
import fs from 'node:fs';
import type {ApiModel, ApiSymbol} from './model';

export interface DenoMention {
  /** As written: `Deno.Kv.prototype.list`. */
  text: string;
  /** Offset in the text. */
  index: number;
}

const DENO_NAME = /(?<![\w$.])Deno(?:\.[A-Za-z_$][\w$]*)+/g;

export function denoMentions(text: string): DenoMention[] {
  return [...text.matchAll(DENO_NAME)].map((m) => ({text: m[0], index: m.index}));
}

/** The symbol a dotted name starts with (the longest declared prefix), if any. */
export function symbolOfName(model: ApiModel, name: string): ApiSymbol | undefined {
  const parts = name.split('.');
  for (let i = parts.length; i >= 2; i--) {
    const found = model.byName.get(parts.slice(0, i).join('.'));
    if (found) return found;
  }
  return undefined;
}

/** The member anchor of `Deno.Kv.prototype.list` / `Deno.Kv.list` on `Deno.Kv`'s page, if any. */
export function memberAnchor(symbol: ApiSymbol, name: string): string | undefined {
  const rest = name
    .slice(symbol.name.length + 1)
    .replace(/^prototype\./, '')
    .replace(/\(\)$/, '');
  if (!rest || rest.includes('.')) return undefined;
  return symbol.members.find((m) => m.name === rest)?.anchor;
}

const API_CODE = /^(?:new\s+)?((?:Deno\.)?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\(.*\))?$/;

/**
 * The symbol (and member anchor) that inline code names: `Deno.readTextFile()`,
 * `new Deno.Command()`, `Deno.Kv.prototype.list`, `fetch()`, `Response`. A web global counts
 * only as a call or a capitalised name, so `fetch` the word does not.
 */
export function symbolOfCode(model: ApiModel, code: string): {symbol: ApiSymbol; anchor?: string} | undefined {
  const match = API_CODE.exec(code.trim());
  if (!match) return undefined;
  const name = match[1]!;
  const called = match[2] !== undefined;
  if (name.startsWith('Deno.')) {
    const symbol = symbolOfName(model, name);
    if (!symbol) return undefined;
    if (symbol.name === name) return {symbol};
    const anchor = memberAnchor(symbol, name);
    return anchor ? {symbol, anchor} : undefined;
  }
  const symbol = model.byName.get(name);
  if (!symbol || symbol.lib !== 'web' || !(called || /^[A-Z]/.test(name))) return undefined;
  return {symbol};
}

export interface GuideSource {
  title: string;
  permalink: string;
  file: string;
}

/** For each symbol name, the guides that use it (a Deno. name anywhere, a web global in inline code). */
export function guidesBySymbol(
  model: ApiModel,
  sources: GuideSource[],
): Map<string, {title: string; permalink: string}[]> {
  const result = new Map<string, {title: string; permalink: string}[]>();
  for (const source of sources) {
    const text = fs.readFileSync(source.file, 'utf8');
    const used = new Set([
      ...denoMentions(text).flatMap((m) => symbolOfName(model, m.text)?.name ?? []),
      // Web globals named in inline code, by the rule that links them.
      ...[...text.matchAll(/`([^`\n]+)`/g)].flatMap((m) => symbolOfCode(model, m[1]!)?.symbol.name ?? []),
    ]);
    for (const name of used)
      result.set(name, [...(result.get(name) ?? []), {title: source.title, permalink: source.permalink}]);
  }
  for (const list of result.values()) list.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return result;
}
