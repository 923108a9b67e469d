// Why: the desktop table of contents is hidden below 997px, so a page that starts on a narrow
// window leaves it as the server rendered it, unhydrated (HydrateWhenWide).
import React, {type ReactNode} from 'react';
import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import HydrateWhenWide from '@site/src/components/HydrateWhenWide';

export default function TOCDesktopWrapper(): ReactNode {
  return (
    <HydrateWhenWide>
      <TOCDesktop />
    </HydrateWhenWide>
  );
}
