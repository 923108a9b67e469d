import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import {announcement, copyright, footerColumns, navbarItems} from './src/data/navigation';
import {docsInstances} from './src/data/docsInstances';
import {sidebarItemsGenerator} from './src/data/sidebarItemsGenerator';
import {repositoryFromPackage, siteEnv} from './src/data/siteEnv';
import {insideGitCheckout} from './src/data/gitCheckout';
import packageJson from './package.json';
import {fontFaceCss, siteFonts} from './src/data/fonts';
import {additionalCodeLanguages, darkCodeTheme, lightCodeTheme} from './src/data/codeThemes';
import remarkHighlight from './src/plugins/highlight/remark';
import remarkTableRowHeaders from './src/plugins/markdown/tableRowHeaders';
import remarkCliLinks from './src/plugins/cli-reference/remark';
import remarkApiLinks from './src/plugins/api-reference/remark';
import {loadApiModel} from './src/plugins/api-reference/generate';
import {apiPageRoutes} from './src/plugins/api-reference/model';
import {loadCliModel} from './src/plugins/cli-reference/generate';
import {cliPageRoutes} from './src/plugins/cli-reference/render';
import {examplePageRoutes} from './src/plugins/gallery';
import {loadNodeModel, nodePageRoutes} from './src/plugins/node-reference';
import remarkLintRules from './src/plugins/lint-rules/remark';
import remarkCheckedExamples from './src/plugins/examples/remark';
import {DOCS_LINK_REDIRECTS} from './src/plugins/cli-reference/data';
import remarkUrlMapAliases from './src/plugins/url-map/remarkAliases';
import remarkDenoJsonReference from './src/plugins/deno-json-reference/remark';
import remarkStdExports from './src/plugins/std-reference/remark';
import type {UrlMapOptions} from './src/plugins/url-map';
import {urlMapVersion} from './src/plugins/url-map/map';
import {searchConfig} from './src/plugins/search/config';
import {offlineReadingEnabled} from './src/plugins/offline/options';
import {ssrTemplate} from './src/plugins/startup/scriptsAfterPaint';

const env = siteEnv(process.env, repositoryFromPackage(packageJson));
// Local search index by default; Algolia DocSearch when ALGOLIA_* are set (README "Search").
const search = searchConfig(process.env);

/** Options every docs instance shares; each instance adds only its id and paths. */
const sharedDocsOptions = {
  sidebarCollapsed: true,
  sidebarItemsGenerator,
  breadcrumbs: true,
  versions: {current: {label: 'Next'}},
  // Code is highlighted at build time; the browser gets tokens, not Prism (src/plugins/highlight).
  // The deno.json reference's sections come from deno's schema, and each standard library page's
  // table of exports from the vendored std (src/plugins/std-reference), before code is highlighted.
  beforeDefaultRemarkPlugins: [
    remarkDenoJsonReference,
    remarkStdExports,
    [remarkHighlight, {additionalLanguages: additionalCodeLanguages}],
  ],
  // Inline `deno <command>` and `--flag` code links to its CLI reference anchor.
  remarkPlugins: [
    remarkTableRowHeaders,
    [remarkCliLinks, {siteDir: __dirname}],
    remarkApiLinks,
    // docs.deno.com's heading ids that differ from ours land on the same section (src/plugins/url-map).
    [remarkUrlMapAliases, {siteDir: __dirname, mapVersion: urlMapVersion()}],
  ],
  // "Edit this page" opens the page's file in the repository (REPOSITORY_URL overrides package.json).
  editUrl: `${env.repositoryUrl}/edit/main/`,
  // From git; outside a git checkout the build still works, without dates.
  showLastUpdateTime: insideGitCheckout(__dirname),
} satisfies DocsOptions;

/** The routes plugins write as prepared pages after the build (no Docusaurus route each). */
const preparedPageRoutes = (): string[] => [
  ...apiPageRoutes(loadApiModel()),
  ...nodePageRoutes(loadNodeModel()),
  ...cliPageRoutes(loadCliModel()),
  ...examplePageRoutes(__dirname),
];

const config = {
  title: 'Deno Docs',
  tagline: 'Documentation for the Deno runtime, Deno Deploy, Deno KV and Deno Subhosting',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,
  titleDelimiter: '|',
  noIndex: false,

  // Read in the browser by the feedback prompt (src/components/PageFeedback).
  customFields: {repositoryUrl: env.repositoryUrl},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'throw',

  future: {
    // v4 behaviour now, but keep the spec's plain storage keys ("theme", ...).
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: false,
    },
    faster: true,
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  markdown: {
    format: 'mdx',
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/examples.css']},
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          // The API and CLI references' pages are written after the build from their shell routes.
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) => {
            const origin = params.siteConfig.url.replace(/\/$/, '');
            const preparedUrls = preparedPageRoutes().map((route) => `${origin}${route}`);
            const items = (await defaultCreateSitemapItems(params)).filter((item) => !preparedUrls.includes(item.url));
            return [...items, ...preparedUrls.map((url) => ({url, lastmod: null, changefreq: null, priority: null}))];
          },
        },
        ...(env.gtmContainerId ? {googleTagManager: {containerId: env.gtmContainerId}} : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ...docsInstances.map((instance): [string, DocsOptions] => [
      './src/plugins/docs/index.ts',
      {
        ...sharedDocsOptions,
        id: instance.id,
        path: instance.id,
        routeBasePath: instance.id,
        sidebarPath: `./sidebars/${instance.id}.ts`,
        // Rule pages get their generated sections before code is highlighted; the other sections'
        // examples show the command the content checker runs, and a mark saying they were checked.
        beforeDefaultRemarkPlugins: [
          instance.id === 'lint' ? remarkLintRules : remarkCheckedExamples,
          ...sharedDocsOptions.beforeDefaultRemarkPlugins,
        ],
      },
    ]),
    [
      // Every docs.deno.com URL lands on the page here that answers it (src/plugins/url-map/maps).
      './src/plugins/url-map/index.ts',
      {
        // The spec links every product manual as /{slug}/manual; KV lives under /deploy.
        // The docs links that deno prints (/go/<slug> and older paths) land on the page that answers them.
        extraRedirects: [{from: '/kv/manual', to: '/deploy/kv/manual'}, ...DOCS_LINK_REDIRECTS],
        preparedRoutes: preparedPageRoutes,
      } satisfies UrlMapOptions,
    ],
    // /x.html and /x/index.html show /x on any static host (a same-origin redirect only).
    './src/plugins/static-hosting/index.ts',
    './src/plugins/cli-reference/index.ts',
    './src/plugins/api-reference/index.ts',
    // /api/node: the Node.js built-in modules, from @types/node, with the API reference's components.
    './src/plugins/node-reference/index.ts',
    // /examples: one checked program a page, and each program's source for `deno run <url>`.
    './src/plugins/gallery/index.ts',
    // Each page's og:image is a card with its title (the API reference draws its own pages').
    './src/plugins/social-cards/index.ts',
    './src/plugins/llms/index.ts',
    ['./src/plugins/search/index.ts', search.pluginOptions],
    './src/plugins/highlight/index.ts',
    './src/plugins/bundle-trim/index.ts',
    // Less work while a page starts: route components made on first use, no locale data loaded.
    './src/plugins/startup/index.ts',
    // Visited pages and the search index work offline; OFFLINE_READING=false turns it off (README).
    ['./src/plugins/offline/index.ts', {enabled: offlineReadingEnabled(process.env)}],
  ],

  headTags: [
    // Self-hosted fonts: declared here and the text font preloaded (see src/data/fonts.ts).
    {tagName: 'style', attributes: {}, innerHTML: fontFaceCss()},
    ...siteFonts
      .filter((font) => font.preload)
      .map((font) => ({
        tagName: 'link',
        attributes: {rel: 'preload', href: font.file, as: 'font', type: 'font/woff2', crossorigin: 'anonymous'},
      })),
    {
      // The theme hides the bar before React starts when the stored dismissal is "true", even if
      // that dismissal was for an earlier announcement. Reset it here when the id changed, so a
      // new announcement shows at once (the theme then stores the new id).
      tagName: 'script',
      attributes: {},
      innerHTML: `try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(announcement.id)})localStorage.setItem('docusaurus.announcement.dismiss','false')}catch(e){}`,
    },
  ],

  // A page's scripts are requested once it has painted (src/plugins/startup/scriptsAfterPaint.ts).
  ssrTemplate,

  // A page chunk that fails on the first load shows its error with Retry (spec §8).
  clientModules: ['./src/clientModules/chunkLoadErrors.ts'],

  // Third-party scripts load only when configured (see README, "Configuration").
  scripts: env.errorTrackingScriptUrl ? [{src: env.errorTrackingScriptUrl, crossorigin: 'anonymous', async: true}] : [],

  themeConfig: {
    image: 'img/social-card.png',
    algolia: search.algolia,
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: announcement,
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    navbar: {
      hideOnScroll: true,
      title: 'Docs',
      logo: {alt: 'Deno', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
      items: navbarItems,
    },
    footer: {style: 'dark', links: footerColumns, copyright},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
