/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/theme-classic@3.10.2 (src/theme/CodeBlock/Buttons/index.tsx).
// Why: a page's copy and word-wrap buttons mount after hydration as one
// low-priority update (a transition, which React renders in slices) instead of
// inside the single blocking update that follows hydration (BrowserOnly): on
// a page of examples that update was one of the long tasks of a page load.
// And their group is in the server's HTML, empty: inserting it after the <pre>
// made the <pre> no longer its parent's last child, which restyled every
// block's <pre> (CSS has `:last-child` rules): 101-143 ms of style
// recalculation on the KV page with the CPU 4x slower.
// Changes are marked (CUSTOM).

import React, {
  startTransition,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';

import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';

import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css'; // (CUSTOM)

// Code block buttons are not server-rendered on purpose
// Adding them to the initial HTML is useless and expensive (due to JSX SVG)
// They are hidden by default and require React  to become interactive
export default function CodeBlockButtons({className}: Props): ReactNode {
  // (CUSTOM) in place of <BrowserOnly>
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  // (CUSTOM) the group is always rendered; only its buttons wait for the browser
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      {mounted && (
        <>
          <WordWrapButton />
          <CopyButton />
        </>
      )}
    </div>
  );
}
