/**
 * The first results of a ranking without sorting all of them: a query typed two letters in, or a
 * pasted error message, finds thousands of records, and the reader sees twenty. Gives what a
 * stable sort followed by "the first record of each key" gives (the `distinct` of Algolia's
 * crawler index: one hit per URL), for the first `limit` records, and how many there are in all.
 */
export function firstDistinct<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  keyOf: (item: T) => number,
  keyCount: number,
  limit: number,
): {first: T[]; total: number} {
  // The best item of each key; on a tie the earlier one, as a stable sort keeps it first.
  const best = new Int32Array(keyCount).fill(-1);
  const bests: number[] = [];
  items.forEach((item, i) => {
    const key = keyOf(item);
    const current = best[key]!;
    if (current === -1) {
      best[key] = i;
      bests.push(key);
    } else if (compare(item, items[current]!) < 0) best[key] = i;
  });
  const order = (a: number, b: number) => compare(items[a]!, items[b]!) || a - b;
  // The first `limit` of the bests, kept in order: most items do not beat the last one kept.
  const kept: number[] = [];
  if (limit <= 0) return {first: [], total: bests.length};
  for (const key of bests) {
    const i = best[key]!;
    if (kept.length === limit && order(i, kept[limit - 1]!) >= 0) continue;
    let at = kept.length;
    while (at > 0 && order(i, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, i);
    if (kept.length > limit) kept.pop();
  }
  return {first: kept.map((i) => items[i]!), total: bests.length};
}
