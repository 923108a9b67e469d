/**
 * The gallery's pages as static HTML, rendered by React at build time (renderToStaticMarkup;
 * JSX escapes): an example's page (its steps, the command that runs it from this site, what it
 * prints, the checked mark) and the index of all examples, grouped by category, with a filter
 * that the browser wires up (theme/ExamplesPage). Nothing here runs in the browser.
 */
import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {toHtml} from 'hast-util-to-html';
import {markdownHtml, codeBlockHtml} from '../api-reference/doc';
import {checkMark} from '../examples/remark';
import {shellWord} from '../examples/commands';
import {Breadcrumbs, PreparedFrame, SideNav, type TocHeading} from '../prepared-pages/Layout';
import type {PreparedPage} from '../prepared-pages/page';
import {CATEGORIES, categoryLabel, type CategoryId} from './categories';
import type {ExampleProgram} from './source';
import {EXAMPLES_ROUTE, examplePath, scriptPath} from './paths';

const categoryAnchor = (id: CategoryId): string => `${EXAMPLES_ROUTE}#${id}`;

export interface RenderContext {
  /** The site's origin and base (`https://docs.example.com`), for the command that runs a script by URL. */
  siteUrl: string;
  denoVersion: string;
  /** Whether the checker's cache holds a pass for every check of the example. */
  passed: (example: ExampleProgram) => boolean;
  /** Inline code that names an API links to its page (undefined: no link). */
  link: (name: string) => string | undefined;
}

/** The command a reader types to run the example from this site. */
export function runCommand(example: ExampleProgram, siteUrl: string): string {
  const url = `${siteUrl.replace(/\/$/, '')}${scriptPath(example)}`;
  const subcommand = example.check.kind === 'test' ? 'test' : 'run';
  // A stand-in's variables are the checker's; a reader sets the real service's own.
  const env = example.standin === undefined ? example.env.map(({name, value}) => `${name}=${shellWord(value)}`) : [];
  const words = [
    ...env,
    'deno',
    subcommand,
    ...example.check.flags.map(shellWord),
    url,
    ...example.args.map(shellWord),
  ];
  const stdin = example.stdin === undefined ? '' : `printf ${shellWord(example.stdin.replace(/\n/g, '\\n'))} | `;
  return stdin + words.join(' ');
}

/** A terminal: the command, then what it printed (the same markup as the guides' run blocks). */
function Terminal({command, output, label = 'Output'}: {command: string; output?: string; label?: string}): ReactNode {
  return (
    <figure className="example-terminal" aria-label="Terminal">
      <kbd>{command}</kbd>
      {output ? (
        // A scrolling box: keyboard users reach it to scroll (axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div role="group" aria-label={label} tabIndex={0}>
          <samp>{output}</samp>
        </div>
      ) : null}
    </figure>
  );
}

function Html({html, as: Tag = 'div', className}: {html: string; as?: 'div' | 'span'; className?: string}): ReactNode {
  return <Tag className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

/** How the example was checked: the checked mark the guides' blocks carry. */
function CheckedMark({example, ctx}: {example: ExampleProgram; ctx: RenderContext}): ReactNode {
  const kind = example.check.kind === 'typecheck' ? 'type-checked' : example.check.kind === 'test' ? 'tested' : 'run';
  return <Html as="span" html={toHtml(checkMark(kind, ctx.denoVersion, ctx.passed(example)))} />;
}

function Running({example, ctx}: {example: ExampleProgram; ctx: RenderContext}): ReactNode {
  const command = runCommand(example, ctx.siteUrl);
  const {kind, reason} = example.check;
  if (kind === 'serve') {
    // Each `$ curl ...` line of the output comment, then what it printed.
    const requests: {command: string; lines: string[]}[] = [];
    for (const line of (example.output ?? '').split('\n')) {
      if (line.startsWith('$ ')) requests.push({command: line.slice(2), lines: []});
      else requests.at(-1)?.lines.push(line);
    }
    return (
      <>
        <p>Start the server:</p>
        <Terminal command={command} />
        <p>Then, from another terminal:</p>
        {requests.map((request, i) => (
          <Terminal key={i} command={request.command} output={request.lines.join('\n').trimEnd()} label="Response" />
        ))}
      </>
    );
  }
  return (
    <>
      {kind === 'typecheck' ? (
        <p className="example-not-run">
          <strong>Not run when the site is built:</strong> {reason}
        </p>
      ) : null}
      <Terminal command={command} output={kind === 'typecheck' ? undefined : example.output} />
    </>
  );
}

export function ExampleArticle({example, ctx}: {example: ExampleProgram; ctx: RenderContext}): ReactNode {
  const language = example.fileName.endsWith('.tsx') ? 'tsx' : 'ts';
  return (
    <article className="markdown example-page">
      <h1>{example.title}</h1>
      <p className="example-lead">{example.description}</p>
      {example.steps.map((step, i) => (
        <section key={i} className="example-step">
          {step.prose ? <Html className="example-prose" html={markdownHtml(step.prose, ctx.link)} /> : null}
          {step.code ? <Html className="example-code" html={codeBlockHtml(step.code, language)} /> : null}
        </section>
      ))}
      <h2 id="run-it">Run it</h2>
      <Running example={example} ctx={ctx} />
      <p className="example-meta">
        <CheckedMark example={example} ctx={ctx} />
      </p>
      <p>
        The whole program is{' '}
        {/* A file, not a page: target makes the prepared page's link handler leave it to the browser. */}
        <a href={scriptPath(example)} target="_self">
          {example.fileName}
        </a>
        . More in <a href={categoryAnchor(example.category)}>{categoryLabel(example.category)}</a>.
      </p>
    </article>
  );
}

export function renderExamplePage(
  example: ExampleProgram,
  all: readonly ExampleProgram[],
  ctx: RenderContext,
): PreparedPage {
  const path = examplePath(example);
  const siblings = all.filter((other) => other.category === example.category);
  const side = (
    <SideNav
      label="Examples"
      groups={[
        {title: categoryLabel(example.category), links: siblings.map((s) => ({label: s.title, href: examplePath(s)}))},
      ]}
      currentPath={path}
    />
  );
  const html = renderToStaticMarkup(
    <PreparedFrame sideNav={side} headings={[]}>
      <Breadcrumbs
        items={[
          {label: 'Examples', href: EXAMPLES_ROUTE},
          {label: categoryLabel(example.category), href: categoryAnchor(example.category)},
          {label: example.title},
        ]}
      />
      <ExampleArticle example={example} ctx={ctx} />
    </PreparedFrame>,
  );
  return {path, title: example.title, description: example.description, html};
}

/** Everything the index's filter matches, lower case. */
export const filterText = (example: ExampleProgram): string =>
  [example.title, example.description, example.slug.replace(/_/g, ' '), ...example.keywords].join(' ').toLowerCase();

export function ExamplesIndex({examples}: {examples: readonly ExampleProgram[]}): ReactNode {
  const groups = CATEGORIES.map((category) => ({
    category,
    items: examples.filter((e) => e.category === category.id).sort((a, b) => a.title.localeCompare(b.title)),
  })).filter((group) => group.items.length > 0);
  return (
    <article className="markdown examples-index">
      <h1>Examples</h1>
      <p>
        {examples.length} small programs, each doing one task with Deno, explained step by step. Every one is
        type-checked with the pinned Deno when the site is built, and run where it can be, with its output compared. Run
        any of them straight from this site with the command on its page.
      </p>
      <form className="examples-filter" role="search" hidden action={EXAMPLES_ROUTE}>
        <label htmlFor="examples-filter-input">Filter examples</label>
        <input id="examples-filter-input" type="search" name="q" autoComplete="off" spellCheck={false} />
        <output htmlFor="examples-filter-input" aria-live="polite" />
      </form>
      {groups.map(({category, items}) => (
        <section key={category.id} className="examples-group" data-category={category.id}>
          <h2 id={category.id}>{category.label}</h2>
          <ul className="examples-list">
            {items.map((example) => (
              <li key={example.slug} data-filter={filterText(example)}>
                <a href={examplePath(example)}>{example.title}</a>
                <span className="examples-list-description">{example.description}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

export function renderIndexPage(examples: readonly ExampleProgram[]): PreparedPage {
  const headings: TocHeading[] = CATEGORIES.filter((c) => examples.some((e) => e.category === c.id)).map((c) => ({
    id: c.id,
    label: c.label,
    level: 2,
  }));
  const html = renderToStaticMarkup(
    <PreparedFrame headings={headings}>
      <ExamplesIndex examples={examples} />
    </PreparedFrame>,
  );
  return {
    path: EXAMPLES_ROUTE,
    title: 'Examples',
    description: 'Small Deno programs, one task each, explained step by step and checked with the pinned Deno.',
    html,
  };
}
