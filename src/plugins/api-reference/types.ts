/**
 * TypeScript types of `deno doc --json` as HTML: every name the declarations define links to its
 * page (through `link`), everything else is escaped text. Kinds the renderer does not know fall
 * back to the `repr` deno doc gives, so nothing is dropped silently.
 */
import {escapeHtml} from '../markdown/html';
import type {FunctionDef, IndexSignatureDef, MembersDef, Param, TsType, TypeParam} from './docJson';

/** The URL of a type name where it is used, or undefined when the declarations do not define it. */
export type Linker = (typeName: string) => string | undefined;

const keyword = (text: string) => `<span class="token keyword">${escapeHtml(text)}</span>`;

function literal(t: TsType): string {
  const v = t.value as {kind: string; string?: string; number?: number; boolean?: boolean} | undefined;
  if (!v) return escapeHtml(t.repr ?? '');
  if (v.kind === 'string') return `<span class="token string">${escapeHtml(JSON.stringify(v.string ?? ''))}</span>`;
  if (v.kind === 'number') return `<span class="token number">${String(v.number)}</span>`;
  if (v.kind === 'boolean') return keyword(String(v.boolean));
  if (v.kind === 'template') {
    return `<span class="token string">\`${escapeHtml(t.repr ?? '')}\`</span>`;
  }
  return escapeHtml(t.repr ?? v.kind);
}

function typeArgs(args: TsType[] | undefined, link: Linker): string {
  return args?.length ? `&lt;${args.map((a) => typeHtml(a, link)).join(', ')}&gt;` : '';
}

export function typeParamsHtml(params: TypeParam[] | undefined, link: Linker): string {
  if (!params?.length) return '';
  const one = (p: TypeParam) =>
    escapeHtml(p.name) +
    (p.constraint ? ` ${keyword('extends')} ${typeHtml(p.constraint, link)}` : '') +
    (p.default ? ` = ${typeHtml(p.default, link)}` : '');
  return `&lt;${params.map(one).join(', ')}&gt;`;
}

export function paramHtml(param: Param, link: Linker): string {
  if (param.kind === 'rest') {
    return `...${escapeHtml(param.arg?.name ?? 'args')}${param.tsType ? `: ${typeHtml(param.tsType, link)}` : ''}`;
  }
  const name = escapeHtml(param.name ?? '_');
  return `${name}${param.optional ? '?' : ''}${param.tsType ? `: ${typeHtml(param.tsType, link)}` : ''}`;
}

export function paramsHtml(params: Param[], link: Linker): string {
  return params.map((p) => paramHtml(p, link)).join(', ');
}

/** `<T>(a: A, b?: B): R` — the part of a signature after its name. */
export function signatureTail(def: FunctionDef, link: Linker, arrow = false): string {
  const result = def.returnType ? typeHtml(def.returnType, link) : keyword('void');
  return `${typeParamsHtml(def.typeParams, link)}(${paramsHtml(def.params, link)})${arrow ? ' =&gt; ' : ': '}${result}`;
}

function indexSignatureHtml(sig: IndexSignatureDef, link: Linker): string {
  return `${sig.readonly ? `${keyword('readonly')} ` : ''}[${paramsHtml(sig.params, link)}]: ${sig.tsType ? typeHtml(sig.tsType, link) : keyword('unknown')}`;
}

/** An object type literal on one line: `{ a: string; b(): void }`. */
function typeLiteralHtml(def: MembersDef, link: Linker): string {
  const parts = [
    ...(def.callSignatures ?? []).map((s) => signatureTail(s, link)),
    ...(def.constructors ?? []).map((s) => `${keyword('new')} ${signatureTail(s, link)}`),
    ...(def.indexSignatures ?? []).map((s) => indexSignatureHtml(s, link)),
    ...(def.properties ?? []).map(
      (p) =>
        `${p.readonly ? `${keyword('readonly')} ` : ''}${escapeHtml(p.name)}${p.optional ? '?' : ''}: ${p.tsType ? typeHtml(p.tsType, link) : keyword('unknown')}`,
    ),
    ...(def.methods ?? []).map(
      (m) =>
        `${m.kind === 'getter' ? `${keyword('get')} ` : m.kind === 'setter' ? `${keyword('set')} ` : ''}${escapeHtml(m.name)}${m.optional ? '?' : ''}${signatureTail(m.functionDef ?? {params: m.params ?? [], returnType: m.returnType, typeParams: m.typeParams}, link)}`,
    ),
  ];
  return parts.length ? `{ ${parts.join('; ')} }` : '{}';
}

export function typeHtml(t: TsType, link: Linker): string {
  switch (t.kind) {
    case 'keyword':
      return keyword(typeof t.value === 'string' ? t.value : (t.repr ?? ''));
    case 'this':
      return keyword('this');
    case 'literal':
      return literal(t);
    case 'typeRef': {
      const v = t.value as {typeName: string; typeParams?: TsType[]};
      const href = link(v.typeName);
      const name = escapeHtml(v.typeName);
      return `${href ? `<a href="${escapeHtml(href)}">${name}</a>` : name}${typeArgs(v.typeParams, link)}`;
    }
    case 'union':
      return (t.value as TsType[]).map((x) => typeHtml(x, link)).join(' | ');
    case 'intersection':
      return (t.value as TsType[]).map((x) => typeHtml(x, link)).join(' &amp; ');
    case 'array': {
      const inner = t.value as TsType;
      const wrap = inner.kind === 'union' || inner.kind === 'intersection' || inner.kind === 'fnOrConstructor';
      return wrap ? `(${typeHtml(inner, link)})[]` : `${typeHtml(inner, link)}[]`;
    }
    case 'tuple':
      return `[${(t.value as TsType[]).map((x) => typeHtml(x, link)).join(', ')}]`;
    case 'rest':
      return `...${typeHtml(t.value as TsType, link)}`;
    case 'optional':
      return `${typeHtml(t.value as TsType, link)}?`;
    case 'parenthesized':
      return `(${typeHtml(t.value as TsType, link)})`;
    case 'typeOperator': {
      const v = t.value as {operator: string; tsType: TsType};
      return `${keyword(v.operator)} ${typeHtml(v.tsType, link)}`;
    }
    case 'indexedAccess': {
      const v = t.value as {objType: TsType; indexType: TsType};
      return `${typeHtml(v.objType, link)}[${typeHtml(v.indexType, link)}]`;
    }
    case 'fnOrConstructor': {
      const v = t.value as FunctionDef & {constructor: boolean; tsType: TsType};
      return `${v.constructor ? `${keyword('new')} ` : ''}${signatureTail({...v, returnType: v.tsType}, link, true)}`;
    }
    case 'typeLiteral':
      return typeLiteralHtml(t.value as MembersDef, link);
    case 'typeQuery':
      return `${keyword('typeof')} ${escapeHtml(String(t.value))}`;
    case 'conditional': {
      const v = t.value as {checkType: TsType; extendsType: TsType; trueType: TsType; falseType: TsType};
      return `${typeHtml(v.checkType, link)} ${keyword('extends')} ${typeHtml(v.extendsType, link)} ? ${typeHtml(v.trueType, link)} : ${typeHtml(v.falseType, link)}`;
    }
    case 'infer':
      return `${keyword('infer')} ${escapeHtml((t.value as {typeParam: TypeParam}).typeParam.name)}`;
    case 'mapped': {
      const v = t.value as {typeParam: TypeParam; tsType?: TsType; readonly?: unknown; optional?: unknown};
      const constraint = v.typeParam.constraint ? ` ${keyword('in')} ${typeHtml(v.typeParam.constraint, link)}` : '';
      return `{ [${escapeHtml(v.typeParam.name)}${constraint}]: ${v.tsType ? typeHtml(v.tsType, link) : keyword('unknown')} }`;
    }
    case 'template':
      return `\`${(t.tsTypes ?? [])
        .map((part) =>
          part.kind === 'literal'
            ? escapeHtml((part.value as {string?: string}).string ?? '')
            : `\${${typeHtml(part, link)}}`,
        )
        .join('')}\``;
    case 'importType': {
      const v = t.value as {specifier: string; qualifier?: string};
      return `${keyword('import')}(${escapeHtml(JSON.stringify(v.specifier))})${v.qualifier ? `.${escapeHtml(v.qualifier)}` : ''}`;
    }
    default:
      return escapeHtml(t.repr ?? 'unknown');
  }
}

/** Plain text of a type (search records, titles): the HTML without tags and entities. */
export function typeText(t: TsType): string {
  return typeHtml(t, () => undefined)
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
