/** How a symbol is named and marked wherever it appears: kind, unstable, deprecated, permissions; a table of symbols. */
import React, {Fragment, createContext, useContext, type ReactNode} from 'react';
import type {Declaration} from './docJson';
import {permissionHref, unstableFlag, unstableHref} from './flags';
import type {ReferenceSymbol} from './model';
import {Joined} from './parts';

export const KIND_LABEL: Record<Declaration['kind'], string> = {
  function: 'function',
  interface: 'interface',
  class: 'class',
  variable: 'variable',
  typeAlias: 'type alias',
  namespace: 'namespace',
  enum: 'enum',
};

/** A symbol's name inside its namespace: `Kv` for `Deno.Kv`. */
export const shortName = (symbol: ReferenceSymbol) => symbol.name.slice(symbol.scope ? symbol.scope.length + 1 : 0);

/** A symbol's name that may break after each dot (Deno.lint.<wbr>TSEnumMember) on a narrow screen. */
export function BreakableName({name}: {name: string}): ReactNode {
  return name.split('.').map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? (
        <>
          .<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

/** The unstable mark: with the flag that turns the API on, linked to the flag's documentation, when known. */
export function UnstableBadge({flag}: {flag: string | undefined}): ReactNode {
  return flag ? (
    <a className="badge badge--warning" href={unstableHref(flag)}>
      unstable: needs <code>{flag}</code>
    </a>
  ) : (
    <span className="badge badge--warning">unstable</span>
  );
}

/**
 * What "experimental" means in a reference: in Deno's, an API behind an unstable flag (the flag
 * named when known); in the Node reference (src/plugins/node-reference), Node.js's own
 * experimental status, which no deno flag turns on. Pages of a reference render inside its value.
 */
export interface ExperimentalStyle {
  /** The mark under a symbol's name (or beside one overload of it). */
  badge: (symbol: ReferenceSymbol) => ReactNode;
  /** The word in a table of symbols. */
  word: string;
}

export const ExperimentalStyleContext = createContext<ExperimentalStyle>({
  badge: (symbol) => <UnstableBadge flag={unstableFlag(symbol)} />,
  word: 'unstable',
});

/** The marks under a symbol's name: its kinds, unstable, deprecated and the permissions it needs. */
export function Marks({symbol}: {symbol: ReferenceSymbol}): ReactNode {
  const experimental = useContext(ExperimentalStyleContext);
  const marks: ReactNode[] = symbol.kinds.map((kind) => (
    <span className="badge badge--secondary">{KIND_LABEL[kind]}</span>
  ));
  if (symbol.experimental) marks.push(experimental.badge(symbol));
  if (symbol.deprecated !== undefined) marks.push(<span className="badge badge--danger">deprecated</span>);
  for (const permission of symbol.permissions) {
    marks.push(
      <a className="badge badge--info" href={permissionHref(permission)}>
        needs <code>--{permission}</code>
      </a>,
    );
  }
  return (
    <p className="api-marks">
      <Joined items={marks} separator=" " />
    </p>
  );
}

/** Symbols' names, each linked to its page, in a paragraph that wraps: an index's list. */
export function SymbolNames({symbols}: {symbols: readonly ReferenceSymbol[]}): ReactNode {
  return (
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
  );
}

/** Symbols as a table: name (linked to its page), kind with its marks, summary. */
export function SymbolTable({symbols}: {symbols: readonly ReferenceSymbol[]}): ReactNode {
  const experimental = useContext(ExperimentalStyleContext);
  return (
    <div className="api-table-scroll">
      <table className="api-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Summary</th>
          </tr>
        </thead>
        <tbody>
          {symbols.map((s) => (
            <tr key={s.name}>
              <th scope="row">
                <a href={s.path}>
                  <code>
                    <BreakableName name={s.name} />
                  </code>
                </a>
              </th>
              <td>
                {s.kinds.map((k) => KIND_LABEL[k]).join(', ')}
                {s.experimental ? ` · ${experimental.word}` : ''}
                {s.deprecated !== undefined ? ' · deprecated' : ''}
              </td>
              <td>{s.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
