/**
 * The words of a missing path worth searching for, most telling first: the last segment names
 * the page (`/runtime/manual/basics/permisions` gives "permisions"), the whole path its place
 * ("basics permisions"). Section words (products, "manual", "tutorials", ...) say where the page
 * was, not what it was about, so they are left to the contextual ranking.
 */
import {products} from '../../data/products';

const SECTION_WORDS = new Set<string>([
  ...products.flatMap((product) => product.basePath.split('/')),
  'manual',
  'tutorials',
  'tutorial',
  'reference',
  'api',
  'docs',
  'index',
  'html',
  'htm',
  'md',
  'mdx',
  'go',
]);

function words(text: string): string {
  return text
    .split(/[/\-_.~\s]+/)
    .map((word) => word.toLowerCase())
    .filter((word) => word && !/^\d+$/.test(word) && !SECTION_WORDS.has(word))
    .join(' ');
}

export function queriesFromPath(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: search the raw path.
  }
  const segments = decoded.split('/').filter(Boolean);
  const candidates = [words(segments.at(-1) ?? ''), words(decoded)];
  return [...new Set(candidates.filter(Boolean))];
}
