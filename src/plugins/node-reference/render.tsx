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
  BreakableName,
  ExperimentalStyleContext,
  KIND_LABEL,
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

const TITLE = 'Node.js APIs';

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

export function renderNodeSymbolPage(model: NodeModel, symbol: NodeSymbol, guides: readonly GuideLink[]): PreparedPage {
  const module = model.modules.find((m) => m.name === symbol.module)!;
  const link = nodeLinker(model, module.name, symbol.kinds.includes('namespace') ? symbol.name : symbol.scope);
  const outline = new Outline();
  const since = sinceOf(symbol);
  const lead = (
    <>
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

export function renderNodeModulePage(model: NodeModel, module: NodeModule): PreparedPage {
  const symbols = nodeSymbolsOf(model, module.name);
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
    new Outline(),
    article,
    module.path,
  );
}

export function renderNodeHomePage(model: NodeModel): PreparedPage {
  const article = (
    <>
      <h1>{TITLE}</h1>
      <p>
        Deno provides Node.js&apos;s built-in modules under the <code>node:</code> scheme:{' '}
        <code>import {'{ readFile }'} from &quot;node:fs/promises&quot;;</code> works in any Deno program, with the
        permissions the call needs (<code>--allow-read</code> here). These pages document the {model.modules.length}{' '}
        modules and {model.symbols.length} symbols that <code>@types/node</code> {model.typesVersion} declares; deno{' '}
        {model.denoVersion} reports Node.js v{model.typesVersion.split('.')[0]} compatibility.
      </p>
      <ul className="api-node-modules">
        {model.modules.map((m) => (
          <li key={m.name}>
            <a href={m.path}>
              <code>{m.specifier}</code>
            </a>{' '}
            ({nodeSymbolsOf(model, m.name).length} symbols)
          </li>
        ))}
      </ul>
      <p>
        See also <a href={nodeAllSymbolsPath}>every symbol from A to Z</a> and the guide to{' '}
        <a href="/runtime/manual/node/node_specifiers">Node.js built-in modules in Deno</a>.
      </p>
    </>
  );
  return nodePage(
    model,
    {
      path: NODE_API_BASE,
      title: TITLE,
      description: `The ${model.modules.length} Node.js built-in modules Deno provides under node:, with every function, class and type.`,
    },
    [homeCrumbs[0]!, {label: TITLE}],
    new Outline(),
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
          <p className="api-list">
            <Joined
              items={symbols.map((s) => (
                <a href={s.path}>
                  <code>
                    <BreakableName name={s.name} />
                  </code>
                </a>
              ))}
              separator=" "
            />
          </p>
        </Fragment>
      ))}
    </>
  );
  return nodePage(
    model,
    {
      path: nodeAllSymbolsPath,
      title: `All symbols — ${TITLE}`,
      description: `Every one of the ${model.symbols.length} symbols of the Node.js built-in modules, by module.`,
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
  guides: (symbol: NodeSymbol) => readonly GuideLink[],
  symbolPage: (symbol: NodeSymbol, render: () => PreparedPage) => PreparedPage = (_symbol, render) => render(),
): PreparedPage[] {
  return [
    renderNodeHomePage(model),
    renderNodeAllSymbolsPage(model),
    ...model.modules.map((m) => renderNodeModulePage(model, m)),
    ...model.symbols.map((s) => symbolPage(s, () => renderNodeSymbolPage(model, s, guides(s)))),
  ];
}
