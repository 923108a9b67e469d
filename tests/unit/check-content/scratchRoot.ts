/** A throwaway docs root for checker tests that need no deno: pages and files written as given. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkContent} from '../../../scripts/check-content/check';
import type {CheckResult} from '../../../scripts/check-content/types';

export const PAGE_PROSE = `${'A sentence of prose that explains the page to its reader. '.repeat(40)}\n`;

export function page(title: string, body = '', frontMatter = ''): string {
  return `---\ntitle: ${title}\ndescription: A page for a test.\n${frontMatter}---\n\n${PAGE_PROSE}\n${body}`;
}

/** Writes `files` (path under the root → text) into a new root and checks `paths` there. */
export async function checkScratch(files: Record<string, string>, paths: string[]): Promise<CheckResult[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-scratch-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      fs.writeFileSync(path.join(root, file), text);
    }
    return (await checkContent({root, paths, noCache: true})).failures;
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
}
