/**
 * The pages the browser and axe tests load (tests/e2e/routes.spec.ts): built pages that together
 * show every page kind and every component of the build, chosen to cost the least browser time.
 * A page's features are its kind (the plugin classes Docusaurus puts on <html>) and each element
 * name and CSS class of its body's tags, CSS-module hashes dropped (`codeBlockContainer_Ckt0` ->
 * `codeBlockContainer`). A new component or page kind is in the sample from the first build that
 * has it, with no list to edit. check:build covers every page without a browser; this sample
 * covers how pages behave in one.
 *
 * Left out of the features: a code token's type (`token keyword`) and a block's `language-*`.
 * Their colours are the code themes' entries, each checked for AA contrast in both modes by
 * tests/unit/codeThemes.test.ts, token types no page shows included; as features they pulled the
 * longest pages of the site into the sample, one rare token type each (axe's time grows with a
 * page's elements: 16 s for the longest, 2 s for the home page).
 */

export interface SampledPage {
  route: string;
  features: Set<string>;
  /** Elements in the page's body: what axe's time grows with. */
  elements: number;
}

/** `docs-doc-id-*` names one page, not a kind. */
const pageSpecificClass = /^docs-doc-id-/;
const cssModuleHash = /_[A-Za-z0-9-]{4,5}$/;
const codeTokenClass = /^token$/;
const codeLanguageClass = /^language-/;

function classNames(attributes: string): string[] {
  const match = /\bclass=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/.exec(attributes);
  return (match?.slice(1).find((value) => value !== undefined) ?? '').split(/\s+/).filter(Boolean);
}

/** The features of one built page, or none for a page without a kind (a redirect page). */
export function pageFeatures(html: string): Set<string> {
  const features = new Set<string>();
  const htmlTag = /<html\b([^>]*)>/.exec(html);
  const kind = classNames(htmlTag?.[1] ?? '').filter((name) => !pageSpecificClass.test(name));
  if (kind.length === 0) return features;
  features.add(`kind: ${kind.join(' ')}`);
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  // Tags only: `class="done"` in a code sample's text is not a class of this page.
  for (const [, tag, attributes] of body.matchAll(/<([a-z][a-z0-9-]*)([^>]*)>/g)) {
    features.add(`<${tag}>`);
    const names = classNames(attributes ?? '');
    if (names.some((name) => codeTokenClass.test(name))) {
      features.add('.token');
      continue;
    }
    for (const name of names) if (!codeLanguageClass.test(name)) features.add(`.${name.replace(cssModuleHash, '')}`);
  }
  return features;
}

/** Elements of a page's body, for the sample's cost. */
export function bodyElementCount(html: string): number {
  return (html.slice(Math.max(0, html.indexOf('<body'))).match(/<[a-z]/g) ?? []).length;
}

/**
 * A page's browser time in the sample's unit: a fixed share for loading it (about as much as axe
 * on 1,000 elements, measured on the home page and the longest guide) and its elements.
 */
function pageCost(page: SampledPage): number {
  return 1000 + page.elements;
}

/**
 * A cost-weighted greedy set cover: repeatedly the page with the most features not yet covered
 * per unit of cost (ties go to the page listed first), until every feature is covered. Returns
 * routes in the order chosen.
 */
export function coveringSample(pages: SampledPage[]): string[] {
  const uncovered = new Set(pages.flatMap((page) => [...page.features]));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    let best: SampledPage | undefined;
    let bestValue = 0;
    for (const page of pages) {
      let count = 0;
      for (const feature of page.features) if (uncovered.has(feature)) count++;
      const value = count / pageCost(page);
      if (value > bestValue) {
        best = page;
        bestValue = value;
      }
    }
    if (!best) break;
    chosen.push(best.route);
    for (const feature of best.features) uncovered.delete(feature);
  }
  return chosen;
}
