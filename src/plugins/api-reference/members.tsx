/**
 * The members of a class, an interface or a constructor variable's object type: constructors,
 * call and index signatures, then properties and methods, instance before static, each under a
 * heading whose id is the member's anchor (`prototype.list`, `EMPTY`).
 */
import React, {Fragment, type ReactNode} from 'react';
import type {MembersDef, MethodDef, PropertyDef} from './docJson';
import type {Linker} from './links';
import {memberAnchorOf, tagsOf} from './model';
import {Heading, type Outline, type OutlineHeading} from './pageLayout';
import {Doc} from './parts';
import {ParamDocs, SignatureBlock} from './signatures';
import {Keyword, Params, SignatureTail, Type, methodDef} from './types';

/** A property: its signature, deprecation, default and documentation. */
function Property({
  property,
  heading,
  link,
}: {
  property: PropertyDef;
  heading: OutlineHeading;
  link: Linker;
}): ReactNode {
  const tags = tagsOf(property.jsDoc);
  const deprecated = tags.find((t) => t.kind === 'deprecated');
  const defaultValue = tags.find((t) => t.kind === 'default')?.value;
  const optional = property.optional ? '?' : '';
  return (
    <>
      <Heading heading={heading}>
        <code>
          {property.isStatic ? 'static ' : ''}
          {property.readonly ? 'readonly ' : ''}
          {property.name}
          {optional}
        </code>
      </Heading>
      <SignatureBlock>
        {property.name}
        {optional}
        {': '}
        {property.tsType ? <Type type={property.tsType} link={link} /> : 'unknown'}
      </SignatureBlock>
      {deprecated ? (
        <p>
          <span className="badge badge--danger">deprecated</span> {deprecated.doc?.trim() ?? ''}
        </p>
      ) : null}
      {defaultValue ? (
        <p>
          Default: <code>{defaultValue}</code>
        </p>
      ) : null}
      <Doc jsDoc={property.jsDoc} link={link} />
    </>
  );
}

/** A method under one heading with all its overloads: signature, documentation, parameters. */
function Method({
  name,
  overloads,
  heading,
  link,
}: {
  name: string;
  overloads: MethodDef[];
  heading: OutlineHeading;
  link: Linker;
}): ReactNode {
  return (
    <>
      <Heading heading={heading}>
        <code>
          {overloads[0]!.isStatic ? 'static ' : ''}
          {name}()
        </code>
      </Heading>
      {overloads.map((method, i) => (
        <Fragment key={i}>
          <SignatureBlock>
            {method.kind === 'getter' ? 'get ' : method.kind === 'setter' ? 'set ' : ''}
            {name}
            {method.optional ? '?' : ''}
            <SignatureTail def={methodDef(method)} link={link} />
          </SignatureBlock>
          <Doc jsDoc={method.jsDoc} link={link} />
          <ParamDocs def={methodDef(method)} jsDoc={method.jsDoc} link={link} />
        </Fragment>
      ))}
    </>
  );
}

/** Constructors, call signatures and index signatures, each kind under its heading. */
function signaturesOf(outline: Outline, def: MembersDef, ownerName: string, link: Linker): ReactNode[] {
  const parts: ReactNode[] = [];
  const constructors = def.constructors ?? [];
  if (constructors.length) {
    parts.push(<Heading key="#constructors" heading={outline.heading(2, 'constructors', 'Constructors')} />);
    constructors.forEach((ctor, i) =>
      parts.push(
        <Fragment key={`constructor:${i}`}>
          <SignatureBlock>
            <Keyword>new</Keyword> {ownerName}
            <SignatureTail def={ctor} link={link} />
          </SignatureBlock>
          <Doc jsDoc={ctor.jsDoc} link={link} />
          <ParamDocs def={ctor} jsDoc={ctor.jsDoc} link={link} />
        </Fragment>,
      ),
    );
  }
  const calls = def.callSignatures ?? [];
  if (calls.length) {
    parts.push(<Heading key="#calls" heading={outline.heading(2, 'call-signatures', 'Call signatures')} />);
    calls.forEach((sig, i) =>
      parts.push(
        <Fragment key={`call:${i}`}>
          <SignatureBlock>
            <SignatureTail def={sig} link={link} />
          </SignatureBlock>
          <Doc jsDoc={sig.jsDoc} link={link} />
        </Fragment>,
      ),
    );
  }
  const indexes = def.indexSignatures ?? [];
  if (indexes.length) {
    parts.push(<Heading key="#indexes" heading={outline.heading(2, 'index-signatures', 'Index signatures')} />);
    indexes.forEach((sig, i) =>
      parts.push(
        <SignatureBlock key={`index:${i}`}>
          [<Params params={sig.params} link={link} />
          ]: {sig.tsType ? <Type type={sig.tsType} link={link} /> : 'unknown'}
        </SignatureBlock>,
      ),
    );
  }
  return parts;
}

/**
 * A members section. `literal`: the object type of a variable holding a constructor, whose members
 * are static (and whose `prototype` is the interface shown above it).
 */
export function membersSection(
  outline: Outline,
  def: MembersDef,
  literal: boolean,
  link: Linker,
  ownerName: string,
): ReactNode {
  const parts = signaturesOf(outline, def, ownerName, link);
  const properties = (def.properties ?? []).filter((p) => !p.computed && !(literal && p.name === 'prototype'));
  const methods = (def.methods ?? []).filter((m) => !m.computed);
  for (const isStatic of [false, true]) {
    const props = properties.filter((p) => (literal || !!p.isStatic) === isStatic);
    const byName = new Map<string, MethodDef[]>();
    for (const m of methods.filter((m) => (literal || !!m.isStatic) === isStatic))
      byName.set(m.name, [...(byName.get(m.name) ?? []), m]);
    const [label, idPrefix] = isStatic ? ['Static ', 'static'] : ['', 'instance'];
    if (props.length) {
      const heading = outline.heading(2, `${idPrefix}-properties`, `${label}Properties`);
      parts.push(<Heading key={`#${heading.id}`} heading={heading} />);
      for (const p of props) {
        const propertyHeading = outline.heading(3, memberAnchorOf(p.name, literal || p.isStatic), p.name);
        parts.push(
          <Property key={`property:${propertyHeading.id}`} property={p} heading={propertyHeading} link={link} />,
        );
      }
    }
    if (byName.size) {
      const heading = outline.heading(2, `${idPrefix}-methods`, `${label}Methods`);
      parts.push(<Heading key={`#${heading.id}`} heading={heading} />);
      for (const [name, overloads] of byName) {
        const methodHeading = outline.heading(3, memberAnchorOf(name, literal || overloads[0]!.isStatic), `${name}()`);
        parts.push(
          <Method
            key={`method:${methodHeading.id}`}
            name={name}
            overloads={overloads}
            heading={methodHeading}
            link={link}
          />,
        );
      }
    }
  }
  return parts;
}
