/**
 * Remark plugin: `<DenoJsonKeys />` on a page becomes a section per top-level deno.json key, made
 * at build time from deno's configuration schema (schema.ts) and this site's words for each key
 * (descriptions.ts): its type and default, what it does, a table of the keys below it, and an
 * example. They are Markdown nodes like any page's, so the table of contents, heading ids, code
 * highlighting, search and the build check treat them as written text; the browser gets no data.
 */
import type {Code, Heading, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow} from 'mdast';
import {configKeys, type ConfigKey} from './schema';
import {expandMarkers} from '../markdown/markers';
import {KEY_DOCS, type KeyDoc} from './descriptions';

export const MARKER = 'DenoJsonKeys';
const PERMISSION_SET = 'permission set';

/** `Use \`x\` here` as text and inline code nodes. */
function inline(markdown: string): PhrasingContent[] {
  return markdown
    .split('`')
    .flatMap((part, index): PhrasingContent[] =>
      part === '' ? [] : [index % 2 === 1 ? {type: 'inlineCode', value: part} : {type: 'text', value: part}],
    );
}

function docOf(path: string): KeyDoc {
  const doc = KEY_DOCS[path];
  if (!doc) {
    throw new Error(
      `The deno.json reference has no words for the schema's key "${path}": add it to KEY_DOCS in src/plugins/deno-json-reference/descriptions.ts`,
    );
  }
  return doc;
}

function facts(key: ConfigKey): PhrasingContent[] {
  const parts: PhrasingContent[] = [
    {type: 'text', value: 'Type: '},
    {type: 'inlineCode', value: key.type},
  ];
  if (key.default !== undefined)
    parts.push({type: 'text', value: '. Default: '}, {type: 'inlineCode', value: JSON.stringify(key.default)});
  parts.push({type: 'text', value: key.deprecated ? '. Deprecated.' : '.'});
  return parts;
}

function cell(children: PhrasingContent[]): Table['children'][number]['children'][number] {
  return {type: 'tableCell', children};
}

function keyTable(parent: string, keys: ConfigKey[]): Table {
  const header: TableRow = {
    type: 'tableRow',
    children: ['Key', 'Type', 'Default', 'What it does'].map((title) => cell([{type: 'text', value: title}])),
  };
  const rows = keys.map((key): TableRow => ({
    type: 'tableRow',
    children: [
      cell([{type: 'inlineCode', value: key.path.slice(parent.length + 1)}]),
      cell([{type: 'inlineCode', value: key.type}]),
      cell(key.default === undefined ? [] : [{type: 'inlineCode', value: JSON.stringify(key.default)}]),
      cell([...inline(docOf(key.path).summary), ...(key.deprecated ? inline(' Deprecated.') : [])]),
    ],
  }));
  return {type: 'table', align: [null, null, null, null], children: [header, ...rows]};
}

function section(
  title: PhrasingContent[],
  path: string,
  self: ConfigKey | undefined,
  below: ConfigKey[],
): RootContent[] {
  const doc = docOf(path);
  const nodes: RootContent[] = [{type: 'heading', depth: 2, children: title} satisfies Heading];
  if (self) nodes.push({type: 'paragraph', children: facts(self)} satisfies Paragraph);
  nodes.push({type: 'paragraph', children: inline(doc.summary)});
  if (below.length > 0) nodes.push(keyTable(path, below));
  for (const [name, content] of Object.entries(doc.files ?? {})) {
    nodes.push({type: 'code', lang: 'json', meta: `title="${name}"`, value: content.trim()} satisfies Code);
  }
  if (doc.example) {
    nodes.push({type: 'code', lang: 'jsonc', meta: 'title="deno.json"', value: doc.example.trim()} satisfies Code);
  }
  return nodes;
}

/** The generated sections: each top-level key in alphabetical order, then the permission set. */
export function referenceNodes(keys: ConfigKey[] = configKeys()): RootContent[] {
  const topLevel = keys
    .filter((key) => !key.path.includes('.'))
    .sort((a, b) => a.path.localeCompare(b.path, 'en', {sensitivity: 'base'}));
  const below = (path: string): ConfigKey[] => keys.filter((key) => key.path.startsWith(`${path}.`));
  return [
    ...topLevel.flatMap((key) => section([{type: 'inlineCode', value: key.name}], key.path, key, below(key.path))),
    ...section([{type: 'text', value: 'Permission sets'}], PERMISSION_SET, undefined, below(PERMISSION_SET)),
  ];
}

/**
 * Replaces the `<DenoJsonKeys />` marker of a page's tree with the generated sections, at the
 * marker's line.
 */
export function expandDenoJsonReference(tree: Root): void {
  expandMarkers(tree, MARKER, () => referenceNodes());
}

export default function remarkDenoJsonReference() {
  return expandDenoJsonReference;
}
