/** The small pieces of deno's help text as markup: inline code, paragraphs, example blocks. */
import React, {type ReactNode} from 'react';

/** A line of deno's help: `backticked` words as inline code, the rest as text. */
export function HelpText({text}: {text: string}): ReactNode {
  // split() with a capturing group: the backticked words land at the odd indexes.
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** Each paragraph of a description as a paragraph. */
export function HelpParagraphs({paragraphs}: {paragraphs: readonly string[]}): ReactNode {
  return paragraphs.map((paragraph, i) => (
    <p key={i}>
      <HelpText text={paragraph} />
    </p>
  ));
}

/** Example command lines as one code block. */
export function CodeLines({lines}: {lines: readonly string[]}): ReactNode {
  return (
    <pre>
      <code>{lines.join('\n')}</code>
    </pre>
  );
}
