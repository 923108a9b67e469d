/** Signatures as a symbol's page shows them: the code, then its parameters and return value explained. */
import React, {useContext, type ReactNode} from 'react';
import type {DocTag, FunctionDef, JsDoc, Param} from './docJson';
import type {Linker} from './links';
import {ExperimentalStyleContext} from './marks';
import {tagsOf, type ReferenceSymbol} from './model';
import {Heading, type Outline, type OutlineHeading} from './pageLayout';
import {Doc, Markdown} from './parts';
import {Keyword, SignatureTail, Type} from './types';

/** A declaration's signature, in the markup and colours of a code block. */
export function SignatureBlock({children}: {children: ReactNode}): ReactNode {
  return (
    <pre className="prism-code language-ts api-signature">
      <code>{children}</code>
    </pre>
  );
}

/** A parameter with its type, default and documentation from the `@param` tag. */
function ParamDoc({param, tag, link}: {param: Param; tag: DocTag | undefined; link: Linker}): ReactNode {
  const name = param.kind === 'rest' ? (param.arg?.name ?? 'args') : (param.name ?? '_');
  const optional = param.optional || tag?.default !== undefined;
  const doc = tag?.doc?.trim();
  return (
    <li>
      <code>
        {param.kind === 'rest' ? '...' : ''}
        {name}
        {optional ? '?' : ''}
      </code>
      {param.tsType ? (
        <>
          {': '}
          <code className="api-type">
            <Type type={param.tsType} link={link} />
          </code>
        </>
      ) : null}
      {tag?.default !== undefined ? (
        <>
          {' (default '}
          <code>{tag.default}</code>)
        </>
      ) : null}
      {doc ? (
        <>
          {' — '}
          <Markdown as="span" inline text={doc} link={link} />
        </>
      ) : null}
    </li>
  );
}

/** A signature's parameters explained (nothing when it has none). */
export function ParamDocs({def, jsDoc, link}: {def: FunctionDef; jsDoc: JsDoc | undefined; link: Linker}): ReactNode {
  if (def.params.length === 0) return null;
  const paramTags = tagsOf(jsDoc).filter((t) => t.kind === 'param');
  const nameOf = (param: Param) => (param.kind === 'rest' ? (param.arg?.name ?? 'args') : (param.name ?? '_'));
  return (
    <>
      <p className="api-label">Parameters</p>
      <ul className="api-params">
        {def.params.map((param, i) => (
          <ParamDoc key={i} param={param} tag={paramTags.find((t) => t.name === nameOf(param))} link={link} />
        ))}
      </ul>
    </>
  );
}

/** What a signature returns, with the `@return` tag's words (nothing when it declares no type). */
function ReturnDoc({def, jsDoc, link}: {def: FunctionDef; jsDoc: JsDoc | undefined; link: Linker}): ReactNode {
  if (!def.returnType) return null;
  const doc = tagsOf(jsDoc)
    .find((t) => t.kind === 'return')
    ?.doc?.trim();
  return (
    <>
      <p className="api-label">Returns</p>
      <p>
        <code className="api-type">
          <Type type={def.returnType} link={link} />
        </code>
        {doc ? ` — ${doc}` : ''}
      </p>
    </>
  );
}

interface Overload {
  def: FunctionDef;
  jsDoc?: JsDoc;
}

/** One overload of a function: its own unstable mark, signature, documentation when it differs, parameters. */
function FunctionOverload({
  symbol,
  overload: {def, jsDoc},
  heading,
  showDoc,
  link,
}: {
  symbol: ReferenceSymbol;
  overload: Overload;
  heading: OutlineHeading | undefined;
  showDoc: boolean;
  link: Linker;
}): ReactNode {
  const experimental = useContext(ExperimentalStyleContext);
  const unstableAlone = !symbol.experimental && tagsOf(jsDoc).some((t) => t.kind === 'experimental');
  return (
    <>
      {heading ? <Heading heading={heading} /> : null}
      {unstableAlone ? (
        <p className="api-marks">
          {experimental.badge({...symbol, experimental: true, declarations: [{kind: 'function', def, jsDoc}]})} this
          overload only
        </p>
      ) : null}
      <SignatureBlock>
        <Keyword>function</Keyword> {symbol.name}
        <SignatureTail def={def} link={link} />
      </SignatureBlock>
      {showDoc ? <Doc jsDoc={jsDoc} link={link} /> : null}
      <ParamDocs def={def} jsDoc={jsDoc} link={link} />
      <ReturnDoc def={def} jsDoc={jsDoc} link={link} />
    </>
  );
}

/** A function's section: each overload under its own heading when there are several. */
export function functionSection(
  outline: Outline,
  symbol: ReferenceSymbol,
  overloads: Overload[],
  link: Linker,
): ReactNode {
  const several = overloads.length > 1;
  const heading = outline.heading(2, 'signatures', 'Signatures');
  const firstDoc = overloads[0]?.jsDoc?.doc?.trim();
  return (
    <>
      <Heading heading={heading}>{several ? `Signatures (${overloads.length} overloads)` : 'Signature'}</Heading>
      {overloads.map((overload, i) => (
        <FunctionOverload
          key={i}
          symbol={symbol}
          overload={overload}
          heading={several ? outline.heading(3, `overload-${i}`, `Overload ${i + 1}`) : undefined}
          showDoc={several && overload.jsDoc?.doc?.trim() !== firstDoc}
          link={link}
        />
      ))}
    </>
  );
}
