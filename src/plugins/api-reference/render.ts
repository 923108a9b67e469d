/**
 * The API reference as HTML strings made at build time: a page per symbol (every signature with
 * its overloads, parameters, members, marks, examples and the guides that use it), an index per
 * library and per category, and an A-Z list. The browser receives the markup, never the data.
 */
import {escapeHtml} from '../markdown/html';
import type {PreparedPage} from '../prepared-pages/page';
import {sideNavHtml, type SideNavGroup} from '../prepared-pages/layout';
import {codeBlockHtml, markdownHtml} from './doc';
import {
  LIBS,
  allSymbolsPath,
  apiBase,
  categoriesOf,
  categoryPath,
  categorySlug,
  tagsOf,
  symbolPath,
  symbolsOf,
  type ApiModel,
  type ApiSymbol,
  type Lib,
} from './model';
import {Page, layout} from './pageLayout';
import {
  KIND_LABEL,
  breakableName,
  declarationSection,
  docHtml,
  examplesSection,
  functionSection,
  linkerFor,
  marksHtml,
  shortName,
  symbolTable,
} from './sections';

/** A reference page: a prepared page (src/plugins/prepared-pages). */
export type ApiPage = PreparedPage;

export interface GuideLink {
  title: string;
  permalink: string;
}

const libCrumbs = (lib: Lib): {label: string; href?: string}[] => [
  {label: 'API reference', href: '/api'},
  {label: LIBS.find((l) => l.id === lib)!.title, href: apiBase(lib)},
];

const sideNavGroups = new WeakMap<ApiModel, SideNavGroup[]>();

/** The API sidebar: each library's overview, A-Z and categories; `current` is the path marked. */
function apiSideNav(model: ApiModel, current: string): string {
  // The same groups on every page: the categories are sorted once, not once a page.
  let groups = sideNavGroups.get(model);
  if (!groups) {
    groups = LIBS.map((lib) => ({
      title: lib.title,
      links: [
        {label: 'Overview', href: apiBase(lib.id)},
        {label: 'All symbols, A–Z', href: allSymbolsPath(lib.id)},
        ...categoriesOf(model, lib.id).map((category) => ({label: category, href: categoryPath(lib.id, category)})),
      ],
    }));
    sideNavGroups.set(model, groups);
  }
  return sideNavHtml('API reference', groups, current);
}

export function renderSymbolPage(model: ApiModel, symbol: ApiSymbol, guides: GuideLink[]): ApiPage {
  const link = linkerFor(model, symbol.scope || (symbol.kinds.includes('namespace') ? symbol.name : ''));
  const page = new Page();
  page.push(`<h1>${escapeHtml(symbol.name)}</h1>`).push(marksHtml(symbol));
  if (symbol.deprecated !== undefined) {
    page.push(
      `<div class="alert alert--danger api-deprecated"><strong>Deprecated.</strong> ${markdownHtml(symbol.deprecated || 'No replacement is named.', link)}</div>`,
    );
  }
  const main = symbol.declarations.find((d) => d.kind !== 'function' && d.jsDoc?.doc) ?? symbol.declarations[0];
  const functions = symbol.declarations.flatMap((d) => (d.kind === 'function' ? [{def: d.def, jsDoc: d.jsDoc}] : []));
  page.push(docHtml(functions.length > 1 ? functions[0]!.jsDoc : main?.jsDoc, link));
  if (functions.length) functionSection(page, symbol, functions, link);
  // An interface and the variable holding its constructor: the interface first.
  const rest = symbol.declarations.filter((d) => d.kind !== 'function');
  rest.sort((a, b) =>
    a.kind === 'interface' || a.kind === 'class' ? -1 : b.kind === 'interface' || b.kind === 'class' ? 1 : 0,
  );
  for (const declaration of rest) declarationSection(page, symbol, declaration, model, link);
  examplesSection(page, symbol, link);
  const see = symbol.declarations.flatMap((d) => tagsOf(d.jsDoc).filter((t) => t.kind === 'see'));
  if (see.length) {
    page.heading(2, 'see-also', 'See also', 'See also');
    page.push(
      `<ul>${see.map((t) => `<li>${markdownHtml(t.doc?.trim() ?? '', link).replace(/^<p>|<\/p>$/g, '')}</li>`).join('')}</ul>`,
    );
  }
  if (guides.length) {
    page.heading(2, 'guides', 'Used in the guides', 'Used in the guides');
    page.push(
      `<ul>${guides.map((g) => `<li><a href="${escapeHtml(g.permalink)}">${escapeHtml(g.title)}</a></li>`).join('')}</ul>`,
    );
  }
  const crumbs = [
    ...libCrumbs(symbol.lib),
    {label: symbol.category, href: categoryPath(symbol.lib, symbol.category)},
    {label: shortName(symbol)},
  ];
  return {
    path: symbolPath(symbol),
    title: symbol.name,
    description: symbol.summary || `The ${KIND_LABEL[symbol.kinds[0]!]} ${symbol.name} in Deno ${model.version}.`,
    // The symbol's category is marked in the sidebar.
    html: layout(crumbs, page, apiSideNav(model, categoryPath(symbol.lib, symbol.category))),
  };
}

export function renderLibPage(model: ApiModel, lib: Lib): ApiPage {
  const info = LIBS.find((l) => l.id === lib)!;
  const page = new Page();
  const symbols = symbolsOf(model, lib);
  page.push(`<h1>${escapeHtml(info.title)}</h1>`);
  page.push(
    `<p>${escapeHtml(info.description)} Generated from the declarations of deno ${escapeHtml(model.version)} (<code>deno types</code>): ${symbols.length} symbols. ` +
      `See also <a href="${allSymbolsPath(lib)}">all symbols from A to Z</a>.</p>`,
  );
  for (const category of categoriesOf(model, lib)) {
    const own = symbols.filter((s) => s.category === category);
    page.heading(
      2,
      categorySlug(category),
      `<a href="${categoryPath(lib, category)}">${escapeHtml(category)}</a>`,
      category,
    );
    page.push(
      `<p class="api-list">${own.map((s) => `<a href="${escapeHtml(symbolPath(s))}"><code>${breakableName(s.name)}</code></a>`).join(' ')}</p>`,
    );
  }
  return {
    path: apiBase(lib),
    title: info.title,
    description: info.description,
    html: layout(libCrumbs(lib).slice(0, 1).concat({label: info.title}), page, apiSideNav(model, apiBase(lib))),
  };
}

export function renderCategoryPage(model: ApiModel, lib: Lib, category: string): ApiPage {
  const info = LIBS.find((l) => l.id === lib)!;
  const page = new Page();
  const own = symbolsOf(model, lib).filter((s) => s.category === category);
  page
    .push(`<h1>${escapeHtml(category)}</h1>`)
    .push(`<p>${own.length} symbols of the ${escapeHtml(info.title)} in this category.</p>`);
  page.push(symbolTable(own));
  return {
    path: categoryPath(lib, category),
    title: `${category} — ${info.title}`,
    description: `${category}: ${own.length} symbols of the ${info.title}, with their summaries.`,
    html: layout([...libCrumbs(lib), {label: category}], page, apiSideNav(model, categoryPath(lib, category))),
  };
}

export function renderAllSymbolsPage(model: ApiModel, lib: Lib): ApiPage {
  const info = LIBS.find((l) => l.id === lib)!;
  const page = new Page();
  const symbols = symbolsOf(model, lib);
  page.push(`<h1>All symbols</h1>`).push(`<p>Every symbol of the ${escapeHtml(info.title)}, from A to Z.</p>`);
  page.push(symbolTable(symbols));
  return {
    path: allSymbolsPath(lib),
    title: `All symbols — ${info.title}`,
    description: `Every one of the ${symbols.length} symbols of the ${info.title}, from A to Z.`,
    html: layout([...libCrumbs(lib), {label: 'All symbols'}], page, apiSideNav(model, allSymbolsPath(lib))),
  };
}

export function renderHomePage(model: ApiModel): ApiPage {
  const page = new Page();
  page.push('<h1>API reference</h1>');
  page.push(
    `<p>Every API of deno ${escapeHtml(model.version)}, generated from its own type declarations (<code>deno types</code>), with signatures, ` +
      'options, required permissions and the flags unstable APIs need. Names in the guides link here.</p>',
  );
  const cards = LIBS.map(
    (lib) =>
      `<li><a href="${apiBase(lib.id)}"><strong>${escapeHtml(lib.title)}</strong></a> — ${escapeHtml(lib.description)} ` +
      `(${symbolsOf(model, lib.id).length} symbols, <a href="${allSymbolsPath(lib.id)}">A–Z</a>)</li>`,
  );
  page.push(`<ul>${cards.join('')}</ul>`);
  page.push(
    `<p>To read the same documentation in a terminal, run <code>deno doc</code> on a module, or <code>deno types</code> for the declarations themselves.</p>`,
  );
  return {
    path: '/api',
    title: 'API reference',
    description: `The Deno namespace and web platform APIs of Deno ${model.version}, generated from its type declarations.`,
    html: layout([{label: 'API reference'}], page, apiSideNav(model, '/api')),
  };
}

/** Every page of the reference. */
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

export {codeBlockHtml};
