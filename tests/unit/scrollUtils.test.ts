/**
 * The scroll hooks that take upstream's place (src/plugins/startup/client/scrollUtils.tsx) read no
 * layout or style while React renders: such a read, between one commit and the next, makes the
 * browser lay the page out in the middle of React's work and then again for the frame. Rendered
 * here on the server with a stand-in window that counts what is read. Upstream's module is
 * rendered the same way, to show the reads the eject is for (if that case fails, upstream no
 * longer reads while rendering, and the eject can go).
 */
import {createElement, type ComponentType, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

interface ScrollUtils {
  ScrollControllerProvider: ComponentType<{children: ReactNode}>;
  useScrollPosition: (effect: () => void) => void;
  useSmoothScrollTo: () => unknown;
}

const reads: string[] = [];
const globals = globalThis as unknown as Record<string, unknown>;
const stood = ['window', 'document', 'getComputedStyle'] as const;
const before = Object.fromEntries(stood.map((name) => [name, globals[name]]));

// Before the modules load: ExecutionEnvironment decides at import whether it runs in a browser.
beforeAll(() => {
  const document = {createElement: () => ({}), documentElement: {}};
  const window = {
    document,
    addEventListener: () => {},
    removeEventListener: () => {},
    get pageXOffset() {
      reads.push('pageXOffset');
      return 0;
    },
    get pageYOffset() {
      reads.push('pageYOffset');
      return 0;
    },
  };
  Object.assign(globals, {
    window,
    document,
    getComputedStyle: () => {
      reads.push('getComputedStyle');
      return {scrollBehavior: 'auto'};
    },
  });
});
afterAll(() => Object.assign(globals, before));

/** What rendering a navbar-like component (scroll position, smooth scroll) once reads. */
async function readsWhileRendering(utils: ScrollUtils): Promise<string[]> {
  // useIsBrowser() true, as on every render after hydration.
  const {Context: BrowserContext} = (await import('@docusaurus/core/lib/client/browserContext.js')) as {
    Context: React.Context<boolean>;
  };
  function Probe(): null {
    utils.useScrollPosition(() => {});
    utils.useSmoothScrollTo();
    return null;
  }
  reads.length = 0;
  renderToString(
    createElement(
      BrowserContext.Provider,
      {value: true},
      createElement(utils.ScrollControllerProvider, null, createElement(Probe)),
    ),
  );
  return [...reads];
}

describe('the scroll hooks while React renders', () => {
  it('read neither the scroll position nor the computed style', async () => {
    const ours = (await import('../../src/plugins/startup/client/scrollUtils')) as unknown as ScrollUtils;
    expect(await readsWhileRendering(ours)).toEqual([]);
  });

  it("are upstream's reason for the eject: upstream's read both", async () => {
    const upstream =
      (await import('../../node_modules/@docusaurus/theme-common/lib/utils/scrollUtils.js')) as unknown as ScrollUtils;
    expect(await readsWhileRendering(upstream)).toEqual(['pageXOffset', 'pageYOffset', 'getComputedStyle']);
  });
});
