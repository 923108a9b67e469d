/**
 * Ejected theme components are copies of upstream files at one version. Each says where it came
 * from in its header (`Ejected from <package>@<version> (<path in the package>)`); when the
 * installed package is another version, this test fails and prints upstream's file against ours,
 * so whoever upgrades Docusaurus reviews what upstream changed and carries it over.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const repoRoot = path.resolve(__dirname, '../..');
/**
 * The site's theme folder, and the theme and client folders of its plugins
 * (src/plugins/<concern>/theme, src/plugins/<concern>/client).
 */
const themeDirs = [
  path.join(repoRoot, 'src/theme'),
  ...readdirSync(path.join(repoRoot, 'src/plugins'))
    .flatMap((name) => ['theme', 'client'].map((dir) => path.join(repoRoot, 'src/plugins', name, dir)))
    .filter((dir) => existsSync(dir)),
];
const EJECT_HEADER = /Ejected from (@docusaurus\/[\w-]+)@(\d+\.\d+\.\d+[\w.-]*) \(([^)]+)\)/;

interface Eject {
  file: string;
  pkg: string;
  version: string;
  upstreamFile: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const ejects: Eject[] = themeDirs.flatMap(filesUnder).flatMap((file) => {
  const match = EJECT_HEADER.exec(readFileSync(file, 'utf8').slice(0, 2000));
  if (!match) return [];
  const [, pkg, version, upstreamPath] = match as unknown as [string, string, string, string];
  return [{file, pkg, version, upstreamFile: path.join(repoRoot, 'node_modules', pkg, upstreamPath)}];
});

function installedVersion(pkg: string): string {
  return (
    JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')) as {version: string}
  ).version;
}

function upstreamDiff(eject: Eject): string {
  const result = spawnSync('git', ['diff', '--no-index', '--no-color', eject.upstreamFile, eject.file], {
    encoding: 'utf8',
  });
  return result.stdout;
}

describe('ejected theme components', () => {
  it('are found by their header (CodeBlock and its parts, DocSidebar and its Mobile, LastUpdated, SearchBar and its styles, seven client modules)', () => {
    expect(ejects.map((e) => path.relative(repoRoot, e.file)).sort()).toEqual([
      'src/plugins/search/theme/SearchBar/index.tsx',
      'src/plugins/search/theme/SearchBar/styles.css',
      'src/plugins/startup/client/PendingNavigation.js',
      'src/plugins/startup/client/browserContext.js',
      'src/plugins/startup/client/docsClientUtils.ts',
      'src/plugins/startup/client/docusaurus.js',
      'src/plugins/startup/client/reactUtils.tsx',
      'src/plugins/startup/client/scrollUtils.tsx',
      'src/plugins/startup/client/useWindowSize.ts',
      'src/theme/CodeBlock/Buttons/index.tsx',
      'src/theme/CodeBlock/Container/index.tsx',
      'src/theme/CodeBlock/Content/String.tsx',
      'src/theme/CodeBlock/Content/index.tsx',
      'src/theme/CodeBlock/index.tsx',
      'src/theme/DocSidebar/Mobile/index.tsx',
      'src/theme/DocSidebar/index.tsx',
      'src/theme/LastUpdated/index.tsx',
    ]);
  });

  it.each(ejects.map((e) => [path.relative(repoRoot, e.file), e] as const))(
    '%s was taken from the installed version of its package',
    (_name, eject) => {
      expect(existsSync(eject.upstreamFile), `${eject.upstreamFile} is gone upstream`).toBe(true);
      const installed = installedVersion(eject.pkg);
      expect(
        installed,
        `${eject.pkg} is now ${installed}, the eject is from ${eject.version}. Review upstream against ours, ` +
          `carry upstream's changes over, then update the version in the header:\n${upstreamDiff(eject)}`,
      ).toBe(eject.version);
    },
  );
});
