/**
 * Children that the stylesheet shows only on a wide window (the desktop sidebar and table of
 * contents, hidden below 997px). The server renders them for every reader. On a window that is
 * narrow when the page starts, React leaves that HTML as it is, hidden, and does not hydrate it:
 * on a phone the KV page's desktop sidebar alone was a fifth of what hydration built (464 of 2,383
 * fibers). If the window becomes wide, the children render then, and stay. Mounted after
 * hydration (a client-side navigation), they render at once, as upstream's do.
 *
 * How: an element whose content is `dangerouslySetInnerHTML` has no child fibers, and React
 * neither checks nor replaces the children that the server put in it. The wrapper takes no box
 * (`display: contents`), so the layout is the same with and without it.
 */
import React, {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useWindowSize} from '@docusaurus/theme-common';
// The breakpoint useWindowSize tells a desktop window by (Infima's): wider than this.
import {DesktopBreakpoint} from '@site/src/plugins/startup/client/useWindowSize';
import styles from './styles.module.css';

// Read once, as the main script runs, when the page has been laid out (so the read is cheap),
// and before React hydrates. Server rendering takes the wide branch.
const narrowAtStart = ExecutionEnvironment.canUseDOM && window.innerWidth <= DesktopBreakpoint;

export default function HydrateWhenWide({children}: {children: ReactNode}): ReactNode {
  const windowSize = useWindowSize();
  // False only while hydrating.
  const isBrowser = useIsBrowser();
  const [wide, setWide] = useState(!narrowAtStart || isBrowser);
  // A render-time update: the children render in the same pass that sees the first wide size.
  if (!wide && windowSize === 'desktop') setWide(true);
  if (wide) {
    return (
      <div key="rendered" className={styles.contents}>
        {children}
      </div>
    );
  }
  // Keyed apart from the rendered branch, so that widening replaces this element (and the server's
  // HTML in it) rather than adding the children beside that HTML.
  return (
    <div key="server" className={styles.contents} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
  );
}
