/* global Crawler -- provided by the Algolia Crawler editor this file is pasted into */
/*
 * Algolia Crawler configuration that builds the Algolia mode's index from the deployed site
 * (README "Search"). Paste it into the Crawler editor (crawler.algolia.com), replacing the
 * placeholders: YOUR_APP_ID, YOUR_CRAWLER_API_KEY (a key with write access, never the search
 * key), YOUR_INDEX_NAME (the site's ALGOLIA_INDEX_NAME) and the site origin if it is not
 * https://docs.deno.com (the site's SITE_URL).
 *
 * It makes the same records as the local index (src/plugins/search/node/records.ts): lvl0 is the
 * product, lvl1 the page title, lvl2/lvl3 the h2/h3, paragraphs, list items and table cells the
 * content; the `docsearch:language` and `docsearch:docusaurus_tag` meta tags Docusaurus renders
 * become the `language` and `docusaurus_tag` facets the contextual search filters on.
 * tests/unit/search/crawler-config.test.ts checks it against the site's products.
 */
const SITE = 'https://docs.deno.com';

/** Product per route base, longest first (src/data/products.ts). */
const PRODUCTS = [
  ['/deploy/kv', 'Deno KV'],
  ['/runtime', 'Deno Runtime'],
  ['/deploy', 'Deno Deploy'],
  ['/subhosting', 'Deno Subhosting'],
  ['/sandbox', 'Deno Sandbox'],
];

function productOf(url) {
  const path = new URL(url).pathname;
  const found = PRODUCTS.find(([base]) => path === base || path.startsWith(`${base}/`));
  return found ? found[1] : 'Documentation';
}

new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: [`${SITE}/`, `${SITE}/runtime/`, `${SITE}/deploy/`, `${SITE}/subhosting/`, `${SITE}/sandbox/`],
  sitemaps: [`${SITE}/sitemap.xml`],
  discoveryPatterns: [`${SITE}/**`],
  exclusionPatterns: [`${SITE}/search**`, `${SITE}/**/rapidoc**`, `${SITE}/404**`],
  ignoreCanonicalTo: true,
  schedule: 'every 1 day',
  actions: [
    {
      indexName: 'YOUR_INDEX_NAME',
      pathsToMatch: [`${SITE}/runtime/**`, `${SITE}/deploy/**`, `${SITE}/subhosting/**`, `${SITE}/sandbox/**`],
      recordExtractor: ({url, $, helpers}) => {
        const lvl0 = productOf(url.href);
        // Code blocks, the table of contents and the edit/pagination links are not content.
        $('pre, .theme-doc-toc-mobile, .table-of-contents, .pagination-nav, .theme-edit-this-page').remove();
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['header h1', 'article h1'],
            lvl2: ['article h2'],
            lvl3: ['article h3'],
            lvl4: ['article h4'],
            lvl5: ['article h5, article td:first-child'],
            lvl6: ['article h6'],
            content: ['article p, article li, article td:last-child'],
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    YOUR_INDEX_NAME: {
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
