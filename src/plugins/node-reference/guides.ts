/**
 * The guides that use a Node.js API: a page that imports a name from `node:X` (`import {readFile}
 * from "node:fs/promises"`), or imports the module whole and uses a member of it (`import path
 * from "node:path"` and then `path.join`), uses that symbol of that module. The Node reference
 * lists those guides on each symbol's page, as the Deno reference does.
 */
import fs from 'node:fs';
import type {GuideSource} from '../api-reference/guides';
import type {GuideLink} from '../api-reference/render';
import type {NodeModel} from './model';

const IMPORT =
  /import\s+(type\s+)?([\w$]+\s*,\s*)?(\{[^}]*\}|\*\s+as\s+[\w$]+|[\w$]+)?\s*from\s*["']node:([\w/]+)["']/g;

/** `module:name` keys of the symbols a text uses, as far as its imports tell. */
export function nodeNamesUsed(text: string, model: NodeModel): Set<string> {
  const used = new Set<string>();
  const defaults = new Map(model.modules.map((m) => [m.name, m.defaultExport]));
  for (const match of text.matchAll(IMPORT)) {
    const module = match[4]!;
    if (!defaults.has(module)) continue;
    const clause = match[3] ?? '';
    const whole = [match[2]?.replace(/\s*,\s*$/, ''), /^\*\s+as\s+([\w$]+)/.exec(clause)?.[1]];
    if (/^[\w$]+$/.test(clause)) whole.push(clause);
    if (clause.startsWith('{')) {
      for (const part of clause.slice(1, -1).split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) used.add(`${module}:${name}`);
      }
    }
    // A module imported whole: each `local.member` it is used with names a symbol.
    for (const local of whole) {
      if (!local) continue;
      const assigned = defaults.get(module);
      for (const use of text.matchAll(new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}\\.([\\w$]+)`, 'g'))) {
        used.add(`${module}:${assigned ? `${assigned}.${use[1]}` : use[1]}`);
        used.add(`${module}:${use[1]}`);
      }
    }
  }
  return used;
}

/** For each symbol's path, the guides that use it, by title. */
export function nodeGuidesBySymbol(model: NodeModel, sources: readonly GuideSource[]): Map<string, GuideLink[]> {
  const byKey = new Map(model.symbols.map((s) => [`${s.module}:${s.name}`, s.path]));
  const result = new Map<string, GuideLink[]>();
  for (const source of sources) {
    const text = fs.readFileSync(source.file, 'utf8');
    const paths = new Set([...nodeNamesUsed(text, model)].flatMap((key) => byKey.get(key) ?? []));
    for (const path of paths)
      result.set(path, [...(result.get(path) ?? []), {title: source.title, permalink: source.permalink}]);
  }
  for (const list of result.values()) list.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return result;
}
