/**
 * Reflow (WCAG 1.4.10): at 320 CSS px, and at 280, no page scrolls sideways. Long code and
 * signatures scroll inside their own box, tables inside their wrapper, long words wrap. One page
 * of each kind; a failure names the widest elements that stick out, so it says what to fix.
 */
import type {Page} from '@playwright/test';
import {test, expect, expectNotFoundResponse, plainHostUrl, waitForHydration} from './fixtures';

interface PageKind {
  name: string;
  path: string;
  /** The path is meant to answer 404 (served by the plain static host, as a CDN would). */
  missing?: boolean;
  /** Waits for content that renders after hydration. */
  ready?: (page: Page) => Promise<void>;
}

const pageKinds: PageKind[] = [
  {name: 'a manual page with code and tables', path: '/runtime/manual/basics/permissions'},
  {name: 'a KV manual page', path: '/deploy/kv/manual/operations'},
  {name: 'the API index', path: '/api/deno'},
  {name: 'an API category page (a table of symbols)', path: '/api/deno/permissions'},
  {name: 'an API symbol page (function)', path: '/api/deno/~/Deno.serve'},
  {name: 'an API symbol page (class)', path: '/api/deno/~/Deno.Command'},
  {
    name: 'an API member page with a long name in its breadcrumbs',
    path: '/api/web/~/WebTransportDatagramDuplexStream.prototype.incomingHighWaterMark',
  },
  {name: 'a CLI reference page', path: '/runtime/reference/cli/run'},
  {name: 'a lint rule page', path: '/lint/rules/no-unused-vars'},
  {name: 'the lint index', path: '/lint'},
  {name: 'the examples index', path: '/examples'},
  {name: 'an example (a server with its curl session)', path: '/examples/http_server'},
  {name: 'the home page', path: '/'},
  {name: 'the search page', path: '/search?q=permissions'},
  {name: 'the not-found page', path: '/runtime/manual/basics/permisions', missing: true},
  {
    name: 'the REST API viewer',
    path: '/deploy/api/rapidoc',
    // RapiDoc renders the operations in its shadow DOM after hydration (its navigation is hidden when narrow).
    ready: (page) =>
      expect(page.locator('rapi-doc').locator('[part~="section-operation"]').first()).toBeAttached({timeout: 20_000}),
  },
];

interface Overflow {
  /** document.documentElement.scrollWidth */
  scrollWidth: number;
  innerWidth: number;
  /** The widest elements reaching past the window's right edge, unclipped: `tag.class "text" (width, right edge)`. */
  culprits: string[];
}

/** How wide the page scrolls, and which elements (shadow DOM included) make it so. */
function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    /** The element's parent, crossing out of a shadow root to its host. */
    const parentOf = (element: Element): Element | null =>
      element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
    /**
     * Overflow that cannot widen the page: inside an ancestor below <body> that clips or scrolls
     * sideways, or in a fixed box (the viewport holds it: the skip link waits off-screen so).
     */
    const isContained = (element: Element): boolean => {
      if (getComputedStyle(element).position === 'fixed') return true;
      for (let up = parentOf(element); up && up !== document.body; up = parentOf(up)) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const all: Element[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        all.push(element);
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    collect(document);
    const sticking = all
      .map((element) => ({element, box: element.getBoundingClientRect()}))
      .filter(({element, box}) => box.width > 0 && box.right > viewport + 0.5 && !isContained(element))
      .sort((a, b) => b.box.width - a.box.width);
    const describe = ({element, box}: (typeof sticking)[number]) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
      const name = [element.localName, ...classes.filter(Boolean)].join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${name} "${text}" (${Math.round(box.width)} px wide, right edge at ${Math.round(box.right)} px)`;
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: viewport,
      culprits: sticking.slice(0, 12).map(describe),
    };
  });
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const overflow = await measureOverflow(page);
  const widest = overflow.culprits.join('\n  ') || '(none found outside clipping boxes)';
  expect(
    overflow.scrollWidth,
    `at ${width} px the page is ${overflow.scrollWidth} px wide; widest elements past the right edge:\n  ${widest}`,
  ).toBeLessThanOrEqual(overflow.innerWidth);
}

for (const kind of pageKinds) {
  test(`${kind.name} (${kind.path}) does not scroll sideways at 320 and 280 px`, async ({page, consoleGuard}) => {
    await page.setViewportSize({width: 320, height: 640});
    const url = kind.missing ? plainHostUrl(kind.path) : kind.path;
    if (kind.missing) expectNotFoundResponse(consoleGuard, url);
    await page.goto(url);
    await waitForHydration(page);
    await kind.ready?.(page);
    await expectNoSidewaysScroll(page, 320);

    await page.setViewportSize({width: 280, height: 640});
    await expectNoSidewaysScroll(page, 280);
  });
}
