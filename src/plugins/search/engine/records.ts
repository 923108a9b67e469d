/**
 * What ranking reads of each record for every result, read once when the index loads: arrays
 * indexed by record id, so a query's thousands of look-ups are array reads, not object walks.
 */
import type {PackedIndex, PackedPage} from './format';

export class RecordTable {
  readonly pages: Int32Array;
  readonly types: Uint8Array;
  /** Each record's URL (page and anchor), numbered: one hit per URL. */
  readonly urls: Int32Array;
  readonly urlCount: number;
  /** Each record's product, as an index into productSlugs. */
  readonly products: Int32Array;
  readonly productSlugs: string[] = [];
  /** Each record's boost before the query (its type, and whether it is a reference page). */
  readonly boosts: Float64Array;

  constructor(
    data: PackedIndex,
    boostOf: (typeCode: number, page: PackedPage, anchor: string | null | undefined) => number,
  ) {
    const count = data.records.length;
    this.pages = new Int32Array(count);
    this.types = new Uint8Array(count);
    this.urls = new Int32Array(count);
    this.products = new Int32Array(count);
    this.boosts = new Float64Array(count);
    const urlIds = new Map<string, number>();
    const productIds = new Map<string, number>();
    data.records.forEach(([sectionId, typeCode], id) => {
      const [pageId, , , anchor] = data.sections[sectionId]!;
      const page = data.pages[pageId]!;
      this.pages[id] = pageId;
      this.types[id] = typeCode;
      const url = `${pageId}#${anchor ?? ''}`;
      if (!urlIds.has(url)) urlIds.set(url, urlIds.size);
      this.urls[id] = urlIds.get(url)!;
      if (!productIds.has(page.p)) productIds.set(page.p, this.productSlugs.push(page.p) - 1);
      this.products[id] = productIds.get(page.p)!;
      this.boosts[id] = boostOf(typeCode, page, anchor);
    });
    this.urlCount = urlIds.size;
  }
}
