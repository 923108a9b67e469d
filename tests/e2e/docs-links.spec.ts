/**
 * Every docs link that the pinned deno can print resolves on the built site: the URLs are
 * re-extracted from the executable on each run, so a deno upgrade that adds a link fails here
 * until a page or redirect answers it. Reads the build; opens no browser.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, realpathSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {builtHtmlFile, repoRoot} from '../support/routes';
import {docsPath, docsUrlsInBinary, resolveLink, type SiteLookup} from '../../src/plugins/cli-reference/binaryLinks';
import {PERMISSION_NAMES} from '../../src/plugins/cli-reference/data';

const deno = path.join(repoRoot, 'node_modules/.bin/deno');
const binary = realpathSync(deno);

function html(route: string): string {
  const file = builtHtmlFile(route);
  return file ? readFileSync(file, 'utf8') : '';
}

const site: SiteLookup = {
  hasRoute: (route) => builtHtmlFile(route) !== undefined,
  redirectTarget: (route) => /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html(route))?.[1],
  anchorsOf: (route) => new Set([...html(route).matchAll(/\sid="?([^"\s>]+)"?/g)].map((m) => m[1]!)),
};

/** The binary's links, templates completed: one per permission flag, one per lint rule. */
function linksOfBinary(): string[] {
  const rules = (
    JSON.parse(execFileSync(deno, ['lint', '--rules', '--json'], {encoding: 'utf8'})) as {rules: {docs: string}[]}
  ).rules;
  return [
    ...new Set(
      docsUrlsInBinary(binary).flatMap((url) => {
        const p = docsPath(url);
        if (p === '/go/--allow-') return PERMISSION_NAMES.map((name) => `/go/--allow-${name}`);
        // A rule may document itself elsewhere (no-slow-types links to jsr.io).
        if (p === '/lint/rules/')
          return rules
            .filter((rule) => rule.docs.startsWith('https://docs.deno.com/'))
            .map((rule) => docsPath(rule.docs));
        return [p];
      }),
    ),
  ];
}

test('every docs link in the pinned deno lands on a page (and anchor) of this site', () => {
  expect(existsSync(path.join(repoRoot, 'build/index.html')), 'run npm run build first').toBe(true);
  const links = linksOfBinary();
  expect(links.length).toBeGreaterThan(20);
  const resolved = links.map((link) => ({printed: link, ...resolveLink(link, site)}));
  console.log(resolved.map((r) => `${r.printed} -> ${r.landsOn ?? r.problem}`).join('\n'));
  expect(resolved.filter((r) => r.problem).map((r) => `${r.printed}: ${r.problem}`)).toEqual([]);
});
