/** Flags in shell blocks: the help's flags, and hidden flags that deno's own parser accepts. */
import {describe, expect, it} from 'vitest';
import {checkScratch, page} from './scratchRoot';

describe('deno commands in shell blocks', () => {
  it('accepts hidden flags deno takes (--frozen, --cpu-prof) and fails a flag deno rejects', async () => {
    const body = [
      '```sh',
      'deno install --frozen',
      'deno run --cpu-prof main.ts',
      'deno run --allow-nets main.ts',
      '```',
      '',
    ];
    const failures = await checkScratch({'runtime/manual/flags.md': page('Flags', body.join('\n'))}, [
      'runtime/manual/flags.md',
    ]);
    expect(failures.map((failure) => failure.message)).toEqual([
      expect.stringContaining('unknown flag --allow-nets for `deno run`'),
    ]);
  }, 60_000);
});
