/**
 * TypeScript types of `deno doc --json` as React nodes: every name the declarations define links
 * to its page (through `link`), everything else is text. Kinds the renderer does not know fall
 * back to the `repr` deno doc gives, so nothing is dropped silently. Types nest through function
 * and object types, so the components of this file call one another.
 */
import React, {Fragment, type ReactNode} from 'react';
import type {FunctionDef, IndexSignatureDef, MembersDef, MethodDef, Param, TsType, TypeParam} from './docJson';
import type {Linker} from './links';
import {Joined} from './parts';

/** A TypeScript keyword, coloured as the highlighter colours one. */
export function Keyword({children}: {children: ReactNode}): ReactNode {
  return <span className="token keyword">{children}</span>;
}

/** A method's signature: class methods carry it in `functionDef`, interface methods on themselves. */
export function methodDef(method: MethodDef): FunctionDef {
  return (
    method.functionDef ?? {params: method.params ?? [], returnType: method.returnType, typeParams: method.typeParams}
  );
}

/** A literal type: `"text"`, `42`, `true`, a template literal. */
function Literal({type}: {type: TsType}): ReactNode {
  const v = type.value as {kind: string; string?: string; number?: number; boolean?: boolean} | undefined;
  if (!v) return type.repr ?? '';
  if (v.kind === 'string') return <span className="token string">{JSON.stringify(v.string ?? '')}</span>;
  if (v.kind === 'number') return <span className="token number">{String(v.number)}</span>;
  if (v.kind === 'boolean') return <Keyword>{String(v.boolean)}</Keyword>;
  if (v.kind === 'template') return <span className="token string">{`\`${type.repr ?? ''}\``}</span>;
  return type.repr ?? v.kind;
}

/** A list of types separated by `separator`. */
function Types({types, link, separator}: {types: readonly TsType[]; link: Linker; separator: string}): ReactNode {
  return (
    <Joined
      items={types.map((t) => (
        <Type type={t} link={link} />
      ))}
      separator={separator}
    />
  );
}

/** A named type, linked to its page when the declarations define it, with its type arguments. */
function TypeRef({name, args, link}: {name: string; args: TsType[] | undefined; link: Linker}): ReactNode {
  const href = link(name);
  return (
    <>
      {href ? <a href={href}>{name}</a> : name}
      {args?.length ? (
        <>
          {'<'}
          <Types types={args} link={link} separator=", " />
          {'>'}
        </>
      ) : null}
    </>
  );
}

/** `<T extends U = V, ...>`: a declaration's type parameters. */
export function TypeParams({params, link}: {params: TypeParam[] | undefined; link: Linker}): ReactNode {
  if (!params?.length) return null;
  const one = (p: TypeParam) => (
    <>
      {p.name}
      {p.constraint ? (
        <>
          {' '}
          <Keyword>extends</Keyword> <Type type={p.constraint} link={link} />
        </>
      ) : null}
      {p.default ? (
        <>
          {' = '}
          <Type type={p.default} link={link} />
        </>
      ) : null}
    </>
  );
  return (
    <>
      {'<'}
      <Joined items={params.map(one)} separator=", " />
      {'>'}
    </>
  );
}

/** One parameter of a signature: `name?: Type`, `...rest: Type`. */
function ParamSignature({param, link}: {param: Param; link: Linker}): ReactNode {
  const type = param.tsType ? (
    <>
      {': '}
      <Type type={param.tsType} link={link} />
    </>
  ) : null;
  if (param.kind === 'rest')
    return (
      <>
        ...{param.arg?.name ?? 'args'}
        {type}
      </>
    );
  return (
    <>
      {param.name ?? '_'}
      {param.optional ? '?' : ''}
      {type}
    </>
  );
}

/** A signature's parameters, separated by commas. */
export function Params({params, link}: {params: Param[]; link: Linker}): ReactNode {
  return (
    <Joined
      items={params.map((p) => (
        <ParamSignature param={p} link={link} />
      ))}
      separator=", "
    />
  );
}

/** `<T>(a: A, b?: B): R`, the part of a signature after its name (`=> R` as a function type). */
export function SignatureTail({
  def,
  link,
  arrow = false,
}: {
  def: FunctionDef;
  link: Linker;
  arrow?: boolean;
}): ReactNode {
  return (
    <>
      <TypeParams params={def.typeParams} link={link} />(<Params params={def.params} link={link} />)
      {arrow ? ' => ' : ': '}
      {def.returnType ? <Type type={def.returnType} link={link} /> : <Keyword>void</Keyword>}
    </>
  );
}

/** The keyword before an accessor: `get `, `set `, nothing for a method. */
function AccessorKeyword({kind}: {kind: string}): ReactNode {
  if (kind !== 'getter' && kind !== 'setter') return null;
  return (
    <>
      <Keyword>{kind === 'getter' ? 'get' : 'set'}</Keyword>{' '}
    </>
  );
}

/** `readonly [key: string]: T` inside an object type. */
function IndexSignature({signature, link}: {signature: IndexSignatureDef; link: Linker}): ReactNode {
  return (
    <>
      {signature.readonly ? (
        <>
          <Keyword>readonly</Keyword>{' '}
        </>
      ) : null}
      [<Params params={signature.params} link={link} />
      ]: {signature.tsType ? <Type type={signature.tsType} link={link} /> : <Keyword>unknown</Keyword>}
    </>
  );
}

/** An object type literal on one line: `{ a: string; b(): void }`. */
function TypeLiteral({def, link}: {def: MembersDef; link: Linker}): ReactNode {
  const parts = [
    ...(def.callSignatures ?? []).map((s) => <SignatureTail def={s} link={link} />),
    ...(def.constructors ?? []).map((s) => (
      <>
        <Keyword>new</Keyword> <SignatureTail def={s} link={link} />
      </>
    )),
    ...(def.indexSignatures ?? []).map((s) => <IndexSignature signature={s} link={link} />),
    ...(def.properties ?? []).map((p) => (
      <>
        {p.readonly ? (
          <>
            <Keyword>readonly</Keyword>{' '}
          </>
        ) : null}
        {p.name}
        {p.optional ? '?' : ''}
        {': '}
        {p.tsType ? <Type type={p.tsType} link={link} /> : <Keyword>unknown</Keyword>}
      </>
    )),
    ...(def.methods ?? []).map((m) => (
      <>
        <AccessorKeyword kind={m.kind} />
        {m.name}
        {m.optional ? '?' : ''}
        <SignatureTail def={methodDef(m)} link={link} />
      </>
    )),
  ];
  if (!parts.length) return '{}';
  return (
    <>
      {'{ '}
      <Joined items={parts} separator="; " />
      {' }'}
    </>
  );
}

/** A template literal type: `` `prefix${T}` ``. */
function TemplateLiteral({parts, link}: {parts: TsType[]; link: Linker}): ReactNode {
  return (
    <>
      {'`'}
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part.kind === 'literal' ? (
            ((part.value as {string?: string}).string ?? '')
          ) : (
            <>
              {'${'}
              <Type type={part} link={link} />
              {'}'}
            </>
          )}
        </Fragment>
      ))}
      {'`'}
    </>
  );
}

/** Any type deno doc describes. */
export function Type({type: t, link}: {type: TsType; link: Linker}): ReactNode {
  switch (t.kind) {
    case 'keyword':
      return <Keyword>{typeof t.value === 'string' ? t.value : (t.repr ?? '')}</Keyword>;
    case 'this':
      return <Keyword>this</Keyword>;
    case 'literal':
      return <Literal type={t} />;
    case 'typeRef': {
      const v = t.value as {typeName: string; typeParams?: TsType[]};
      return <TypeRef name={v.typeName} args={v.typeParams} link={link} />;
    }
    case 'union':
      return <Types types={t.value as TsType[]} link={link} separator=" | " />;
    case 'intersection':
      return <Types types={t.value as TsType[]} link={link} separator=" & " />;
    case 'array': {
      const inner = t.value as TsType;
      const wrap = inner.kind === 'union' || inner.kind === 'intersection' || inner.kind === 'fnOrConstructor';
      return wrap ? (
        <>
          (<Type type={inner} link={link} />
          )[]
        </>
      ) : (
        <>
          <Type type={inner} link={link} />
          []
        </>
      );
    }
    case 'tuple':
      return (
        <>
          [<Types types={t.value as TsType[]} link={link} separator=", " />]
        </>
      );
    case 'rest':
      return (
        <>
          ...
          <Type type={t.value as TsType} link={link} />
        </>
      );
    case 'optional':
      return (
        <>
          <Type type={t.value as TsType} link={link} />?
        </>
      );
    case 'parenthesized':
      return (
        <>
          (<Type type={t.value as TsType} link={link} />)
        </>
      );
    case 'typeOperator': {
      const v = t.value as {operator: string; tsType: TsType};
      return (
        <>
          <Keyword>{v.operator}</Keyword> <Type type={v.tsType} link={link} />
        </>
      );
    }
    case 'indexedAccess': {
      const v = t.value as {objType: TsType; indexType: TsType};
      return (
        <>
          <Type type={v.objType} link={link} />[<Type type={v.indexType} link={link} />]
        </>
      );
    }
    case 'fnOrConstructor': {
      const v = t.value as FunctionDef & {constructor: boolean; tsType: TsType};
      return (
        <>
          {v.constructor ? (
            <>
              <Keyword>new</Keyword>{' '}
            </>
          ) : null}
          <SignatureTail def={{...v, returnType: v.tsType}} link={link} arrow />
        </>
      );
    }
    case 'typeLiteral':
      return <TypeLiteral def={t.value as MembersDef} link={link} />;
    case 'typeQuery':
      return (
        <>
          <Keyword>typeof</Keyword> {String(t.value)}
        </>
      );
    case 'conditional': {
      const v = t.value as {checkType: TsType; extendsType: TsType; trueType: TsType; falseType: TsType};
      return (
        <>
          <Type type={v.checkType} link={link} /> <Keyword>extends</Keyword> <Type type={v.extendsType} link={link} />
          {' ? '}
          <Type type={v.trueType} link={link} />
          {' : '}
          <Type type={v.falseType} link={link} />
        </>
      );
    }
    case 'infer':
      return (
        <>
          <Keyword>infer</Keyword> {(t.value as {typeParam: TypeParam}).typeParam.name}
        </>
      );
    case 'mapped': {
      const v = t.value as {typeParam: TypeParam; tsType?: TsType};
      return (
        <>
          {'{ ['}
          {v.typeParam.name}
          {v.typeParam.constraint ? (
            <>
              {' '}
              <Keyword>in</Keyword> <Type type={v.typeParam.constraint} link={link} />
            </>
          ) : null}
          {']: '}
          {v.tsType ? <Type type={v.tsType} link={link} /> : <Keyword>unknown</Keyword>}
          {' }'}
        </>
      );
    }
    case 'template':
      return <TemplateLiteral parts={t.tsTypes ?? []} link={link} />;
    case 'importType': {
      const v = t.value as {specifier: string; qualifier?: string};
      return (
        <>
          <Keyword>import</Keyword>({JSON.stringify(v.specifier)}){v.qualifier ? `.${v.qualifier}` : ''}
        </>
      );
    }
    default:
      return t.repr ?? 'unknown';
  }
}
