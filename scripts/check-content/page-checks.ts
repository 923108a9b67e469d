/**
 * The checks of a page that need no deno process: front matter, prose, links, CLI mentions, lint
 * rule examples, API names. Each is one entry of PAGE_CHECKS; a new rule of this kind is one more.
 */
import type {PageModel} from './markdown';
import type {RecordResult} from './types';
import {isLandingPage, permalinkOf, type RouteIndex} from './routes';
import {checkCliMentions} from './mentions';
import {checkApiNames} from './api-names';
import {checkLintExamples, ruleOfPage} from './lint-examples';
import {checkShownCommands} from './examples';

export const MIN_WORDS_PAGE = 300;
export const MIN_WORDS_LANDING = 80;
export const MIN_WORDS_RULE = 120;

/** What a page check is given: the parsed page, its source text, every route of the site. */
export interface PageCheckInput {
  page: PageModel;
  source: string;
  routes: RouteIndex;
  record: RecordResult;
}

export type PageCheck = (input: PageCheckInput) => void;

/** In this order on every page that parses. */
export const PAGE_CHECKS: readonly PageCheck[] = [
  ({page, record}) => {
    if (!page.isPartial) checkPageProse(page, record);
  },
  ({page, record}) => checkCliMentions(page, permalinkOf(page), record),
  ({page, source, record}) => checkLintExamples(page, source, record),
  ({page, source, record}) => checkApiNames(page, source, record),
  ({page, record}) => checkShownCommands(page, record),
  ({page, routes, record}) => {
    for (const link of page.links) {
      const problem = routes.check(page, link.url);
      record('link', page.file, link.line, !problem, problem?.message);
    }
  },
];

function checkPageProse(page: PageModel, record: RecordResult): void {
  const file = page.file;
  if (page.frontMatterError) record('front-matter', file, 1, false, page.frontMatterError.message);
  for (const key of ['title', 'description']) {
    const value = page.frontMatter[key];
    const ok = typeof value === 'string' && value.trim() !== '';
    record('front-matter', file, 1, ok, ok ? undefined : `front matter has no ${key}`);
  }
  const landing = isLandingPage(page);
  // A lint rule page answers a few fixed questions about one rule (issue: 120 words or more).
  const rulePage = ruleOfPage(page) !== undefined;
  const minimum = landing ? MIN_WORDS_LANDING : rulePage ? MIN_WORDS_RULE : MIN_WORDS_PAGE;
  const kind = landing ? 'landing/category page' : rulePage ? 'lint rule page' : 'manual, tutorial or reference page';
  record(
    'prose',
    file,
    1,
    page.words >= minimum,
    page.words >= minimum
      ? undefined
      : `thin page: ${page.words} words of prose outside code; a ${kind} needs at least ${minimum}`,
  );
  for (const hit of page.placeholders) {
    record('prose', file, hit.line, false, `placeholder text: ${hit.text}`);
  }
  if (page.placeholders.length === 0) record('prose', file, 1, true);
  for (const hit of page.staleDates) {
    record(
      'prose',
      file,
      hit.line,
      false,
      `a date before today in the future tense, or as an announcement: "${hit.text}" (say what is true now)`,
    );
  }
  for (const heading of page.emptySections) {
    record(
      'prose',
      file,
      heading.line,
      false,
      `empty section: "${'#'.repeat(heading.depth)} ${heading.text}" has nothing under it`,
    );
  }
  if (page.emptySections.length === 0) record('prose', file, 1, true);
}
