/**
 * A symbol's declarations other than its functions: classes and interfaces with what they extend
 * and implement, variables, type aliases, enums and namespaces; and the examples of its doc comments.
 */
import React, {Fragment, type ReactNode} from 'react';
import type {Declaration, MembersDef, TsType} from './docJson';
import type {Linker} from './links';
import {SymbolTable} from './marks';
import {membersSection} from './members';
import {tagsOf, type ReferenceSymbol} from './model';
import {Heading, type Outline} from './pageLayout';
import {Joined, Markdown} from './parts';
import {SignatureBlock} from './signatures';
import {Keyword, Type, TypeParams} from './types';

/** The types a declaration extends, a class's superclass name made a type reference like an interface's. */
function extendedTypes(def: MembersDef): TsType[] {
  const extended = def.extends;
  if (typeof extended === 'string')
    return [{kind: 'typeRef', repr: extended, value: {typeName: extended, typeParams: def.superTypeParams}}];
  return Array.isArray(extended) ? extended : extended ? [extended] : [];
}

/** ` extends A, B`: a heritage clause of a class or an interface, nothing when it names no type. */
function Heritage({
  keyword,
  types,
  link,
}: {
  keyword: 'extends' | 'implements';
  types: readonly TsType[] | undefined;
  link: Linker;
}): ReactNode {
  if (!types?.length) return null;
  return (
    <>
      {' '}
      <Keyword>{keyword}</Keyword>{' '}
      <Joined
        items={types.map((t) => (
          <Type type={t} link={link} />
        ))}
        separator=", "
      />
    </>
  );
}

/** One declaration of a symbol: its signature, then its members (a namespace's among `symbols`, by scope). */
export function declarationSection(
  outline: Outline,
  symbol: ReferenceSymbol,
  declaration: Declaration,
  symbols: readonly ReferenceSymbol[],
  link: Linker,
): ReactNode {
  switch (declaration.kind) {
    case 'interface':
    case 'class': {
      const def = declaration.def;
      return (
        <>
          <SignatureBlock>
            <Keyword>{declaration.kind}</Keyword> {symbol.name}
            <TypeParams params={def.typeParams} link={link} />
            <Heritage keyword="extends" types={extendedTypes(def)} link={link} />
            <Heritage keyword="implements" types={def.implements} link={link} />
          </SignatureBlock>
          {membersSection(outline, def, false, link, symbol.name)}
        </>
      );
    }
    case 'variable': {
      const type = declaration.def.tsType;
      return (
        <>
          <SignatureBlock>
            <Keyword>{declaration.def.kind ?? 'var'}</Keyword> {symbol.name}
            {': '}
            {type ? <Type type={type} link={link} /> : 'unknown'}
          </SignatureBlock>
          {type?.kind === 'typeLiteral'
            ? membersSection(outline, type.value as MembersDef, true, link, symbol.name)
            : null}
        </>
      );
    }
    case 'typeAlias': {
      const type = declaration.def.tsType;
      return (
        <SignatureBlock>
          <Keyword>type</Keyword> {symbol.name}
          <TypeParams params={declaration.def.typeParams} link={link} />
          {' = '}
          {type ? <Type type={type} link={link} /> : 'unknown'}
        </SignatureBlock>
      );
    }
    case 'enum':
      return (
        <>
          <Heading heading={outline.heading(2, 'members', 'Members')} />
          <ul>
            {declaration.def.members.map((m, i) => (
              <li key={i}>
                <code>{m.name}</code>
              </li>
            ))}
          </ul>
        </>
      );
    case 'namespace':
      return (
        <>
          <Heading heading={outline.heading(2, 'members', 'Members')} />
          <SymbolTable symbols={symbols.filter((s) => s.scope === symbol.name)} />
        </>
      );
    case 'function':
      return null;
  }
}

/** The `@example` tags: each under a heading, its title the text before the code. */
export function examplesSection(outline: Outline, symbol: ReferenceSymbol, link: Linker): ReactNode {
  const examples = symbol.declarations.flatMap((d) => tagsOf(d.jsDoc).filter((t) => t.kind === 'example'));
  if (!examples.length) return null;
  const heading = outline.heading(2, 'examples', 'Examples');
  return (
    <>
      <Heading heading={heading} />
      {examples.map((example, i) => {
        const doc = example.doc ?? '';
        const fence = doc.indexOf('```');
        const title = (fence > 0 ? doc.slice(0, fence).trim() : '') || `Example ${i + 1}`;
        return (
          <Fragment key={i}>
            <Heading heading={outline.heading(3, `example-${i + 1}`, title)} />
            <Markdown className="api-example" text={fence >= 0 ? doc.slice(fence) : doc} link={link} />
          </Fragment>
        );
      })}
    </>
  );
}
