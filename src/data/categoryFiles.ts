/**
 * The `_category_.json` / `_category_.yml` / `_category_.yaml` files that give the generated
 * sidebars their folder labels and order, read strictly. Docusaurus reads all three with js-yaml,
 * which takes JSON with a trailing comma, and names no line when a value is wrong; the content
 * checker reports each problem here as `file:line: message`.
 */
import {parseTree} from 'jsonc-parser';
import {LineCounter, isMap, isScalar, parseDocument} from 'yaml';
import {filesNamed} from '../plugins/docs/permalink';

export const CATEGORY_FILE_NAME = /^_category_\.(json|ya?ml)$/;

export interface CategoryProblem {
  line: number;
  message: string;
}

/** Every category file under `dir`, sorted. */
export function categoryFiles(dir: string): string[] {
  return filesNamed(dir, CATEGORY_FILE_NAME);
}

/** What is wrong with a category file's text (none: Docusaurus reads it as written). */
export function categoryFileProblems(text: string, fileName: string): CategoryProblem[] {
  const parsed = fileName.endsWith('.json') ? readJson(text) : readYaml(text);
  if ('problem' in parsed) return [parsed.problem];
  const {value, lineOfKey} = parsed;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{line: 1, message: 'must be an object of keys (label, position, ...)'}];
  }
  const problems: CategoryProblem[] = [];
  for (const [key, keyValue] of Object.entries(value as Record<string, unknown>)) {
    const rule = KEYS[key];
    const problem = rule ? rule(keyValue) : `unknown key "${key}" (known: ${Object.keys(KEYS).join(', ')})`;
    if (problem) problems.push({line: lineOfKey(key), message: rule ? `"${key}" ${problem}` : problem});
  }
  return problems;
}

type Rule = (value: unknown) => string | undefined;

const typeName = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
const isObject = (value: unknown): value is Record<string, unknown> => typeName(value) === 'object';
const named = (type: string): string => (type === 'null' ? 'null' : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`);
const is =
  (type: string): Rule =>
  (value) =>
    typeName(value) === type ? undefined : `must be ${named(type)}, not ${named(typeName(value))}`;

/** Docusaurus's schema of a category file (plugin-content-docs, sidebars/validation.js). */
const KEYS: Record<string, Rule> = {
  label: is('string'),
  position: is('number'),
  link: linkProblem,
  collapsed: is('boolean'),
  collapsible: is('boolean'),
  className: is('string'),
  customProps: is('object'),
  description: is('string'),
  key: is('string'),
};

const LINK_KEYS: Record<string, Record<string, Rule>> = {
  doc: {type: is('string'), id: is('string')},
};

/** Docusaurus's other kind of link: this site leaves out the data its pages list (src/plugins/docs). */
const GENERATED_INDEX = 'generated-index';

function linkProblem(link: unknown): string | undefined {
  if (link === null) return undefined;
  if (!isObject(link)) return `must be {"type": "doc", "id": ...}, not ${named(typeName(link))}`;
  if (link.type === GENERATED_INDEX) {
    return `of type "${GENERATED_INDEX}" is not used on this site (its docs plugin drops the descriptions that page lists): link a doc`;
  }
  const keys = LINK_KEYS[String(link.type)];
  if (!keys) return `has type ${JSON.stringify(link.type)}; it must be "doc"`;
  if (link.type === 'doc' && link.id === undefined) return 'of type "doc" needs an "id"';
  for (const [key, value] of Object.entries(link)) {
    const problem = keys[key] ? keys[key](value) : `is not a key of a "${String(link.type)}" link`;
    if (problem) return `.${key} ${problem}`;
  }
  return undefined;
}

type Parsed = {value: unknown; lineOfKey: (key: string) => number} | {problem: CategoryProblem};

const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

function readJson(text: string): Parsed {
  try {
    const value: unknown = JSON.parse(text);
    const properties = parseTree(text)?.children ?? [];
    const lineOfKey = (key: string): number => {
      const property = properties.find((p) => p.children?.[0]?.value === key);
      return property ? lineAt(text, property.offset) : 1;
    };
    return {value, lineOfKey};
  } catch (error) {
    return {problem: jsonSyntaxProblem(text, (error as Error).message)};
  }
}

/** JSON.parse names an offset ("at position 37"); an author needs the line, and the usual cause. */
function jsonSyntaxProblem(text: string, message: string): CategoryProblem {
  const reason = message.replace(/ in JSON at position \d+.*$/, '');
  const at = /at position (\d+)/.exec(message);
  const end = text.trimEnd().length;
  const offset = at ? Number(at[1]) : end;
  if (offset >= end) return {line: lineAt(text, end), message: 'not valid JSON: it ends early (a } or ] is missing)'};
  const before = text.slice(0, offset).trimEnd();
  if (before.endsWith(',') && /^[}\]]/.test(text.slice(offset))) {
    return {line: lineAt(text, before.length - 1), message: 'not valid JSON: trailing comma (JSON allows none)'};
  }
  return {line: lineAt(text, offset), message: `not valid JSON: ${reason}`};
}

function readYaml(text: string): Parsed {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter, prettyErrors: false, uniqueKeys: true});
  const error = doc.errors[0];
  if (error) {
    return {problem: {line: lineCounter.linePos(error.pos[0]).line, message: `not valid YAML: ${error.message}`}};
  }
  const lineOfKey = (key: string): number => {
    const item = isMap(doc.contents)
      ? doc.contents.items.find((i) => isScalar(i.key) && i.key.value === key)
      : undefined;
    const offset = isScalar(item?.key) ? item.key.range?.[0] : undefined;
    return offset === undefined ? 1 : lineCounter.linePos(offset).line;
  };
  return {value: doc.toJS(), lineOfKey};
}
