/**
 * The products the docs cover. The navbar breadcrumb, the mobile sidebar's
 * secondary menu, the home page and the landing pages all read from here.
 */
export interface Product {
  /** Full name, shown on cards and in the mobile menu. */
  readonly name: string;
  /** Short name, shown in the navbar breadcrumb. */
  readonly shortName: string;
  /** Path segment that names the product (`/{slug}/manual` in the spec). */
  readonly slug: string;
  /** Route base of the product's pages: the longest matching base wins. */
  readonly basePath: string;
  /** Where the product's manual starts. */
  readonly manualPath: string;
  /** One sentence for cards. */
  readonly summary: string;
}

export const products = [
  {
    name: 'Deno Runtime',
    shortName: 'Runtime',
    slug: 'runtime',
    basePath: '/runtime',
    manualPath: '/runtime/manual',
    summary:
      'The JavaScript, TypeScript and WebAssembly runtime: install it, run code with permissions, use npm and JSR packages, and ship with its built-in toolchain.',
  },
  {
    name: 'Deno Deploy',
    shortName: 'Deploy',
    slug: 'deploy',
    basePath: '/deploy',
    manualPath: '/deploy/manual',
    summary:
      'A serverless platform that runs your Deno code close to your users, with custom domains, logs, environment variables and a REST API.',
  },
  {
    name: 'Deno KV',
    shortName: 'KV',
    slug: 'kv',
    basePath: '/deploy/kv',
    manualPath: '/deploy/kv/manual',
    summary:
      'A key-value database built into Deno, with atomic transactions, queues and cron, that runs locally and globally replicated on Deploy.',
  },
  {
    name: 'Deno Subhosting',
    shortName: 'Subhosting',
    slug: 'subhosting',
    basePath: '/subhosting',
    manualPath: '/subhosting/manual',
    summary:
      'Run your customers\u2019 code safely on Deno Deploy infrastructure, managed through a REST API from your own platform.',
  },
  {
    name: 'Deno Sandbox',
    shortName: 'Sandbox',
    slug: 'sandbox',
    basePath: '/sandbox',
    manualPath: '/sandbox',
    summary:
      'Isolated Linux microVMs that your code creates in a second, to run untrusted or generated code, commands and servers, with files, volumes and snapshots.',
  },
] as const satisfies readonly Product[];

export type ProductSlug = (typeof products)[number]['slug'];

function segments(path: string): string[] {
  return path.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
}

/**
 * The most specific product for a path: the product whose base path matches
 * the most leading path segments. `/deploy/kv/manual` is KV, `/deploy/x` is
 * Deploy, `/` and unrelated paths have no product.
 */
export function productForPath(path: string, candidates: readonly Product[] = products): Product | undefined {
  const pathSegments = segments(path);
  let best: Product | undefined;
  let bestLength = 0;
  for (const product of candidates) {
    const base = segments(product.basePath);
    const matches = base.every((segment, i) => pathSegments[i] === segment);
    if (matches && base.length > bestLength) {
      best = product;
      bestLength = base.length;
    }
  }
  return best;
}

/** The product with a given slug; throws for an unknown slug so typos fail loudly. */
export function productBySlug(slug: string): Product {
  const product = products.find((p) => p.slug === slug);
  if (!product) {
    throw new Error(`Unknown product slug "${slug}". Known slugs: ${products.map((p) => p.slug).join(', ')}.`);
  }
  return product;
}

/**
 * The products a reader of `slug` is also in: a product nested in another's path and that other
 * (KV lives under /deploy and is part of Deploy), for contextual search. An unknown slug is its
 * own only relation.
 */
export function relatedProducts(slug: string): string[] {
  const own = products.find((p) => p.slug === slug);
  if (!own) return [slug];
  const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);
  return products
    .filter((p) => within(p.basePath, own.basePath) || within(own.basePath, p.basePath))
    .map((p) => p.slug);
}
