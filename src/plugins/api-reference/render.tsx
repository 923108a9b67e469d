/**
 * The API reference's pages, rendered by React to static HTML at build time: a page per symbol
 * (every signature with its overloads, parameters, members, marks, examples and the guides that
 * use it), an index per library and per category, and an A-Z list. The browser receives the
 * markup, never the data. index.ts loads this module through requireTsx (jiti knows no JSX).
 */
import React, {Fragment, type ReactNode} from 'react';
import type {Crumb} from '../prepared-pages/Layout';
import type {PreparedPage} from '../prepared-pages/page';
import {declarationSection, examplesSection} from './declarations';
import {linkerFor, type Linker} from './links';
import {KIND_LABEL, Marks, SymbolNames, SymbolTable, shortName} from './marks';
import {
  LIBS,
  allSymbolsPath,
  apiBase,
  categoriesOf,
  categoryPath,
  categorySlug,
  symbolsOf,
  tagsOf,
  type ApiModel,
  type ApiSymbol,
  type Lib,
  type ReferenceSymbol,
} from './model';
import {ApiSideNav, Heading, Outline, pageHtml} from './pageLayout';
import {Doc, Markdown} from './parts';
import {functionSection} from './signatures';

/** A reference page: a prepared page (src/plugins/prepared-pages). */
export type ApiPage = PreparedPage;

export interface GuideLink {
  title: string;
  permalink: string;
}

const libInfo = (lib: Lib) => LIBS.find((l) => l.id === lib)!;

const libCrumbs = (lib: Lib): Crumb[] => [
  {label: 'API reference', href: '/api'},
  {label: libInfo(lib).title, href: apiBase(lib)},
];

/**
 * The article of a symbol's page: name, marks, `lead` (the Node reference's import line),
 * documentation, declarations, examples, see also, guides; `symbols` holds a namespace's members.
 * The Node reference's pages are made with it too.
 */
export function symbolArticle(
  outline: Outline,
  symbols: readonly ReferenceSymbol[],
  symbol: ReferenceSymbol,
  guides: readonly GuideLink[],
  link: Linker,
  lead?: ReactNode,
): ReactNode {
  const main = symbol.declarations.find((d) => d.kind !== 'function' && d.jsDoc?.doc) ?? symbol.declarations[0];
  const functions = symbol.declarations.flatMap((d) => (d.kind === 'function' ? [{def: d.def, jsDoc: d.jsDoc}] : []));
  // An interface and the variable holding its constructor: the interface first.
  const rest = symbol.declarations.filter((d) => d.kind !== 'function');
  rest.sort((a, b) =>
    a.kind === 'interface' || a.kind === 'class' ? -1 : b.kind === 'interface' || b.kind === 'class' ? 1 : 0,
  );
  // Sections are made in page order: each takes its headings' ids from the outline as it is made.
  const signatures = functions.length ? functionSection(outline, symbol, functions, link) : null;
  const declarations = rest.map((d, i) => (
    <Fragment key={i}>{declarationSection(outline, symbol, d, symbols, link)}</Fragment>
  ));
  const examples = examplesSection(outline, symbol, link);
  const see = symbol.declarations.flatMap((d) => tagsOf(d.jsDoc).filter((t) => t.kind === 'see'));
  const seeHeading = see.length ? outline.heading(2, 'see-also', 'See also') : undefined;
  const guidesHeading = guides.length ? outline.heading(2, 'guides', 'Used in the guides') : undefined;
  return (
    <>
      <h1>{symbol.name}</h1>
      <Marks symbol={symbol} />
      {lead}
      {symbol.deprecated !== undefined ? (
        <div className="alert alert--danger api-deprecated">
          <strong>Deprecated.</strong> <Markdown text={symbol.deprecated || 'No replacement is named.'} link={link} />
        </div>
      ) : null}
      <Doc jsDoc={functions.length > 1 ? functions[0]!.jsDoc : main?.jsDoc} link={link} />
      {signatures}
      {declarations}
      {examples}
      {seeHeading ? (
        <>
          <Heading heading={seeHeading} />
          <ul>
            {see.map((tag, i) => (
              <Markdown key={i} as="li" inline text={tag.doc?.trim() ?? ''} link={link} />
            ))}
          </ul>
        </>
      ) : null}
      {guidesHeading ? (
        <>
          <Heading heading={guidesHeading} />
          <ul>
            {guides.map((guide, i) => (
              <li key={i}>
                <a href={guide.permalink}>{guide.title}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** A symbol's page, its category marked in the sidebar. */
export function renderSymbolPage(model: ApiModel, symbol: ApiSymbol, guides: GuideLink[]): ApiPage {
  const link = linkerFor(model, symbol.scope || (symbol.kinds.includes('namespace') ? symbol.name : ''));
  const outline = new Outline();
  const crumbs = [
    ...libCrumbs(symbol.lib),
    {label: symbol.category, href: categoryPath(symbol.lib, symbol.category)},
    {label: shortName(symbol)},
  ];
  return {
    path: symbol.path,
    title: symbol.name,
    description: symbol.summary || `The ${KIND_LABEL[symbol.kinds[0]!]} ${symbol.name} in Deno ${model.version}.`,
    html: pageHtml(
      crumbs,
      outline,
      // The symbol's category is marked in the sidebar.
      <ApiSideNav model={model} currentPath={categoryPath(symbol.lib, symbol.category)} />,
      symbolArticle(outline, model.symbols, symbol, guides, link),
    ),
  };
}

/** A library's overview: its categories, each with the names of its symbols. */
export function renderLibPage(model: ApiModel, lib: Lib): ApiPage {
  const info = libInfo(lib);
  const outline = new Outline();
  const symbols = symbolsOf(model, lib);
  const categories = categoriesOf(model, lib).map((category) => ({
    category,
    heading: outline.heading(2, categorySlug(category), category),
    symbols: symbols.filter((s) => s.category === category),
  }));
  const article = (
    <>
      <h1>{info.title}</h1>
      <p>
        {info.description} Generated from the declarations of deno {model.version} (<code>deno types</code>):{' '}
        {symbols.length} symbols. See also <a href={allSymbolsPath(lib)}>all symbols from A to Z</a>.
      </p>
      {categories.map(({category, heading, symbols: own}) => (
        <Fragment key={category}>
          <Heading heading={heading}>
            <a href={categoryPath(lib, category)}>{category}</a>
          </Heading>
          <SymbolNames symbols={own} />
        </Fragment>
      ))}
    </>
  );
  return {
    path: apiBase(lib),
    title: info.title,
    description: info.description,
    html: pageHtml(
      [libCrumbs(lib)[0]!, {label: info.title}],
      outline,
      <ApiSideNav model={model} currentPath={apiBase(lib)} />,
      article,
    ),
  };
}

/** A category's page: its symbols as a table with their summaries. */
export function renderCategoryPage(model: ApiModel, lib: Lib, category: string): ApiPage {
  const info = libInfo(lib);
  const own = symbolsOf(model, lib).filter((s) => s.category === category);
  const article = (
    <>
      <h1>{category}</h1>
      <p>
        {own.length} symbols of the {info.title} in this category.
      </p>
      <SymbolTable symbols={own} />
    </>
  );
  return {
    path: categoryPath(lib, category),
    title: `${category} — ${info.title}`,
    description: `${category}: ${own.length} symbols of the ${info.title}, with their summaries.`,
    html: pageHtml(
      [...libCrumbs(lib), {label: category}],
      new Outline(),
      <ApiSideNav model={model} currentPath={categoryPath(lib, category)} />,
      article,
    ),
  };
}

/** A library's symbols from A to Z, as a table. */
export function renderAllSymbolsPage(model: ApiModel, lib: Lib): ApiPage {
  const info = libInfo(lib);
  const symbols = symbolsOf(model, lib);
  const article = (
    <>
      <h1>All symbols</h1>
      <p>Every symbol of the {info.title}, from A to Z.</p>
      <SymbolTable symbols={symbols} />
    </>
  );
  return {
    path: allSymbolsPath(lib),
    title: `All symbols — ${info.title}`,
    description: `Every one of the ${symbols.length} symbols of the ${info.title}, from A to Z.`,
    html: pageHtml(
      [...libCrumbs(lib), {label: 'All symbols'}],
      new Outline(),
      <ApiSideNav model={model} currentPath={allSymbolsPath(lib)} />,
      article,
    ),
  };
}

/** /api: the libraries, with their number of symbols. */
export function renderHomePage(model: ApiModel): ApiPage {
  const article = (
    <>
      <h1>API reference</h1>
      <p>
        Every API of deno {model.version}, generated from its own type declarations (<code>deno types</code>), with
        signatures, options, required permissions and the flags unstable APIs need. Names in the guides link here.
      </p>
      <ul>
        {LIBS.map((lib) => (
          <li key={lib.id}>
            <a href={apiBase(lib.id)}>
              <strong>{lib.title}</strong>
            </a>{' '}
            — {lib.description} ({symbolsOf(model, lib.id).length} symbols, <a href={allSymbolsPath(lib.id)}>A–Z</a>)
          </li>
        ))}
        <li>
          {/* src/plugins/node-reference */}
          <a href="/api/node">
            <strong>Node.js APIs</strong>
          </a>{' '}
          — the <code>node:</code> built-in modules Deno provides, from <code>@types/node</code>.
        </li>
      </ul>
      <p>
        To read the same documentation in a terminal, run <code>deno doc</code> on a module, or <code>deno types</code>{' '}
        for the declarations themselves.
      </p>
    </>
  );
  return {
    path: '/api',
    title: 'API reference',
    description: `The Deno namespace and web platform APIs of Deno ${model.version}, generated from its type declarations.`,
    html: pageHtml([{label: 'API reference'}], new Outline(), <ApiSideNav model={model} currentPath="/api" />, article),
  };
}

/** Every page of the reference; `symbolPage` may answer a symbol's page from a cache instead of `render`. */
export function renderAllPages(
  model: ApiModel,
  guides: (symbol: ApiSymbol) => GuideLink[],
  symbolPage: (symbol: ApiSymbol, render: () => ApiPage) => ApiPage = (_symbol, render) => render(),
): ApiPage[] {
  return [
    renderHomePage(model),
    ...LIBS.flatMap(({id}) => [
      renderLibPage(model, id),
      renderAllSymbolsPage(model, id),
      ...categoriesOf(model, id).map((c) => renderCategoryPage(model, id, c)),
    ]),
    ...model.symbols.map((s) => symbolPage(s, () => renderSymbolPage(model, s, guides(s)))),
  ];
}
