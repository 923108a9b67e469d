/**
 * The sections of a symbol's page: its documentation, marks (unstable, deprecated, permissions),
 * signatures with parameters and return values, members, declarations and examples.
 */
import {escapeHtml} from '../markdown/html';
import type {Declaration, FunctionDef, JsDoc, MembersDef, MethodDef, PropertyDef, TsType} from './docJson';
import {markdownHtml} from './doc';
import {permissionHref, unstableFlag, unstableHref} from './flags';
import {memberAnchorOf, resolveName, symbolPath, tagsOf, type ApiModel, type ApiSymbol} from './model';
import {paramsHtml, signatureTail, typeHtml, typeParamsHtml, type Linker} from './types';
import type {Page} from './pageLayout';

export const KIND_LABEL: Record<Declaration['kind'], string> = {
  function: 'function',
  interface: 'interface',
  class: 'class',
  variable: 'variable',
  typeAlias: 'type alias',
  namespace: 'namespace',
  enum: 'enum',
};

export const shortName = (symbol: ApiSymbol) => symbol.name.slice(symbol.scope ? symbol.scope.length + 1 : 0);

/** A symbol's name as HTML that may break after each dot (Deno.lint.<wbr>TSEnumMember) on a narrow screen. */
export const breakableName = (name: string): string => escapeHtml(name).replaceAll('.', '.<wbr>');

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

export function docHtml(jsDoc: JsDoc | undefined, link: Linker): string {
  const doc = jsDoc?.doc?.trim();
  return doc ? `<div class="api-doc">${markdownHtml(doc, link)}</div>` : '';
}

function unstableBadge(flag: string | undefined): string {
  return flag
    ? `<a class="badge badge--warning" href="${unstableHref(flag)}">unstable: needs <code>${flag}</code></a>`
    : `<span class="badge badge--warning">unstable</span>`;
}

export function marksHtml(symbol: ApiSymbol): string {
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

export function functionSection(
  page: Page,
  symbol: ApiSymbol,
  overloads: {def: FunctionDef; jsDoc?: JsDoc}[],
  link: Linker,
) {
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

/** The types a declaration extends, a class's superclass name made a type reference like an interface's. */
export function extendedTypes(def: MembersDef): TsType[] {
  const extended = def.extends;
  if (typeof extended === 'string')
    return [{kind: 'typeRef', repr: extended, value: {typeName: extended, typeParams: def.superTypeParams}}];
  return Array.isArray(extended) ? extended : extended ? [extended] : [];
}

function heritage(keyword: string, types: TsType[] | undefined, link: Linker): string {
  const list = types ?? [];
  return list.length
    ? ` <span class="token keyword">${keyword}</span> ${list.map((t) => typeHtml(t, link)).join(', ')}`
    : '';
}

export function declarationSection(
  page: Page,
  symbol: ApiSymbol,
  declaration: Declaration,
  model: ApiModel,
  link: Linker,
) {
  const name = escapeHtml(symbol.name);
  switch (declaration.kind) {
    case 'interface':
    case 'class': {
      const def = declaration.def;
      const head =
        `<span class="token keyword">${declaration.kind}</span> ${name}${typeParamsHtml(def.typeParams, link)}` +
        heritage('extends', extendedTypes(def), link) +
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

export function examplesSection(page: Page, symbol: ApiSymbol, link: Linker) {
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

export function symbolTable(symbols: ApiSymbol[]): string {
  const rows = symbols.map(
    (s) =>
      `<tr><th scope="row"><a href="${escapeHtml(symbolPath(s))}"><code>${breakableName(s.name)}</code></a></th>` +
      `<td>${s.kinds.map((k) => KIND_LABEL[k]).join(', ')}${s.experimental ? ' · unstable' : ''}${s.deprecated !== undefined ? ' · deprecated' : ''}</td>` +
      `<td>${escapeHtml(s.summary)}</td></tr>`,
  );
  const head = `<thead><tr><th scope="col">Name</th><th scope="col">Kind</th><th scope="col">Summary</th></tr></thead>`;
  return `<div class="api-table-scroll"><table class="api-table">${head}<tbody>${rows.join('')}</tbody></table></div>`;
}
