/**
 * Navbar and footer items, as data. docusaurus.config.ts feeds them to the
 * theme; tests/unit checks their shape against the spec.
 */
import type {FooterColumnItem, NavbarItem} from '@docusaurus/theme-common';
import {productBySlug} from './products';
import {CLI_BASE, ENV_VARS_ROUTE} from '../plugins/cli-reference/data';
import {EXAMPLES_ROUTE} from '../plugins/gallery/paths';

/** The company site, the navbar's one right-hand link. */
export const companySiteUrl = 'https://deno.com';

/** The documentation sections, in navbar order. */
export const sections = [
  {id: 'runtime', label: 'Runtime', basePath: '/runtime'},
  {id: 'deploy', label: 'Deploy', basePath: '/deploy'},
  {id: 'subhosting', label: 'Subhosting', basePath: '/subhosting'},
  {id: 'sandbox', label: 'Sandbox', basePath: '/sandbox'},
] as const;

export type SectionId = (typeof sections)[number]['id'];

export interface ReferenceLink {
  readonly label: string;
  readonly to: string;
  readonly description: string;
}

/**
 * The references, one list for the navbar's Reference menu, the home page, the phone menu without
 * JavaScript and each product's sidebar (sidebars.ts).
 */
export const referenceLinks = [
  {label: 'Deno APIs', to: '/api/deno', description: 'The Deno namespace: files, network, subprocesses, KV, testing.'},
  {
    label: 'Web APIs',
    to: '/api/web',
    description: 'fetch, streams, crypto, URL and the other web standards Deno ships.',
  },
  {
    label: 'Node.js APIs',
    to: '/api/node',
    description: 'The node: built-in modules Deno provides: fs, http, crypto, streams and the rest.',
  },
  {label: 'CLI', to: CLI_BASE, description: 'Every deno command and flag, from the pinned binary.'},
  {
    label: 'deno.json',
    to: '/runtime/manual/getting_started/configuration_file',
    description: 'Imports, tasks, compiler, lint and format settings of the configuration file.',
  },
  {
    label: 'Environment variables',
    to: ENV_VARS_ROUTE,
    description: 'The variables deno reads, and what each one changes.',
  },
  {label: 'Lint rules', to: '/lint', description: 'Every rule of deno lint, with what it flags and how to fix it.'},
] as const satisfies readonly ReferenceLink[];

export const navbarItems = [
  {type: 'custom-productBreadcrumb', position: 'left'},
  ...sections.map((section) => ({
    to: section.basePath,
    label: section.label,
    // Highlighted on every page under the section, not only on its landing page.
    activeBasePath: section.basePath,
    position: 'left' as const,
  })),
  // The gallery of checked programs (src/plugins/gallery), highlighted on every example's page.
  {to: EXAMPLES_ROUTE, label: 'Examples', activeBasePath: EXAMPLES_ROUTE, position: 'left'},
  {
    type: 'dropdown',
    label: 'Reference',
    position: 'left',
    items: referenceLinks.map(({label, to}) => ({label, to})),
  },
  {
    href: companySiteUrl,
    label: 'deno.com',
    position: 'right',
    className: 'navbar__link--company',
  },
] satisfies NavbarItem[];

/** The menu a phone shows without JavaScript: each section, KV, the references and search. */
export const noScriptMenuLinks: {label: string; to: string}[] = [
  ...sections.map((section) => ({label: section.label, to: section.basePath})),
  {label: productBySlug('kv').name, to: productBySlug('kv').manualPath},
  {label: 'Examples', to: EXAMPLES_ROUTE},
  ...referenceLinks.map(({label, to}) => ({label: `${label} reference`, to})),
  {label: 'Search', to: '/search'},
];

export const footerColumns = [
  {
    title: 'Docs',
    items: [
      {label: productBySlug('runtime').name, to: productBySlug('runtime').manualPath},
      {label: productBySlug('deploy').name, to: productBySlug('deploy').manualPath},
      {label: productBySlug('kv').name, to: productBySlug('kv').manualPath},
      {label: productBySlug('subhosting').name, to: productBySlug('subhosting').basePath},
      {label: productBySlug('sandbox').name, to: productBySlug('sandbox').basePath},
      {label: 'Examples', to: EXAMPLES_ROUTE},
    ],
  },
  {
    title: 'Community',
    items: [
      {label: 'Discord', href: 'https://discord.gg/deno'},
      {label: 'GitHub', href: 'https://github.com/denoland'},
      {label: 'X (Twitter)', href: 'https://x.com/deno_land'},
      {label: 'YouTube', href: 'https://www.youtube.com/@deno_land'},
      {label: 'Newsletter', href: 'https://deno.news'},
    ],
  },
  {
    title: 'Help & Feedback',
    items: [
      {label: 'Community Support', href: 'https://discord.gg/deno'},
      {label: 'System Status', href: 'https://www.denostatus.com'},
      {label: 'Deploy Feedback', href: 'https://github.com/denoland/deploy_feedback'},
      {label: 'Report a Problem', href: 'mailto:support@deno.com'},
    ],
  },
  {
    title: 'Company',
    items: [
      {label: 'Blog', href: 'https://deno.com/blog'},
      {label: 'Careers', href: 'https://deno.com/jobs'},
      {label: 'Merch', href: 'https://merch.deno.com'},
      {label: 'Privacy Policy', to: '/deploy/manual/privacy-policy'},
    ],
  },
] satisfies FooterColumnItem[];

export const copyright = 'Copyright © 2024 the Deno authors.';

/**
 * The announcement bar. Changing `id` shows the bar again to readers who
 * dismissed the previous one (the theme stores the dismissed id).
 */
export const announcement = {
  id: 'deno-2-9',
  content: 'These docs cover <strong>Deno 2.9</strong>. Run <code>deno upgrade</code> to get the newest release.',
  isCloseable: true,
};
