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
// and leaves colours to CSS (themeCss.ts). Changes are marked (CUSTOM).

import React, {useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
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

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, codeInput, language, lineNumbersStart, lineClassNames} =
    metadata;
  // (CUSTOM) From here to <Pre>: build-time tokens instead of <Highlight>.
  const encoded = useHighlightTokens();
  const lines = useMemo(() => {
    if (encoded === undefined) return plainTokens(code);
    const decoded = decodeTokens(encoded, code, codeInput);
    if (decoded) return decoded;
    // Shown as plain text rather than wrong text; the browser tests fail on this error.
    console.error(
      `Code block highlighting does not match its text (${language}); shown unhighlighted.`,
    );
    return plainTokens(code);
  }, [encoded, code, codeInput, language]);
  const html = useMemo(
    () =>
      // (CUSTOM) no colours inline: they are CSS per colour mode (src/plugins/highlight/themeCss.ts)
      linesHtml(lines, {
        lineClassNames,
        ...(lineNumbersStart !== undefined
          ? {lineNumbers: lineNumberClasses}
          : {}),
      }),
    [lines, lineClassNames, lineNumbersStart],
  );
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, `prism-code language-${language}`)}>
      <Code dangerouslySetInnerHTML={{__html: html}} />
    </Pre>
  );
}
