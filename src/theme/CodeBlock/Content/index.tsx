/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/theme-classic@3.10.2 (src/theme/CodeBlock/Content/index.tsx).
// Why: renders tokens computed at build time (src/plugins/highlight) instead of
// running prism-react-renderer's Highlight, so no Prism reaches the browser;
// renders the lines as one HTML string (src/plugins/highlight/html.ts) instead
// of @theme/CodeBlock/Line elements, so hydration does not walk every token;
// builds that string only when the block renders anew: a block hydrated from
// the server's HTML keeps it (useServerHtml); and leaves colours to CSS
// (themeCss.ts). Changes are marked (CUSTOM).

import React, {
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {decodeTokens, plainTokens} from '@site/src/plugins/highlight/tokens'; // (CUSTOM)
import {useHighlightTokens} from '@site/src/plugins/highlight/context'; // (CUSTOM)
import type {Props} from '@theme/CodeBlock/Content';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css'; // (CUSTOM)
import {
  linesHtml,
  type LineNumberClasses,
} from '@site/src/plugins/highlight/html'; // (CUSTOM)

import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css'; // (CUSTOM)

// (CUSTOM) The theme's Line classes that numbered lines use.
const lineNumberClasses: LineNumberClasses = {
  codeLine: lineStyles.codeLine ?? '',
  codeLineNumber: lineStyles.codeLineNumber ?? '',
  codeLineContent: lineStyles.codeLineContent ?? '',
};

// (CUSTOM) The block's tokens: the build's, or plain text when they do not
// match its code. The server fails the page then: a hydrating page no longer
// decodes its blocks, so the build is where every block is checked.
function highlightedLines(
  encoded: string | undefined,
  code: string,
  codeInput: string,
  language: string | undefined,
) {
  if (encoded === undefined) return plainTokens(code);
  const decoded = decodeTokens(encoded, code, codeInput);
  if (decoded) return decoded;
  const mismatch = `Code block highlighting does not match its text (${language})`;
  if (typeof window === 'undefined') throw new Error(mismatch);
  // Shown as plain text rather than wrong text; the browser tests fail on this error.
  console.error(`${mismatch}; shown unhighlighted.`);
  return plainTokens(code);
}

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>(
  (props, ref) => {
    return (
      <pre
        ref={ref}
        /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/**
 * (CUSTOM) Whether this block keeps the HTML the server rendered: true while
 * the page hydrates and afterwards for as long as its code is the same (a
 * mounted block's code changes only in development, where nothing hydrates).
 * React adopts an element's inner HTML as it is when hydrating and writes it
 * again only when the string changes, so an empty string stands for the
 * server's (decoding the tokens and building the HTML of the KV page's blocks
 * took 27-29 ms of its hydration with the CPU 4x slower, for a string React
 * ignored).
 */
function useServerHtml(code: string): boolean {
  const hydrating =
    !useIsBrowser() && Boolean(process.env.HYDRATE_CLIENT_ENTRY);
  const [serverCode] = useState(() => (hydrating ? code : undefined));
  return serverCode === code;
}

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, codeInput, language, lineNumbersStart, lineClassNames} =
    metadata;
  // (CUSTOM) From here to <Pre>: build-time tokens instead of <Highlight>.
  const encoded = useHighlightTokens();
  const keepsServerHtml = useServerHtml(code);
  const html = useMemo(() => {
    if (keepsServerHtml) return '';
    // (CUSTOM) no colours inline: they are CSS per colour mode (src/plugins/highlight/themeCss.ts)
    return linesHtml(highlightedLines(encoded, code, codeInput, language), {
      lineClassNames,
      ...(lineNumbersStart !== undefined
        ? {lineNumbers: lineNumberClasses}
        : {}),
    });
  }, [
    keepsServerHtml,
    encoded,
    code,
    codeInput,
    language,
    lineClassNames,
    lineNumbersStart,
  ]);
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, `prism-code language-${language}`)}>
      <Code dangerouslySetInnerHTML={{__html: html}} />
    </Pre>
  );
}
