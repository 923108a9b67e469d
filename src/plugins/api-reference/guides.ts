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

export interface GuideSource {
  title: string;
  permalink: string;
  file: string;
}

/** For each symbol name, the guides whose text (prose or code) uses it, in title order. */
export function guidesBySymbol(
  model: ApiModel,
  sources: GuideSource[],
): Map<string, {title: string; permalink: string}[]> {
  const result = new Map<string, {title: string; permalink: string}[]>();
  for (const source of sources) {
    const text = fs.readFileSync(source.file, 'utf8');
    const used = new Set(denoMentions(text).flatMap((m) => symbolOfName(model, m.text)?.name ?? []));
    for (const name of used)
      result.set(name, [...(result.get(name) ?? []), {title: source.title, permalink: source.permalink}]);
  }
  for (const list of result.values()) list.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return result;
}
