import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {onTestFinished} from 'vitest';

/** A new temporary folder, removed when the test that asked for it ends (call it inside a test). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}
