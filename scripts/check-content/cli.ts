/**
 * npm run check:content -- [options] [files or folders...]
 *
 *   --root <dir>       folder holding runtime/, deploy/, subhosting/ (default: the repo)
 *   --json             print the Report as JSON instead of text
 *   --no-cache         neither read nor write .check-cache/results.json
 *   --cache-dir <dir>  result cache folder (default: <repo>/.check-cache)
 *   --jobs <n>         parallel deno processes (default: number of CPUs)
 *   --timeout <ms>     time limit of one run (default: 30000)
 *   --quiet            no progress messages on stderr
 *
 * Exit code: 0 when every check passed, 1 when one failed, 2 on a usage or internal error.
 */
import path from 'node:path';
import {UsageError, checkContent} from './check';
import {formatReport} from './report';
import {REPO_ROOT} from './deno';
import type {CheckOptions} from './types';

export interface CliArgs {
  options: CheckOptions;
  json: boolean;
  help: boolean;
}

export function parseArgs(argv: string[]): CliArgs {
  const options: CheckOptions = {root: REPO_ROOT, paths: []};
  let json = false;
  let help = false;
  let quiet = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = (): string => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    switch (arg) {
      case '--root':
        options.root = path.resolve(value());
        break;
      case '--json':
        json = true;
        break;
      case '--no-cache':
        options.noCache = true;
        break;
      case '--cache-dir':
        options.cacheDir = path.resolve(value());
        break;
      case '--jobs':
        options.jobs = Number(value());
        break;
      case '--timeout':
        options.runTimeoutMs = Number(value());
        break;
      case '--quiet':
        quiet = true;
        break;
      case '-h':
      case '--help':
        help = true;
        break;
      default:
        if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
        options.paths?.push(arg);
    }
  }
  if (!quiet && !json) options.log = (message): void => void process.stderr.write(`check:content: ${message}\n`);
  return {options, json, help};
}

async function main(): Promise<void> {
  let args: CliArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`check:content: ${(error as Error).message}\n`);
    process.exit(2);
  }
  if (args.help) {
    process.stdout.write(
      'usage: npm run check:content -- [--root DIR] [--json] [--no-cache] [--cache-dir DIR] [--jobs N] [--timeout MS] [--quiet] [PATH...]\n',
    );
    return;
  }
  const report = await checkContent(args.options);
  if (args.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(`${formatReport(report, args.options.root)}\n`);
  process.exitCode = report.failed > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  const text =
    error instanceof UsageError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`check:content: ${text}\n`);
  process.exit(2);
});
