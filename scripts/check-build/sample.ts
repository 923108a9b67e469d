/**
 * The pages the browser and axe tests load (tests/e2e/routes.spec.ts): the fewest built pages
 * that together show every page kind and every component of the build. A page's features are
 * its kind (the plugin classes Docusaurus puts on <html>) and each element name and CSS class in
 * its body, CSS-module hashes dropped (`codeBlockContainer_Ckt0` -> `codeBlockContainer`). A new
 * component or page kind is in the sample from the first build that has it, with no list to edit.
 * check:build covers every page without a browser; this sample covers how pages behave in one.
 */

export interface SampledPage {
  route: string;
  features: Set<string>;
}

/** `docs-doc-id-*` names one page, not a kind. */
const pageSpecificClass = /^docs-doc-id-/;
const cssModuleHash = /_[A-Za-z0-9-]{4,5}$/;

/** The features of one built page, or none for a page without a kind (a redirect page). */
export function pageFeatures(html: string): Set<string> {
  const features = new Set<string>();
  const htmlClasses = (/<html[^>]*\bclass=(?:"([^"]*)"|([^\s>"]+))/.exec(html) ?? []).slice(1).find(Boolean);
  if (!htmlClasses) return features;
  const kind = htmlClasses
    .split(/\s+/)
    .filter((name) => name && !pageSpecificClass.test(name))
    .join(' ');
  features.add(`kind: ${kind}`);
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  for (const match of body.matchAll(/\bclass=(?:"([^"]*)"|([^\s>"]+))/g))
    for (const name of (match[1] ?? match[2] ?? '').split(/\s+/))
      if (name) features.add(`.${name.replace(cssModuleHash, '')}`);
  for (const match of body.matchAll(/<([a-z][a-z0-9-]*)/g)) features.add(`<${match[1]}>`);
  return features;
}

/**
 * A greedy set cover: repeatedly the page showing the most features not yet covered (ties go to
 * the page listed first), until every feature is covered. Returns routes in the order chosen.
 */
export function coveringSample(pages: SampledPage[]): string[] {
  const uncovered = new Set(pages.flatMap((page) => [...page.features]));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    let best: SampledPage | undefined;
    let bestCount = 0;
    for (const page of pages) {
      let count = 0;
      for (const feature of page.features) if (uncovered.has(feature)) count++;
      if (count > bestCount) {
        best = page;
        bestCount = count;
      }
    }
    if (!best) break;
    chosen.push(best.route);
    for (const feature of best.features) uncovered.delete(feature);
  }
  return chosen;
}
