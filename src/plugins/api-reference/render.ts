/**
 * The API reference as HTML strings made at build time: a page per symbol (every signature with
 * its overloads, parameters, members, marks, examples and the guides that use it), an index per
 * library and per category, and an A-Z list. The browser receives the markup, never the data.
 */
import {escapeHtml} from '../markdown/html';
import type {Declaration, FunctionDef, JsDoc, MembersDef, MethodDef, PropertyDef, TsType} from './docJson';
import {codeBlockHtml, markdownHtml} from './doc';
import {permissionHref, unstableFlag, unstableHref} from './flags';
import {
  LIBS,
  allSymbolsPath,
  apiBase,
  categoriesOf,
  categoryPath,
  categorySlug,
  memberAnchorOf,
  tagsOf,
  resolveName,
  symbolPath,
  symbolsOf,
  type ApiModel,
  type ApiSymbol,
  type Lib,
} from './model';
import {paramsHtml, signatureTail, typeHtml, typeParamsHtml, type Linker} from './types';

export interface ApiPage {
  path: string;
  title: string;
  description: string;
  html: string;
}

export interface GuideLink {
  title: string;
  permalink: string;
}

interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}

class Page {
  readonly headings: Heading[] = [];
  private readonly parts: string[] = [];
  push(html: string): this {
    this.parts.push(html);
    return this;
  }
  private readonly ids = new Set<string>();
  heading(level: 2 | 3, wantedId: string, html: string, text: string): this {
    // Ids stay unique on the page even when two declarations have a section of the same name.
    let id = wantedId;
    for (let n = 2; this.ids.has(id); n++) id = `${wantedId}-${n}`;
    this.ids.add(id);
    this.headings.push({id, text, level});
    const anchor = `<a href="#${escapeHtml(id)}" class="hash-link" aria-label="Direct link to ${escapeHtml(text)}" title="Direct link to ${escapeHtml(text)}">\u200b</a>`;
    return this.push(`<h${level} id="${escapeHtml(id)}" class="anchor">${html}${anchor}</h${level}>`);
  }
  toString(): string {
    return this.parts.join('');
  }
}

const KIND_LABEL: Record<Declaration['kind'], string> = {
  function: 'function',
  interface: 'interface',
  class: 'class',
  variable: 'variable',
  typeAlias: 'type alias',
  namespace: 'namespace',
  enum: 'enum',
};

const shortName = (symbol: ApiSymbol) => symbol.name.slice(symbol.scope ? symbol.scope.length + 1 : 0);

export function linkerFor(model: ApiModel, scope: string): Linker {
  return (name) => {
    const found = resolveName(model, name, scope);
    if (found) return symbolPath(found);
    // `Deno.Kv.prototype.list`, `Kv.list`: a member of a known symbol links to its anchor.
    const dot = name.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const owner = resolveName(model, name.slice(0, dot).replace(/\.prototype$/, ''), scope);
    const member = owner?.members.find((m) => m.name === name.slice(dot + 1));
    return owner && member ? `${symbolPath(owner)}#${member.anchor}` : undefined;
  };
}

function docHtml(jsDoc: JsDoc | undefined, link: Linker): string {
  const doc = jsDoc?.doc?.trim();
  return doc ? `<div class="api-doc">${markdownHtml(doc, link)}</div>` : '';
}

function unstableBadge(flag: string | undefined): string {
  return flag
    ? `<a class="badge badge--warning" href="${unstableHref(flag)}">unstable: needs <code>${flag}</code></a>`
    : `<span class="badge badge--warning">unstable</span>`;
}

function marksHtml(symbol: ApiSymbol): string {
  const marks = symbol.kinds.map((k) => `<span class="badge badge--secondary">${KIND_LABEL[k]}</span>`);
  if (symbol.experimental) marks.push(unstableBadge(unstableFlag(symbol)));
  if (symbol.deprecated !== undefined) marks.push(`<span class="badge badge--danger">deprecated</span>`);
  for (const permission of symbol.permissions) {
    marks.push(
      `<a class="badge badge--info" href="${permissionHref(permission)}">needs <code>--${permission}</code></a>`,
    );
  }
  return `<p class="api-marks">${marks.join(' ')}</p>`;
}

function paramDocs(def: FunctionDef, jsDoc: JsDoc | undefined, link: Linker): string {
  if (def.params.length === 0) return '';
  const paramTags = tagsOf(jsDoc).filter((t) => t.kind === 'param');
  const rows = def.params.map((param) => {
    const name = param.kind === 'rest' ? (param.arg?.name ?? 'args') : (param.name ?? '_');
    const tag = paramTags.find((t) => t.name === name);
    const optional = param.optional || tag?.default !== undefined;
    return (
      `<li><code>${param.kind === 'rest' ? '...' : ''}${escapeHtml(name)}${optional ? '?' : ''}</code>` +
      `${param.tsType ? `: <code class="api-type">${typeHtml(param.tsType, link)}</code>` : ''}` +
      `${tag?.default !== undefined ? ` (default <code>${escapeHtml(tag.default)}</code>)` : ''}` +
      `${tag?.doc?.trim() ? ` — ${markdownHtml(tag.doc.trim(), link).replace(/^<p>|<\/p>$/g, '')}` : ''}</li>`
    );
  });
  return `<p class="api-label">Parameters</p><ul class="api-params">${rows.join('')}</ul>`;
}

function returnDocs(def: FunctionDef, jsDoc: JsDoc | undefined, link: Linker): string {
  if (!def.returnType) return '';
  const tag = tagsOf(jsDoc).find((t) => t.kind === 'return');
  const doc = tag?.doc?.trim();
  return (
    `<p class="api-label">Returns</p><p><code class="api-type">${typeHtml(def.returnType, link)}</code>` +
    `${doc ? ` — ${escapeHtml(doc)}` : ''}</p>`
  );
}

function signatureBlock(html: string): string {
  return `<pre class="prism-code language-ts api-signature"><code>${html}</code></pre>`;
}

function functionSection(page: Page, symbol: ApiSymbol, overloads: {def: FunctionDef; jsDoc?: JsDoc}[], link: Linker) {
  page.heading(
    2,
    'signatures',
    overloads.length > 1 ? `Signatures (${overloads.length} overloads)` : 'Signature',
    'Signatures',
  );
  overloads.forEach(({def, jsDoc}, i) => {
    if (overloads.length > 1) page.heading(3, `overload-${i}`, `Overload ${i + 1}`, `Overload ${i + 1}`);
    if (!symbol.experimental && tagsOf(jsDoc).some((t) => t.kind === 'experimental')) {
      const flag = unstableFlag({...symbol, experimental: true, declarations: [{kind: 'function', def, jsDoc}]});
      page.push(`<p class="api-marks">${unstableBadge(flag)} this overload only</p>`);
    }
    page.push(
      signatureBlock(
        `<span class="token keyword">function</span> ${escapeHtml(symbol.name)}${signatureTail(def, link)}`,
      ),
    );
    if (overloads.length > 1 && jsDoc?.doc?.trim() !== overloads[0]!.jsDoc?.doc?.trim())
      page.push(docHtml(jsDoc, link));
    page.push(paramDocs(def, jsDoc, link)).push(returnDocs(def, jsDoc, link));
  });
}

function methodDef(method: MethodDef): FunctionDef {
  return (
    method.functionDef ?? {params: method.params ?? [], returnType: method.returnType, typeParams: method.typeParams}
  );
}

function propertyHtml(page: Page, property: PropertyDef, literal: boolean, link: Linker) {
  const id = memberAnchorOf(property.name, literal || property.isStatic);
  const prefix = `${property.isStatic ? 'static ' : ''}${property.readonly ? 'readonly ' : ''}`;
  page.heading(
    3,
    id,
    `<code>${escapeHtml(prefix)}${escapeHtml(property.name)}${property.optional ? '?' : ''}</code>`,
    property.name,
  );
  page.push(
    signatureBlock(
      `${escapeHtml(property.name)}${property.optional ? '?' : ''}: ${property.tsType ? typeHtml(property.tsType, link) : 'unknown'}`,
    ),
  );
  const deprecated = tagsOf(property.jsDoc).find((t) => t.kind === 'deprecated');
  if (deprecated)
    page.push(`<p><span class="badge badge--danger">deprecated</span> ${escapeHtml(deprecated.doc?.trim() ?? '')}</p>`);
  const dflt = tagsOf(property.jsDoc).find((t) => t.kind === 'default');
  if (dflt?.value) page.push(`<p>Default: <code>${escapeHtml(dflt.value)}</code></p>`);
  page.push(docHtml(property.jsDoc, link));
}

function methodsHtml(page: Page, methods: MethodDef[], literal: boolean, link: Linker) {
  const byName = new Map<string, MethodDef[]>();
  for (const method of methods) byName.set(method.name, [...(byName.get(method.name) ?? []), method]);
  for (const [name, overloads] of byName) {
    const first = overloads[0]!;
    const id = memberAnchorOf(name, literal || first.isStatic);
    page.heading(3, id, `<code>${first.isStatic ? 'static ' : ''}${escapeHtml(name)}()</code>`, `${name}()`);
    for (const method of overloads) {
      const accessor = method.kind === 'getter' ? 'get ' : method.kind === 'setter' ? 'set ' : '';
      page.push(
        signatureBlock(
          `${accessor}${escapeHtml(name)}${method.optional ? '?' : ''}${signatureTail(methodDef(method), link)}`,
        ),
      );
      page.push(docHtml(method.jsDoc, link)).push(paramDocs(methodDef(method), method.jsDoc, link));
    }
  }
}

function membersSection(page: Page, def: MembersDef, literal: boolean, link: Linker, ownerName: string) {
  const constructors = def.constructors ?? [];
  if (constructors.length) {
    page.heading(2, 'constructors', 'Constructors', 'Constructors');
    for (const ctor of constructors) {
      page.push(
        signatureBlock(`<span class="token keyword">new</span> ${escapeHtml(ownerName)}${signatureTail(ctor, link)}`),
      );
      page.push(docHtml(ctor.jsDoc, link)).push(paramDocs(ctor, ctor.jsDoc, link));
    }
  }
  if (def.callSignatures?.length) {
    page.heading(2, 'call-signatures', 'Call signatures', 'Call signatures');
    for (const sig of def.callSignatures)
      page.push(signatureBlock(signatureTail(sig, link))).push(docHtml(sig.jsDoc, link));
  }
  if (def.indexSignatures?.length) {
    page.heading(2, 'index-signatures', 'Index signatures', 'Index signatures');
    for (const sig of def.indexSignatures) {
      page.push(
        signatureBlock(`[${paramsHtml(sig.params, link)}]: ${sig.tsType ? typeHtml(sig.tsType, link) : 'unknown'}`),
      );
    }
  }
  // A variable's object type is the constructor's side: its members are static (and its
  // `prototype` is the interface shown above).
  const properties = (def.properties ?? []).filter((p) => !p.computed && !(literal && p.name === 'prototype'));
  const methods = (def.methods ?? []).filter((m) => !m.computed);
  for (const isStatic of [false, true]) {
    const props = properties.filter((p) => (literal || !!p.isStatic) === isStatic);
    const meths = methods.filter((m) => (literal || !!m.isStatic) === isStatic);
    const label = isStatic ? 'Static ' : '';
    if (props.length) {
      page.heading(
        2,
        `${label.toLowerCase().trim() || 'instance'}-properties`,
        `${label}Properties`,
        `${label}Properties`,
      );
      for (const p of props) propertyHtml(page, p, literal, link);
    }
    if (meths.length) {
      page.heading(2, `${label.toLowerCase().trim() || 'instance'}-methods`, `${label}Methods`, `${label}Methods`);
      methodsHtml(page, meths, literal, link);
    }
  }
}

function heritage(keyword: string, types: TsType[] | TsType | undefined, link: Linker): string {
  const list = Array.isArray(types) ? types : types ? [types] : [];
  return list.length
    ? ` <span class="token keyword">${keyword}</span> ${list.map((t) => typeHtml(t, link)).join(', ')}`
    : '';
}

function declarationSection(page: Page, symbol: ApiSymbol, declaration: Declaration, model: ApiModel, link: Linker) {
  const name = escapeHtml(symbol.name);
  switch (declaration.kind) {
    case 'interface':
    case 'class': {
      const def = declaration.def;
      const head =
        `<span class="token keyword">${declaration.kind}</span> ${name}${typeParamsHtml(def.typeParams, link)}` +
        heritage('extends', def.extends, link) +
        heritage('implements', def.implements, link);
      page.push(signatureBlock(head));
      membersSection(page, def, false, link, symbol.name);
      break;
    }
    case 'variable': {
      const type = declaration.def.tsType;
      page.push(
        signatureBlock(
          `<span class="token keyword">${declaration.def.kind ?? 'var'}</span> ${name}: ${type ? typeHtml(type, link) : 'unknown'}`,
        ),
      );
      if (type?.kind === 'typeLiteral') membersSection(page, type.value as MembersDef, true, link, symbol.name);
      break;
    }
    case 'typeAlias':
      page.push(
        signatureBlock(
          `<span class="token keyword">type</span> ${name}${typeParamsHtml(declaration.def.typeParams, link)} = ${declaration.def.tsType ? typeHtml(declaration.def.tsType, link) : 'unknown'}`,
        ),
      );
      break;
    case 'enum':
      page.heading(2, 'members', 'Members', 'Members');
      page.push(
        `<ul>${declaration.def.members.map((m) => `<li><code>${escapeHtml(m.name)}</code></li>`).join('')}</ul>`,
      );
      break;
    case 'namespace': {
      page.heading(2, 'members', 'Members', 'Members');
      const children = model.symbols.filter((s) => s.scope === symbol.name);
      page.push(symbolTable(children));
      break;
    }
    case 'function':
      break;
  }
}

function examplesSection(page: Page, symbol: ApiSymbol, link: Linker) {
  const examples = symbol.declarations.flatMap((d) => tagsOf(d.jsDoc).filter((t) => t.kind === 'example'));
  if (!examples.length) return;
  page.heading(2, 'examples', 'Examples', 'Examples');
  examples.forEach((example, i) => {
    const doc = example.doc ?? '';
    const fence = doc.indexOf('```');
    const title = fence > 0 ? doc.slice(0, fence).trim() : '';
    page.heading(3, `example-${i + 1}`, escapeHtml(title || `Example ${i + 1}`), title || `Example ${i + 1}`);
    page.push(markdownHtml(fence >= 0 ? doc.slice(fence) : doc, link));
  });
}

function tocHtml(headings: Heading[]): string {
  if (headings.length < 2) return '';
  const items = headings
    .map(
      (h) =>
        `<li class="api-toc-${h.level}"><a href="#${escapeHtml(h.id)}" class="table-of-contents__link">${escapeHtml(h.text)}</a></li>`,
    )
    .join('');
  return `<nav class="api-toc" aria-label="On this page"><p class="api-toc-title">On this page</p><ul class="table-of-contents">${items}</ul></nav>`;
}

function breadcrumbs(items: {label: string; href?: string}[]): string {
  const li = items.map(({label, href}, i) =>
    i === items.length - 1
      ? `<li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link" aria-current="page">${escapeHtml(label)}</span></li>`
      : `<li class="breadcrumbs__item"><a class="breadcrumbs__link" href="${escapeHtml(href ?? '')}">${escapeHtml(label)}</a></li>`,
  );
  return `<nav aria-label="Breadcrumbs" class="api-breadcrumbs"><ul class="breadcrumbs">${li.join('')}</ul></nav>`;
}

/** The page layout: breadcrumbs, an article and, beside it, the table of contents. */
function layout(crumbs: {label: string; href?: string}[], page: Page): string {
  return (
    `<div class="row"><div class="col api-main">${breadcrumbs(crumbs)}<article class="markdown">${page.toString()}</article></div>` +
    `<div class="col col--3 api-aside">${tocHtml(page.headings)}</div></div>`
  );
}

const libCrumbs = (lib: Lib): {label: string; href?: string}[] => [
  {label: 'API reference', href: '/api'},
  {label: LIBS.find((l) => l.id === lib)!.title, href: apiBase(lib)},
];

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
    html: layout(crumbs, page),
  };
}

function symbolTable(symbols: ApiSymbol[]): string {
  const rows = symbols.map(
    (s) =>
      `<tr><th scope="row"><a href="${escapeHtml(symbolPath(s))}"><code>${escapeHtml(s.name)}</code></a></th>` +
      `<td>${s.kinds.map((k) => KIND_LABEL[k]).join(', ')}${s.experimental ? ' · unstable' : ''}${s.deprecated !== undefined ? ' · deprecated' : ''}</td>` +
      `<td>${escapeHtml(s.summary)}</td></tr>`,
  );
  return `<table class="api-table"><thead><tr><th scope="col">Name</th><th scope="col">Kind</th><th scope="col">Summary</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
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
      `<p class="api-list">${own.map((s) => `<a href="${escapeHtml(symbolPath(s))}"><code>${escapeHtml(s.name)}</code></a>`).join(' ')}</p>`,
    );
  }
  return {
    path: apiBase(lib),
    title: info.title,
    description: info.description,
    html: layout(libCrumbs(lib).slice(0, 1).concat({label: info.title}), page),
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
    html: layout([...libCrumbs(lib), {label: category}], page),
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
    html: layout([...libCrumbs(lib), {label: 'All symbols'}], page),
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
    html: layout([{label: 'API reference'}], page),
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
