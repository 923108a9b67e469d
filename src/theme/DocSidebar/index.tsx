/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/theme-classic@3.10.2 (src/theme/DocSidebar/index.tsx).
// Why: on a narrow window the desktop sidebar, rendered by the server and
// hydrated, stays mounted (its container is hidden by CSS below 997px) instead
// of being unmounted right after hydration: that unmount, of every item and
// link, was most of the blocking update that follows hydration on phones. On a
// window narrow when the page starts it is not even hydrated (HydrateWhenWide).
// Changes are marked (CUSTOM).

import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import HydrateWhenWide from '@site/src/components/HydrateWhenWide'; // (CUSTOM)
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();

  // Mobile sidebar not visible on hydration: can avoid SSR rendering
  const shouldRenderSidebarMobile = windowSize === 'mobile';

  return (
    <>
      {/* (CUSTOM) always: visible on hydration on desktop (needs SSR rendering),
          hidden by its container's CSS on a narrow window, and not hydrated there */}
      <HydrateWhenWide>
        <DocSidebarDesktop {...props} />
      </HydrateWhenWide>
      {shouldRenderSidebarMobile && <DocSidebarMobile {...props} />}
    </>
  );
}
