/**
 * Inline code in prose that names the CLI (`deno test --coverage`, `--allow-net`) must name a
 * command and flag the pinned deno has. The rule is the one the site uses to link such code to
 * the CLI reference (src/plugins/cli-reference/mentions.ts), so what is checked is what is
 * linked. Checked: every `deno <command> --flag`, and bare flags on a command's guide page.
 * A flag missing from the help is asked of deno itself (`deno <command> <flag> --help` exits 0
 * for hidden flags such as `--frozen`), and a page that explains removed flags lists them in
 * its front matter (`removed_flags`), which is checked too: each must really be gone.
 */
import {spawnSync} from 'node:child_process';
import {DEFAULT_DENO, loadCliModel} from '../../src/plugins/cli-reference/generate';
import {commandOfPage, resolveMention} from '../../src/plugins/cli-reference/mentions';
import type {PageModel} from './markdown';
import type {RecordResult} from './types';

const accepted = new Map<string, boolean>();

/** Whether deno's own argument parser takes the flag (it rejects unknown flags before --help). */
export function denoAccepts(command: string, flag: string, deno = DEFAULT_DENO): boolean {
  const key = `${command} ${flag}`;
  let ok = accepted.get(key);
  if (ok === undefined) {
    const result = spawnSync(deno, [command, flag, '--help'], {
      env: {PATH: process.env.PATH, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1'},
      timeout: 30_000,
    });
    ok = result.status === 0;
    accepted.set(key, ok);
  }
  return ok;
}

function removedFlags(page: PageModel): string[] {
  const value = page.frontMatter.removed_flags;
  return Array.isArray(value) ? value.filter((flag): flag is string => typeof flag === 'string') : [];
}

export function checkCliMentions(page: PageModel, route: string | undefined, record: RecordResult): void {
  const model = loadCliModel();
  const pageCommand = route ? commandOfPage(route) : undefined;
  const removed = removedFlags(page);
  for (const flag of removed) {
    const gone = !denoAccepts('run', flag) && !model.commands.some((c) => c.help && denoAccepts(c.name, flag));
    record(
      'cli-mention',
      page.file,
      1,
      gone,
      gone ? undefined : `removed_flags lists ${flag}, but deno ${model.version} accepts it`,
    );
  }
  for (const code of page.inlineCode) {
    const mention = resolveMention(code.text, model, pageCommand);
    if (!mention || mention.kind === 'command') {
      if (mention) record('cli-mention', page.file, code.line, true);
      continue;
    }
    if (mention.kind === 'unknown-command') {
      record(
        'cli-mention',
        page.file,
        code.line,
        false,
        `\`${code.text}\`: deno ${model.version} has no command "${mention.command}" (deno --help)`,
      );
      continue;
    }
    const named = /^deno\s/.test(code.text.trim());
    const command = mention.command ?? 'run';
    const readable = model.commands.find((c) => c.name === command)?.help;
    // Bare flags elsewhere are often other tools' (gcloud, git, npm); deploy's help is downloaded.
    if ((!named && pageCommand === undefined) || !readable) continue;
    const ok = removed.includes(mention.flag) || denoAccepts(command, mention.flag);
    record(
      'cli-mention',
      page.file,
      code.line,
      ok,
      ok
        ? undefined
        : `\`${code.text}\`: deno ${command} has no ${mention.flag} in deno ${model.version} (not in \`deno ${command} --help=full\`, and deno rejects it)`,
    );
  }
}
