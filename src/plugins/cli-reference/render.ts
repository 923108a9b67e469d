/**
 * The CLI reference pages as HTML strings, made at build time from the CLI model: the browser
 * gets static markup and a table of contents, no rendering code. Every option has the anchor
 * `#--flag-name`; docs links that deno prints become links to the page here that answers them.
 */
import {escapeHtml} from '../markdown/html';
import {createSlugger} from '@docusaurus/utils';
import {breadcrumbsHtml, sideNavHtml, withToc, type Crumb, type TocHeading} from '../prepared-pages/layout';
import type {PreparedPage} from '../prepared-pages/page';
import type {CliEnvVar, CliHelp, CliOption, CliSection} from './help';
import type {CliCommand, CliModel} from './generate';
import {
  CLI_BASE,
  COMMAND_GROUPS,
  COMMAND_GUIDES,
  DOCS_LINK_REDIRECTS,
  DOWNLOADED_HELP,
  ENV_VARS_ROUTE,
  PERMISSIONS_GUIDE,
  PERMISSION_NAMES,
} from './data';

/** A reference page: a prepared page (src/plugins/prepared-pages), its table of contents inside. */
export type RenderedPage = PreparedPage;

/** The groups of the index page, with the commands the binary has; the rest in "Other commands". */
function commandGroups(model: CliModel): {title: string; commands: CliCommand[]}[] {
  const listed = new Set(COMMAND_GROUPS.flatMap((g) => g.commands));
  const byName = new Map(model.commands.map((c) => [c.name, c]));
  return [
    ...COMMAND_GROUPS.map((g) => ({title: g.title, commands: g.commands})),
    {title: 'Other commands', commands: model.commands.map((c) => c.name).filter((name) => !listed.has(name))},
  ].map((group) => ({
    title: group.title,
    commands: group.commands.map((name) => byName.get(name)).filter((c): c is CliCommand => c !== undefined),
  }));
}

/** The CLI sidebar: the overview pages, then every command by group; `current` is marked. */
function cliSideNav(model: CliModel, current: string): string {
  const groups = [
    {
      title: 'CLI reference',
      links: [
        {label: 'All commands', href: CLI_BASE},
        {label: 'Environment variables', href: ENV_VARS_ROUTE},
      ],
    },
    ...commandGroups(model).map((group) => ({
      title: group.title,
      links: group.commands.map((c) => ({label: `deno ${c.name}`, href: commandPath(c.name), code: true})),
    })),
  ];
  return sideNavHtml('CLI reference', groups, current);
}

const runtimeCrumb: Crumb = {label: 'Runtime', href: '/runtime'};

/** The page's content as an article under its breadcrumbs, between the sidebar and its table of contents. */
function framed(
  body: string,
  toc: readonly TocHeading[],
  page: {model: CliModel; path: string; crumbs: readonly Crumb[]},
): string {
  return withToc(
    `${breadcrumbsHtml(page.crumbs)}<article class="markdown">${body}</article>`,
    toc,
    cliSideNav(page.model, page.path),
  );
}

const DOCS_ORIGIN = 'https://docs.deno.com';

/** Heading ids as the docs pages make them (github-slugger, through Docusaurus). */
function slugify(text: string): string {
  return createSlugger().slug(text, {maintainCase: false});
}

/** A docs.deno.com URL that deno prints, as the path here that answers it. */
export function localDocsPath(url: string): string {
  const withoutOrigin = url.startsWith(DOCS_ORIGIN) ? url.slice(DOCS_ORIGIN.length) || '/' : url;
  const [pathPart = '/', hash] = withoutOrigin.split('#');
  const clean = pathPart.length > 1 ? pathPart.replace(/\/$/, '') : pathPart;
  const redirect = DOCS_LINK_REDIRECTS.find((r) => r.from === clean);
  if (redirect) return redirect.to;
  return hash ? `${clean}#${hash}` : clean;
}

/** Inline code for `backticked` words of the help text; the rest escaped. */
function inline(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

export function commandPath(name: string): string {
  return `${CLI_BASE}/${name}`;
}

function optionNames(option: CliOption): string {
  return [option.short, option.long].filter(Boolean).join(', ');
}

export function optionAnchor(option: CliOption): string {
  return option.long ?? option.short ?? '';
}

function isPermissionFlag(option: CliOption): boolean {
  return /^--(allow|deny|ignore)-/.test(option.long ?? '') || option.long === '--no-prompt';
}

function renderOption(option: CliOption): string {
  const id = optionAnchor(option);
  const parts = [
    `<h3 id="${escapeHtml(id)}" class="anchor"><code>${escapeHtml(optionNames(option))}${escapeHtml(option.value)}</code>${
      option.unstable ? ' <span class="cli-unstable">unstable</span>' : ''
    }<a href="#${escapeHtml(id)}" class="hash-link" aria-label="Link to ${escapeHtml(id)}" title="Link to ${escapeHtml(id)}">\u200b</a></h3>`,
    ...option.description.map((paragraph) => `<p>${inline(paragraph)}</p>`),
  ];
  const facts: string[] = [];
  if (option.defaultValue !== undefined) facts.push(`Default: <code>${escapeHtml(option.defaultValue)}</code>`);
  if (option.possibleValues) {
    facts.push(`Accepted values: ${option.possibleValues.map((v) => `<code>${escapeHtml(v)}</code>`).join(', ')}`);
  }
  if (facts.length > 0) parts.push(`<p>${facts.join('. ')}.</p>`);
  if (option.examples.length > 0) {
    parts.push(
      `<pre><code>${option.examples.map((e) => escapeHtml(e.split(/\s+\|\s+/).join('\n'))).join('\n')}</code></pre>`,
    );
  }
  const links = [...option.docs.map((url) => localDocsPath(url))];
  if (isPermissionFlag(option)) {
    const name = /^--allow-([a-z]+)$/.exec(option.long ?? '')?.[1];
    links.push(
      name && (PERMISSION_NAMES as readonly string[]).includes(name)
        ? `${PERMISSIONS_GUIDE}#--allow-${name}`
        : PERMISSIONS_GUIDE,
    );
  }
  if (links.length > 0) {
    parts.push(
      `<p>More: ${[...new Set(links)].map((href) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`).join(', ')}</p>`,
    );
  }
  return parts.join('\n');
}

function renderEnvVar(envVar: CliEnvVar): string {
  const examples =
    envVar.examples.length > 0 ? `<pre><code>${envVar.examples.map(escapeHtml).join('\n')}</code></pre>` : '';
  return `<h3 id="${escapeHtml(envVar.name)}" class="anchor"><code>${escapeHtml(envVar.name)}</code><a href="#${escapeHtml(envVar.name)}" class="hash-link" aria-label="Link to ${escapeHtml(envVar.name)}" title="Link to ${escapeHtml(envVar.name)}">\u200b</a></h3>\n${envVar.description
    .map((p) => `<p>${inline(p)}</p>`)
    .join('\n')}${examples}`;
}

function renderSection(section: CliSection, toc: TocHeading[]): string {
  const title = section.title.replace(/:$/, '');
  const id = slugify(title);
  toc.push({html: escapeHtml(title), id, level: 2});
  const docs = section.docs
    ? `<p>Guide: <a href="${escapeHtml(localDocsPath(section.docs))}">${escapeHtml(localDocsPath(section.docs))}</a></p>`
    : '';
  const body = [
    ...section.options.map((option) => {
      toc.push({html: `<code>${escapeHtml(optionAnchor(option))}</code>`, id: optionAnchor(option), level: 3});
      return renderOption(option);
    }),
    ...section.envVars.map((envVar) => {
      toc.push({html: `<code>${escapeHtml(envVar.name)}</code>`, id: envVar.name, level: 3});
      return renderEnvVar(envVar);
    }),
  ];
  return `<h2 id="${id}" class="anchor">${escapeHtml(title)}<a href="#${id}" class="hash-link" aria-label="Link to ${escapeHtml(title)}" title="Link to ${escapeHtml(title)}">\u200b</a></h2>\n${docs}\n${body.join('\n')}`;
}

function intro(command: CliCommand, help: CliHelp | null, version: string): string {
  const about = help ? help.about.map((p) => `<p>${inline(p)}</p>`).join('\n') : `<p>${inline(command.summary)}</p>`;
  const guide = COMMAND_GUIDES[command.name];
  const guideLink = guide
    ? `<p>How to use it, with examples: <a href="${guide}">the guide to <code>deno ${escapeHtml(command.name)}</code></a>.</p>`
    : '';
  const usage = help ? `<pre><code>${escapeHtml(help.usage)}</code></pre>` : '';
  const source = help
    ? `<p class="cli-reference-source">Generated from <code>deno ${escapeHtml(command.name)} --help=full</code> of Deno ${escapeHtml(version)}.</p>`
    : '';
  return `${about}\n${usage}\n${guideLink}\n${source}`;
}

export function renderCommandPage(command: CliCommand, model: CliModel): RenderedPage {
  const toc: TocHeading[] = [];
  const help = command.help;
  const note = help
    ? ''
    : `<div class="alert alert--info" role="note"><p>${inline(DOWNLOADED_HELP[command.name] ?? 'This command prints no help here.')}</p></div>`;
  const sections = help ? help.sections.map((section) => renderSection(section, toc)).join('\n') : '';
  const own = new Set(help?.sections.flatMap((section) => section.options.map(optionAnchor)) ?? []);
  const global = renderGlobalOptions(model, toc, own);
  return {
    path: commandPath(command.name),
    title: `deno ${command.name}`,
    description: `Every option of deno ${command.name} in Deno ${model.version}: ${command.summary}`,
    html: framed(
      `<h1>deno ${escapeHtml(command.name)}</h1>\n${intro(command, help, model.version)}\n${note}\n${sections}\n${global}`,
      toc,
      {
        model,
        path: commandPath(command.name),
        crumbs: [runtimeCrumb, {label: 'CLI reference', href: CLI_BASE}, {label: `deno ${command.name}`}],
      },
    ),
  };
}

/**
 * The options `deno --help` lists for every command (log level, quiet, env files), each with
 * its anchor unless the command lists the same flag itself (prose links to either).
 */
function renderGlobalOptions(model: CliModel, toc: TocHeading[], own: Set<string>): string {
  const options = model.top.sections.find((s) => s.title === 'Options');
  if (!options) return '';
  const id = 'global-options';
  toc.push({html: 'Global options', id, level: 2});
  const rows = options.options
    .map((o) => {
      const anchor = optionAnchor(o);
      const id = own.has(anchor) ? '' : ` id="${escapeHtml(anchor)}"`;
      if (id) toc.push({html: `<code>${escapeHtml(anchor)}</code>`, id: anchor, level: 3});
      return `<li${id}><code>${escapeHtml(optionNames(o))}${escapeHtml(o.value)}</code>: ${inline(o.description[0] ?? '')}</li>`;
    })
    .join('\n');
  return `<h2 id="${id}" class="anchor">Global options<a href="#${id}" class="hash-link" aria-label="Link to Global options" title="Link to Global options">\u200b</a></h2>\n<p>These work with every command, as <code>deno --help</code> lists them:</p>\n<ul>${rows}</ul>`;
}

export function renderIndexPage(model: CliModel): RenderedPage {
  const toc: TocHeading[] = [];
  const html = commandGroups(model)
    .map((group) => {
      const {commands} = group;
      if (commands.length === 0) return '';
      const id = slugify(group.title);
      toc.push({html: escapeHtml(group.title), id, level: 2});
      const items = commands
        .map(
          (c) =>
            `<li><a href="${commandPath(c.name)}"><code>deno ${escapeHtml(c.name)}</code></a>: ${inline(c.summary)}</li>`,
        )
        .join('\n');
      return `<h2 id="${id}" class="anchor">${escapeHtml(group.title)}<a href="#${id}" class="hash-link" aria-label="Link to ${escapeHtml(group.title)}" title="Link to ${escapeHtml(group.title)}">\u200b</a></h2>\n<ul>${items}</ul>`;
    })
    .join('\n');
  return {
    path: CLI_BASE,
    title: 'CLI reference',
    description: `Every command of the deno CLI ${model.version}, one line each, with a page of all its options.`,
    html: framed(
      `<h1>CLI reference</h1>\n<p>Every command of the <code>deno</code> executable, version ${escapeHtml(model.version)}, generated from its own help. Each page lists every option with its value, default and accepted values; the environment variables deno reads are on <a href="${ENV_VARS_ROUTE}">their own page</a>.</p>\n${html}`,
      toc,
      {model, path: CLI_BASE, crumbs: [runtimeCrumb, {label: 'CLI reference'}]},
    ),
  };
}

export function renderEnvVarsPage(model: CliModel): RenderedPage {
  const toc: TocHeading[] = [];
  const section = model.top.sections.find((s) => s.envVars.length > 0);
  const body = section
    ? section.envVars.map((v) => {
        toc.push({html: `<code>${escapeHtml(v.name)}</code>`, id: v.name, level: 3});
        return renderEnvVar(v);
      })
    : [];
  return {
    path: ENV_VARS_ROUTE,
    title: 'Environment variables',
    description: `The environment variables that deno ${model.version} reads, as deno --help lists them.`,
    html: framed(
      `<h1>Environment variables</h1>\n<p>Deno ${escapeHtml(model.version)} reads these environment variables, as <code>deno --help</code> lists them. To read variables from your own program, see <a href="/runtime/manual/basics/env_variables">Environment variables in your code</a>; to let a program read them, it needs <a href="${PERMISSIONS_GUIDE}#--allow-env"><code>--allow-env</code></a>.</p>\n${body.join('\n')}`,
      toc,
      {model, path: ENV_VARS_ROUTE, crumbs: [runtimeCrumb, {label: 'Environment variables'}]},
    ),
  };
}

export function renderAllPages(model: CliModel): RenderedPage[] {
  return [renderIndexPage(model), renderEnvVarsPage(model), ...model.commands.map((c) => renderCommandPage(c, model))];
}

/** Every page's route (the sitemap lists them: they are not Docusaurus routes of their own). */
export function cliPageRoutes(model: CliModel): string[] {
  return renderAllPages(model).map((page) => page.path);
}
