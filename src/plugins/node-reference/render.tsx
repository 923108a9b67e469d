/**
 * The Node.js API reference's pages (/api/node), made by the Deno reference's components
 * (src/plugins/api-reference): an overview of the modules, a page per module, a page per symbol
 * and every symbol from A to Z. index.ts loads this module through requireTsx (jiti knows no JSX).
 */
import React, {Fragment, type ReactNode} from 'react';
import type {Crumb} from '../prepared-pages/Layout';
import type {PreparedPage} from '../prepared-pages/page';
import {SideNav} from '../prepared-pages/Layout';
import {linkerOf, type Linker} from '../api-reference/links';
import {
  ExperimentalStyleContext,
  KIND_LABEL,
  SymbolNames,
  SymbolTable,
  type ExperimentalStyle,
} from '../api-reference/marks';
import {resolveInScope, tagsOf} from '../api-reference/model';
import {Heading, Outline, pageHtml} from '../api-reference/pageLayout';
import {Joined, Markdown} from '../api-reference/parts';
import {symbolArticle, type GuideLink} from '../api-reference/render';
import {
  NODE_API_BASE,
  nodeAllSymbolsPath,
  nodeSymbolsOf,
  type NodeModel,
  type NodeModule,
  type NodeSymbol,
} from './model';
import {
  moduleSupport,
  supportCounts,
  symbolStatus,
  type ModuleSupport,
  type NodeSupport,
  type SymbolStatus,
} from './support';

const TITLE = 'Node.js APIs';

/** A count as prose writes it: 3,236. */
const count = (n: number): string => n.toLocaleString('en');

/** In this reference "experimental" is Node.js's status: no deno flag turns such an API on. */
const NODE_EXPERIMENTAL: ExperimentalStyle = {
  badge: () => <span className="badge badge--warning">experimental in Node.js</span>,
  word: 'experimental',
};

const homeCrumbs: Crumb[] = [
  {label: 'API reference', href: '/api'},
  {label: TITLE, href: NODE_API_BASE},
];

/** The sidebar: the overview, A-Z, and every module; `currentPath` is the link marked. */
function NodeSideNav({model, currentPath}: {model: NodeModel; currentPath: string}): ReactNode {
  const groups = [
    {
      title: TITLE,
      links: [
        {label: 'Overview', href: NODE_API_BASE},
        {label: 'All symbols, A–Z', href: nodeAllSymbolsPath},
      ],
    },
    {title: 'Modules', links: model.modules.map((m) => ({label: m.specifier, href: m.path, code: true}))},
  ];
  return <SideNav label="Node.js API reference" groups={groups} currentPath={currentPath} />;
}

/** Where the text comes from, at the end of every page. */
function Source({model}: {model: NodeModel}): ReactNode {
  return (
    <p className="api-source">
      Generated from the type declarations of <code>@types/node</code> {model.typesVersion} (MIT licence; Node.js
      {` v${model.typesVersion.split('.')[0]}`} is the version deno {model.denoVersion} reports), read by{' '}
      <code>deno doc</code>.
    </p>
  );
}

/** A page of this reference: its frame, sidebar and source line, inside Node's sense of experimental. */
function nodePage(
  model: NodeModel,
  page: Omit<PreparedPage, 'html'>,
  crumbs: Crumb[],
  outline: Outline,
  article: ReactNode,
  sidebarPath: string,
): PreparedPage {
  return {
    ...page,
    html: pageHtml(
      crumbs,
      outline,
      <NodeSideNav model={model} currentPath={sidebarPath} />,
      <ExperimentalStyleContext.Provider value={NODE_EXPERIMENTAL}>
        {article}
        <Source model={model} />
      </ExperimentalStyleContext.Provider>,
    ),
  };
}

/**
 * Where a name written in a module's declarations links: a symbol of that module, looked up from
 * the innermost namespace outwards, else the one top-level symbol of that name in any module (the
 * declarations import `Buffer`, `EventEmitter`, `URL` from their modules). A name two modules
 * define and this one does not is left unlinked rather than guessed.
 */
function nodeLinker(model: NodeModel, module: string, scope: string): Linker {
  const own = new Map(nodeSymbolsOf(model, module).map((s) => [s.name, s]));
  const topLevel = topLevelByName(model);
  return linkerOf((name) => resolveInScope((full) => own.get(full), name, scope) ?? topLevel.get(name));
}

const uniqueTopLevel = new WeakMap<NodeModel, Map<string, NodeSymbol | undefined>>();

/** Top-level names of every module: the symbol, or undefined when two modules define the name. */
function topLevelByName(model: NodeModel): Map<string, NodeSymbol | undefined> {
  let names = uniqueTopLevel.get(model);
  if (!names) {
    names = new Map();
    for (const symbol of model.symbols) {
      if (symbol.scope) continue;
      names.set(symbol.name, names.has(symbol.name) ? undefined : symbol);
    }
    uniqueTopLevel.set(model, names);
  }
  return names;
}

/** How a program gets the symbol: the import of its top-level name (a type import for a type). */
export function importLine(module: NodeModule, symbol: Pick<NodeSymbol, 'name' | 'kinds'>): string {
  const top = symbol.name.split('.')[0]!;
  if (top === module.defaultExport) return `import ${top} from "${module.specifier}";`;
  const typeOnly = symbol.kinds.every((k) => k === 'interface' || k === 'typeAlias');
  return `import ${typeOnly ? 'type ' : ''}{ ${top} } from "${module.specifier}";`;
}

/** The Node.js version that added a symbol, from its `@since` tags (the earliest). */
function sinceOf(symbol: NodeSymbol): string | undefined {
  return symbol.declarations
    .flatMap((d) => tagsOf(d.jsDoc))
    .find((t) => t.kind === 'since')
    ?.doc?.trim();
}

/** A probed symbol's mark: where deno has it, lacks it, or has a stub; nothing for a type. */
function SupportMark({status, deno}: {status: SymbolStatus | undefined; deno: string}): ReactNode {
  if (status === undefined) return null;
  const mark = {
    present: <span className="badge badge--secondary">in deno {deno}</span>,
    missing: <span className="badge badge--danger">undefined in deno {deno}</span>,
    stub: <span className="badge badge--warning">a stub in deno {deno}: throws “Not implemented”</span>,
    'not-a-function': <span className="badge badge--warning">not a function in deno {deno}</span>,
  }[status];
  return (
    <p className="api-marks">
      {mark} <a href={`${NODE_API_BASE}#support`}>how this is measured</a>
    </p>
  );
}

export function renderNodeSymbolPage(
  model: NodeModel,
  support: NodeSupport,
  symbol: NodeSymbol,
  guides: readonly GuideLink[],
): PreparedPage {
  const module = model.modules.find((m) => m.name === symbol.module)!;
  const status = symbolStatus(support, symbol);
  const link = nodeLinker(model, module.name, symbol.kinds.includes('namespace') ? symbol.name : symbol.scope);
  const outline = new Outline();
  const since = sinceOf(symbol);
  const lead = (
    <>
      <SupportMark status={status} deno={support.denoVersion} />
      <Markdown className="api-import" text={`\`\`\`ts\n${importLine(module, symbol)}\n\`\`\``} link={link} />
      {since ? <p className="api-since">Added in Node.js {since}.</p> : null}
    </>
  );
  return nodePage(
    model,
    {
      path: symbol.path,
      title: `${symbol.name} — ${module.specifier}`,
      description:
        symbol.summary ||
        `The ${KIND_LABEL[symbol.kinds[0]!]} ${symbol.name} of ${module.specifier}, as Deno provides it.`,
    },
    [...homeCrumbs, {label: module.specifier, href: module.path}, {label: symbol.name}],
    outline,
    symbolArticle(outline, nodeSymbolsOf(model, module.name), symbol, guides, link, lead),
    module.path,
  );
}

/** The names of a module's symbols with one status, as code, joined. */
function namesWith(module: ModuleSupport, status: SymbolStatus): ReactNode {
  const names = Object.entries(module.statuses).flatMap(([name, s]) => (s === status ? [name] : []));
  return (
    <Joined
      items={names.map((name) => (
        <code>{name}</code>
      ))}
      separator=", "
    />
  );
}

/** What the probe found for one module, in a sentence. */
function ModuleSupportText({module, support}: {module: ModuleSupport; support: NodeSupport}): ReactNode {
  const deno = support.denoVersion;
  if (module.importError !== undefined)
    return (
      <p>
        <code>node:{module.module}</code> does not load in deno {deno}: <q>{module.importError}</q>
      </p>
    );
  const counts = supportCounts(module);
  return (
    <p>
      Of its {counts.probed} exports that have a value, deno {deno} defines {counts.probed - counts.missing}
      {counts.missing ? <>; undefined: {namesWith(module, 'missing')}</> : null}
      {counts.stub ? <>; stubs that throw “Not implemented” when called: {namesWith(module, 'stub')}</> : null}
      {counts['not-a-function'] ? (
        <>; not functions, though declared as such: {namesWith(module, 'not-a-function')}</>
      ) : null}
      . <a href={`${NODE_API_BASE}#support`}>How this is measured.</a>
    </p>
  );
}

export function renderNodeModulePage(model: NodeModel, support: NodeSupport, module: NodeModule): PreparedPage {
  const symbols = nodeSymbolsOf(model, module.name);
  const outline = new Outline();
  const topLevel = symbols.filter((s) => !s.scope);
  const article = (
    <>
      <h1>
        <code>{module.specifier}</code>
      </h1>
      <p>
        The {symbols.length} symbols that <code>@types/node</code> declares for <code>{module.specifier}</code>, the
        specifier a Deno program imports the module by.
        {symbols.length > topLevel.length
          ? ` The table lists the module's own ${topLevel.length}; each namespace's page lists its members.`
          : null}
      </p>
      <Heading heading={outline.heading(2, 'support', `Support in deno ${support.denoVersion}`)} />
      <ModuleSupportText module={moduleSupport(support, module.name)} support={support} />
      <Heading heading={outline.heading(2, 'symbols', 'Symbols')} />
      <SymbolTable symbols={topLevel} />
    </>
  );
  return nodePage(
    model,
    {
      path: module.path,
      title: `${module.specifier} — Node.js APIs`,
      description: `The ${symbols.length} functions, classes, interfaces and types of ${module.specifier}, as Deno provides it.`,
    },
    [...homeCrumbs, {label: module.specifier}],
    outline,
    article,
    module.path,
  );
}

export function renderNodeHomePage(model: NodeModel, support: NodeSupport): PreparedPage {
  const outline = new Outline();
  const rows = model.modules.map((m) => ({module: m, support: moduleSupport(support, m.name)}));
  const total = rows.reduce(
    (sum, {support: s}) => {
      const counts = supportCounts(s);
      return {probed: sum.probed + counts.probed, missing: sum.missing + counts.missing, stub: sum.stub + counts.stub};
    },
    {probed: 0, missing: 0, stub: 0},
  );
  const unloadable = rows.filter((r) => r.support.importError !== undefined).length;
  const article = (
    <>
      <h1>{TITLE}</h1>
      <p>
        Deno provides Node.js&apos;s built-in modules under the <code>node:</code> scheme:{' '}
        <code>import {'{ readFile }'} from &quot;node:fs/promises&quot;;</code> works in any Deno program, with the
        permissions the call needs (<code>--allow-read</code> here). These pages document the {model.modules.length}{' '}
        modules and {count(model.symbols.length)} symbols that <code>@types/node</code> {model.typesVersion} declares;
        deno {model.denoVersion} reports Node.js v{model.typesVersion.split('.')[0]} compatibility. See also{' '}
        <a href={nodeAllSymbolsPath}>every symbol from A to Z</a> and the guide to{' '}
        <a href="/runtime/manual/node/node_specifiers">Node.js built-in modules in Deno</a>.
      </p>
      <Heading heading={outline.heading(2, 'support', `Support in deno ${support.denoVersion}, measured`)} />
      <p>
        Each module was imported by deno {support.denoVersion} on Linux, in a program with no permissions, and each
        export that has a value (a function, class, variable or enum; types have none) was read. A function was also
        called once with no arguments: without permissions the call can reach no file, network or process, and many
        calls only reject the missing arguments, but a stub throws “Not implemented”. So a defined export is there, not
        proven to work. Exports that Node.js itself defines only on other systems (Windows error codes, macOS&apos;s{' '}
        <code>lchmod</code>) are undefined on Linux in Node.js too. In all: {count(total.probed)} exports,{' '}
        {count(total.probed - total.missing)} defined, {total.missing} undefined, {total.stub} stubs; {unloadable}{' '}
        modules do not load.
      </p>
      <div className="api-table-scroll">
        <table className="api-table">
          <thead>
            <tr>
              <th scope="col">Module</th>
              <th scope="col">Symbols</th>
              <th scope="col">Exports with a value</th>
              <th scope="col">Undefined in deno</th>
              <th scope="col">Stubs</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({module, support: s}) => {
              const counts = supportCounts(s);
              return (
                <tr key={module.name}>
                  <th scope="row">
                    <a href={module.path}>
                      <code>{module.specifier}</code>
                    </a>
                  </th>
                  <td>{nodeSymbolsOf(model, module.name).length}</td>
                  {s.importError !== undefined ? (
                    <td colSpan={3}>does not load</td>
                  ) : (
                    <>
                      <td>{counts.probed}</td>
                      <td>{counts.missing}</td>
                      <td>{counts.stub}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
  return nodePage(
    model,
    {
      path: NODE_API_BASE,
      title: TITLE,
      description: `The ${model.modules.length} Node.js built-in modules Deno provides under node:, with every function, class and type, and what deno ${support.denoVersion} supports.`,
    },
    [homeCrumbs[0]!, {label: TITLE}],
    outline,
    article,
    NODE_API_BASE,
  );
}

export function renderNodeAllSymbolsPage(model: NodeModel): PreparedPage {
  const outline = new Outline();
  const modules = model.modules.map((module) => ({
    module,
    heading: outline.heading(2, module.name.replace(/\//g, '-'), module.specifier),
    symbols: nodeSymbolsOf(model, module.name),
  }));
  const article = (
    <>
      <h1>All symbols</h1>
      <p>Every symbol of the {model.modules.length} Node.js modules, by module and from A to Z.</p>
      {modules.map(({module, heading, symbols}) => (
        <Fragment key={module.name}>
          <Heading heading={heading}>
            <a href={module.path}>
              <code>{module.specifier}</code>
            </a>
          </Heading>
          <SymbolNames symbols={symbols} />
        </Fragment>
      ))}
    </>
  );
  return nodePage(
    model,
    {
      path: nodeAllSymbolsPath,
      title: `All symbols — ${TITLE}`,
      description: `Every one of the ${count(model.symbols.length)} symbols of the Node.js built-in modules, by module.`,
    },
    [...homeCrumbs, {label: 'All symbols'}],
    outline,
    article,
    nodeAllSymbolsPath,
  );
}

/** Every page of the reference; `symbolPage` may answer a symbol's page from a cache instead of `render`. */
export function renderAllNodePages(
  model: NodeModel,
  support: NodeSupport,
  guides: (symbol: NodeSymbol) => readonly GuideLink[],
  symbolPage: (symbol: NodeSymbol, render: () => PreparedPage) => PreparedPage = (_symbol, render) => render(),
): PreparedPage[] {
  return [
    renderNodeHomePage(model, support),
    renderNodeAllSymbolsPage(model),
    ...model.modules.map((m) => renderNodeModulePage(model, support, m)),
    ...model.symbols.map((s) => symbolPage(s, () => renderNodeSymbolPage(model, support, s, guides(s)))),
  ];
}
