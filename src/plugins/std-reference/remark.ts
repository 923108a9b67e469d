/**
 * Remark plugin: `<StdExports package="@std/fs" />` on a standard library page becomes the table of
 * every name the package exports, made at build time from exports.json (scripts/std-exports.ts,
 * from the vendored copy): each name once, with its kind and the most specific module it is
 * imported from, marked when the package flags it experimental or deprecated. Markdown nodes like
 * any page's, so search, the build check and the content checker read it as written text.
 */
import type {Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow} from 'mdast';
import {stdExports, type StdExports, type StdSymbol} from './model';
import {expandMarkers} from '../markdown/markers';

export const MARKER = 'StdExports';

const KIND_NAMES: Record<string, string> = {
  function: 'function',
  class: 'class',
  interface: 'interface',
  typeAlias: 'type',
  variable: 'constant',
  enum: 'enum',
  namespace: 'namespace',
};

interface Row {
  symbol: StdSymbol;
  module: string;
}

/** Each exported name once, from its most specific module (a subpath before the package root). */
export function exportRows(name: string, data: StdExports = stdExports()): Row[] {
  const pkg = data.packages[name];
  if (!pkg) {
    const known = Object.keys(data.packages).join(', ');
    throw new Error(`<StdExports package="${name}" />: no such package in the vendored standard library (${known})`);
  }
  const rows = new Map<string, Row>();
  const modules = [...pkg.modules].sort((a, b) => Number(a.path === name) - Number(b.path === name));
  for (const module of modules) {
    for (const symbol of module.symbols)
      if (!rows.has(symbol.name)) rows.set(symbol.name, {symbol, module: module.path});
  }
  return [...rows.values()].sort(
    (a, b) => a.module.localeCompare(b.module) || a.symbol.name.localeCompare(b.symbol.name),
  );
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});

export function exportNodes(name: string, data: StdExports = stdExports()): RootContent[] {
  const version = data.packages[name]?.version;
  const rows = exportRows(name, data);
  const intro: Paragraph = {
    type: 'paragraph',
    children: [
      text(`Every name that `),
      code(`${name}@${version}`),
      text(` exports (${rows.length}), listed from the copy at denoland/std commit `),
      code(data.commit.slice(0, 7)),
      text('. Names marked experimental come from '),
      code('unstable-'),
      text(' modules or are flagged so in the source, and may change in a minor release.'),
    ],
  };
  const header: TableRow = {type: 'tableRow', children: ['Export', 'Kind', 'Import from'].map((t) => cell([text(t)]))};
  const body = rows.map(({symbol, module}): TableRow => {
    const flags = [
      ...(symbol.experimental || module.includes('/unstable-') ? ['experimental'] : []),
      ...(symbol.deprecated ? ['deprecated'] : []),
    ];
    return {
      type: 'tableRow',
      children: [
        cell([code(symbol.name), ...(flags.length > 0 ? [text(` (${flags.join(', ')})`)] : [])]),
        cell([
          text(
            symbol.kind
              .split(', ')
              .map((kind) => KIND_NAMES[kind] ?? kind)
              .join(', '),
          ),
        ]),
        cell([code(module)]),
      ],
    };
  });
  const table: Table = {type: 'table', align: [null, null, null], children: [header, ...body]};
  return [intro, table];
}

/** Replaces each `<StdExports package="..." />` of a page's tree with its table, at the marker's line. */
export function expandStdExports(tree: Root): void {
  expandMarkers(tree, MARKER, ({attributes}) => {
    if (attributes.package === undefined) throw new Error(`<${MARKER} />: needs package="@std/<name>"`);
    return exportNodes(attributes.package);
  });
}

export default function remarkStdExports() {
  return expandStdExports;
}
