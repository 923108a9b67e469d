/**
 * The DocSearch 3.9 modal groups hits by their lvl0 (the product), at most five a group, groups
 * in the order of their first hit. Ranked Runtime, Deploy, Runtime, a Runtime hit ranked third
 * would show above the Deploy hit ranked second, so the reader would not see the ranking's
 * order. Each later run of a product's hits is relabelled "More in <product>", a group of its
 * own, and the modal shows the hits in the order they were ranked.
 */
import type {SearchClientLike} from './searchClient';
import type {SearchHit} from '../engine';

export function moreInLabel(product: string, run: number): string {
  return run === 2 ? `More in ${product}` : `More in ${product} (${run - 1})`;
}

export function labelProductRuns<T extends Pick<SearchHit, 'hierarchy' | '_highlightResult'>>(hits: readonly T[]): T[] {
  const runs = new Map<string, number>();
  let previous: string | undefined;
  return hits.map((hit) => {
    const product = hit.hierarchy.lvl0;
    if (product !== previous) runs.set(product, (runs.get(product) ?? 0) + 1);
    previous = product;
    const run = runs.get(product)!;
    if (run === 1) return hit;
    const label = moreInLabel(product, run);
    const highlighted = hit._highlightResult.hierarchy.lvl0;
    return {
      ...hit,
      hierarchy: {...hit.hierarchy, lvl0: label},
      _highlightResult: {
        ...hit._highlightResult,
        hierarchy: {
          ...hit._highlightResult.hierarchy,
          lvl0: {
            value: label,
            matchLevel: highlighted?.matchLevel ?? 'none',
            matchedWords: highlighted?.matchedWords ?? [],
          },
        },
      },
    };
  });
}

/** The modal's client: every answer's hits relabelled by product run. */
export function withProductRuns<T>(client: T): T {
  const inner = client as unknown as SearchClientLike;
  const wrapped: SearchClientLike = {
    search: async (params) => {
      const {results} = await inner.search(params);
      return {results: results.map((result) => ({...result, hits: labelProductRuns(result.hits)}))};
    },
  };
  return Object.assign(Object.create(client as object) as object, wrapped) as unknown as T;
}
