/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/theme-classic@3.10.2 (src/theme/CodeBlock/Container/index.tsx).
// Why: the code colours come from CSS per colour mode
// (src/plugins/highlight/themeCss.ts), so the container no longer sets them
// inline from the current theme. Changes are marked (CUSTOM).

import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css'; // (CUSTOM)

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic components are hard to type, without `oneOf` generics
  const Tag = As as 'div';
  return (
    <Tag
      {...(props as ComponentProps<'div'>)}
      // (CUSTOM) no inline --prism-color / --prism-background-color
      className={clsx(
        props.className,
        styles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
      )}
    />
  );
}
