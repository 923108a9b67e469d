import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {insideGitCheckout} from '../../src/data/gitCheckout';

describe('insideGitCheckout (whether pages get a "last updated" date)', () => {
  it('is true in the repository and false in a folder outside any git work tree', () => {
    expect(insideGitCheckout(path.resolve(__dirname, '../..'))).toBe(true);
    const outside = mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    try {
      expect(insideGitCheckout(outside)).toBe(false);
    } finally {
      rmSync(outside, {recursive: true, force: true});
    }
  });
});
