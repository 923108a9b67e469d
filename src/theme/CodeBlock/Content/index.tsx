// Ejected: renders tokens computed at build time (src/plugins/highlight) instead of running
// prism-react-renderer's Highlight, so no Prism reaches the browser. Changes are marked (CUSTOM).
import React, {useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {decodeTokens, plainTokens} from '@site/src/plugins/highlight/tokens'; // (CUSTOM)
import {propsGetters, themeStyles} from '@site/src/plugins/highlight/themeStyles'; // (CUSTOM)
import {useHighlightTokens} from '@site/src/plugins/highlight/context'; // (CUSTOM)
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';

import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css'; // (CUSTOM)

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
  const prismTheme = usePrismTheme();
  const {code, codeInput, language, lineNumbersStart, lineClassNames} = metadata;
  // (CUSTOM) From here to <Pre>: build-time tokens instead of <Highlight>.
  const encoded = useHighlightTokens();
  const lines = useMemo(() => {
    if (encoded === undefined) return plainTokens(code);
    const decoded = decodeTokens(encoded, code, codeInput);
    if (decoded) return decoded;
    // Shown as plain text rather than wrong text; the browser tests fail on this error.
    console.error(`Code block highlighting does not match its text (${language}); shown unhighlighted.`);
    return plainTokens(code);
  }, [encoded, code, codeInput, language]);
  const dictionary = useMemo(() => themeStyles(prismTheme, language), [prismTheme, language]);
  const {getLineProps, getTokenProps} = useMemo(() => propsGetters(dictionary), [dictionary]);
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, `prism-code language-${language}`)}
      style={dictionary.root}>
      <Code>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </Pre>
  );
}
