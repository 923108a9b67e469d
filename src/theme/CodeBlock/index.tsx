/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/theme-classic@3.10.2 (src/theme/CodeBlock/index.tsx).
// Why: code renders the same in both colour modes (its colours are CSS, see
// src/plugins/highlight/themeCss.ts), so the theme's second render of every
// block after hydration (`key={String(isBrowser)}`) is dropped; and the
// block's build-time tokens (its data-highlight prop, src/plugins/highlight)
// go to CodeBlock/Content by context from here, with no wrapper module of
// their own. Changes are marked (CUSTOM).

import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {HighlightTokensContext} from '@site/src/plugins/highlight/context'; // (CUSTOM)

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  // (CUSTOM) the tokens, for CodeBlock/Content
  const {'data-highlight': tokens, ...rest} = props as Props & {
    'data-highlight'?: string;
  };
  // (CUSTOM) no key={String(isBrowser)}: nothing differs between the server's render and the browser's
  return (
    <HighlightTokensContext.Provider value={tokens}>
      <CodeBlockComp {...rest}>{children as string}</CodeBlockComp>
    </HighlightTokensContext.Provider>
  );
}
