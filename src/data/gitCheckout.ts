import {spawnSync} from 'node:child_process';

/**
 * Whether `dir` is inside a git work tree (and git is installed). Docusaurus reads each page's
 * "last updated" date from git and fails the whole build outside a checkout (a source archive,
 * a CI that copies files), so dates are shown only where git can give them.
 */
export function insideGitCheckout(dir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, encoding: 'utf8'});
  return result.status === 0 && result.stdout.trim() === 'true';
}
