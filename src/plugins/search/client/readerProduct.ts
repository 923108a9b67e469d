/**
 * The product whose pages the reader's search favours: the product of the page they are on, or,
 * on the /search page, the product of the page they opened search from (the modal's "See all
 * results" link carries it as `product`), so that the two list results in the same order.
 */
import {productForPath, products} from '../../../data/products';

export const PRODUCT_PARAM = 'product';

export function readerProduct(pathname: string, search: string): string | undefined {
  const fromPath = productForPath(pathname)?.slug;
  if (fromPath) return fromPath;
  const fromLink = new URLSearchParams(search).get(PRODUCT_PARAM);
  return products.some((product) => product.slug === fromLink) ? (fromLink ?? undefined) : undefined;
}

/** The /search page link for a query typed on `pathname`, with the product it was typed in. */
export function withReaderProduct(searchLink: string, pathname: string): string {
  const product = productForPath(pathname)?.slug;
  return product ? `${searchLink}&${PRODUCT_PARAM}=${encodeURIComponent(product)}` : searchLink;
}
