// Wrapped to hand the block's build-time highlighting tokens (data-highlight) to CodeBlock/Content.
import React, {type ReactNode} from 'react';
import CodeBlockContentString from '@theme-original/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';
import {HighlightTokensContext} from '@site/src/plugins/highlight/context';

export default function CodeBlockContentStringWrapper(props: Props): ReactNode {
  const {'data-highlight': tokens, ...rest} = props as Props & {
    'data-highlight'?: string;
  };
  return (
    <HighlightTokensContext.Provider value={tokens}>
      <CodeBlockContentString {...rest} />
    </HighlightTokensContext.Provider>
  );
}
