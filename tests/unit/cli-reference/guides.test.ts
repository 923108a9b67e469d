/**
 * Every command of the pinned deno has a guide (COMMAND_GUIDES), and the guide is about it: its
 * page exists, has the section named, and names the command as `deno <command>` in inline code
 * (which the remark plugin links to the reference page) or links its reference page. The
 * reference page's link to the guide, and its anchor, are checked on the build by check:build.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadCliModel} from '../../../src/plugins/cli-reference/generate';
import {COMMAND_GUIDES, GUIDES_TO_COME} from '../../../src/plugins/cli-reference/data';
import {parsePage} from '../../../scripts/check-content/markdown';

const repoRoot = path.resolve(__dirname, '../../..');

/** The Markdown file of a docs route: `<route>.md(x)` or `<route>/index.md(x)`. */
function sourceOf(route: string): string | undefined {
  const base = path.join(repoRoot, route.replace(/^\//, '').replace(/\/$/, ''));
  return [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')].find(existsSync);
}

/** The guide's problem: a missing page or section, or a page that never names the command. */
function guideProblem(command: string, guide: string): string | undefined {
  const [route = '', section] = guide.split('#');
  const file = sourceOf(route);
  if (!file) return `${command}: no page for ${route}`;
  const relative = path.relative(repoRoot, file);
  const page = parsePage(readFileSync(file, 'utf8'), {file: relative, section: 'runtime', sectionPath: 'runtime'});
  const names = page.inlineCode.some(({text}) => text === `deno ${command}` || text.startsWith(`deno ${command} `));
  const links = page.links.some(({url}) => url.startsWith(`/runtime/reference/cli/${command}`));
  if (!names && !links) return `${command}: ${relative} never names \`deno ${command}\``;
  if (section && !page.anchors.has(section)) return `${command}: ${relative} has no #${section}`;
  return undefined;
}

describe('a guide for every command', () => {
  const commands = loadCliModel()
    .commands.map((command) => command.name)
    .sort();

  it('lists a guide, or the issue that writes it, for every command of the pinned deno', () => {
    const without = commands.filter((name) => !(name in COMMAND_GUIDES) && !(name in GUIDES_TO_COME));
    expect(without, 'add these to COMMAND_GUIDES in src/plugins/cli-reference/data.ts').toEqual([]);
    expect(commands.length).toBeGreaterThanOrEqual(48);
  });

  it('moves a command off the list to come once it has a guide', () => {
    const both = Object.keys(GUIDES_TO_COME).filter((name) => name in COMMAND_GUIDES);
    expect(both, 'remove these from GUIDES_TO_COME').toEqual([]);
  });

  it('names only commands deno has', () => {
    const unknown = [...Object.keys(COMMAND_GUIDES), ...Object.keys(GUIDES_TO_COME)].filter(
      (name) => !commands.includes(name),
    );
    expect(unknown).toEqual([]);
  });

  it('points each command at a page that is about it', () => {
    const problems = Object.entries(COMMAND_GUIDES)
      .filter(([, guide]) => !guide.startsWith('/deploy/'))
      .map(([command, guide]) => guideProblem(command, guide))
      .filter(Boolean);
    expect(problems).toEqual([]);
  });
});
