import {describe, expect, it} from 'vitest';
import {checkCliMentions} from '../../../scripts/check-content/mentions';
import type {PageModel} from '../../../scripts/check-content/markdown';

function run(inlineCode: string[], route: string, frontMatter: Record<string, unknown> = {}) {
  const page = {
    file: 'page.md',
    frontMatter,
    inlineCode: inlineCode.map((text, i) => ({line: i + 10, text})),
  } as unknown as PageModel;
  const results: {line: number; ok: boolean; message?: string}[] = [];
  checkCliMentions(page, route, (_kind, _file, line, ok, message) => results.push({line, ok, message}));
  return results;
}

describe('CLI mentions in prose (content checker)', () => {
  it('passes real commands and flags, hidden flags deno accepts included', () => {
    expect(
      run(['deno test --coverage', 'deno install --frozen=false', 'deno fmt --line-width=100'], '/runtime/x').every(
        (r) => r.ok,
      ),
    ).toBe(true);
  });

  it('fails a flag the named command does not have, with file line and a message naming it', () => {
    expect(run(['deno fmt --allow-net'], '/runtime/x')).toEqual([
      {line: 10, ok: false, message: expect.stringContaining('deno fmt has no --allow-net') as string},
    ]);
  });

  it('fails an unknown command', () => {
    expect(run(['deno frobnicate'], '/runtime/x')[0]).toMatchObject({
      ok: false,
      message: expect.stringContaining('no command "frobnicate"') as string,
    });
  });

  it('checks bare flags on a command guide, against that command', () => {
    expect(run(['--coverage'], '/runtime/manual/basics/testing/')[0]?.ok).toBe(true);
    expect(run(['--no-such-flag'], '/runtime/manual/tools/run')[0]?.ok).toBe(false);
    // Elsewhere a bare flag may be another tool's (gcloud, git): not checked.
    expect(run(['--set-env-vars'], '/runtime/manual/advanced/deploying_deno/google_cloud_run')).toEqual([]);
  });

  it('accepts removed flags a page lists, and fails the list when deno still has the flag', () => {
    expect(run(['deno test --allow-none'], '/runtime/x', {removed_flags: ['--allow-none']}).every((r) => r.ok)).toBe(
      true,
    );
    expect(run([], '/runtime/x', {removed_flags: ['--allow-net']})[0]).toMatchObject({ok: false});
  });
});
