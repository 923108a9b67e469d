/**
 * JSON blocks: ```json blocks must be strict JSON, ```jsonc blocks and files deno reads as JSONC
 * (deno.json, deno.jsonc, tsconfig.json, jsconfig.json, .vscode/*.json) may have comments and
 * trailing commas.
 *
 * deno.json blocks are validated by
 *   1. the pinned deno's own configuration loader: the block is written to a temporary folder and
 *      the deno subcommands that read its sections are run (`deno cache` for compilerOptions,
 *      imports, scopes, exclude, lock, nodeModulesDir, unstable; `deno fmt`, `deno lint`,
 *      `deno task`, `deno test`, `deno bench` when those sections are present); any error or
 *      warning fails;
 *   2. deno's configuration schema (deno-json-schema.ts): types, allowed values, and unknown keys
 *      where the schema closes an object;
 *   3. the top-level keys, which deno silently ignores when unknown and the schema leaves open:
 *      they must be the schema's own;
 *   4. the keys of the `deploy` section, which Deno Deploy reads and deno ignores: they must be
 *      in DEPLOY_CONFIG (deploy-config.ts, from Deno Deploy's documentation).
 */
import {parse as parseJsonc, printParseErrorCode, ParseErrorCode, type ParseError} from 'jsonc-parser';
import type {CodeBlock} from './markdown';
import {deployConfigProblems} from './deploy-config';
import {schemaProblems} from './deno-json-schema';
import {denoJsonSchema} from '../../src/plugins/deno-json-reference/schema';

/**
 * Top-level keys of deno.json: the schema's, and `$schema`, which editors read. deno ignores
 * unknown keys without a word, so a typo (`"improts"`) would otherwise go unnoticed.
 */
export const KNOWN_DENO_JSON_KEYS: readonly string[] = ['$schema', ...Object.keys(denoJsonSchema.properties ?? {})];

export function allowsComments(block: CodeBlock, fileName: string | undefined): boolean {
  if (block.lang === 'jsonc') return true;
  if (!fileName) return false;
  return /(^|\/)(deno\.jsonc?|tsconfig\.json|jsconfig\.json)$/.test(fileName) || /^\.vscode\//.test(fileName);
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}

export interface JsonParse {
  value?: unknown;
  /** What is wrong, with the line inside the block. */
  error?: string;
}

export function parseJsonBlock(block: CodeBlock, comments: boolean): JsonParse {
  const errors: ParseError[] = [];
  const value: unknown = parseJsonc(block.value, errors, {
    disallowComments: !comments,
    allowTrailingComma: comments,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (first) {
    const kind = comments ? 'JSONC' : 'JSON';
    const hint =
      !comments && (first.error === ParseErrorCode.InvalidCommentToken || /\/[/*]/.test(block.value))
        ? ' (use ```jsonc for JSON with comments)'
        : '';
    return {
      error: `invalid ${kind}: ${printParseErrorCode(first.error)} at line ${lineAt(block.value, first.offset)} of the block${hint}`,
    };
  }
  return {value};
}

/**
 * Checks the checker can make without deno: the shape, the schema, the top-level keys, and the
 * keys of the `deploy` section (deploy-config.ts); `text` is the block, for the line of a problem.
 */
export function staticDenoJsonProblems(value: unknown, text: string): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return ['deno.json must be a JSON object'];
  }
  const unknown = Object.keys(value).filter((key) => !KNOWN_DENO_JSON_KEYS.includes(key));
  return [
    ...unknown.map(
      (key) =>
        `deno.json: unknown top-level key "${key}" (deno ignores it; deno's configuration schema has no such key)`,
    ),
    ...schemaProblems(value as Record<string, unknown>, text),
    ...deployConfigProblems(value as Record<string, unknown>, text),
  ];
}

/** The deno subcommands that read the sections present in a deno.json. */
export function loaderCommands(value: Record<string, unknown>, probe: string): string[][] {
  // `deno cache` loads the whole file and every section that module loading uses
  // (compilerOptions, imports, scopes, exclude, lock, nodeModulesDir, unstable) in milliseconds;
  // option values that only the TypeScript compiler reads are checked when the page's blocks are.
  const commands: string[][] = [['cache', '--no-lock', probe]];
  if ('fmt' in value) commands.push(['fmt', '--check', probe]);
  if ('lint' in value) commands.push(['lint', probe]);
  if ('tasks' in value) commands.push(['task']);
  if ('test' in value) commands.push(['test', '--no-run', '--no-lock', '--permit-no-files', probe]);
  if ('bench' in value) commands.push(['bench', '--no-run', '--no-lock', '--permit-no-files', probe]);
  return commands;
}

/** Lines of a deno loader run that mean the configuration is not right. */
export function loaderComplaints(output: string): string[] {
  const lines = output.split('\n');
  const complaints: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (
      /^(error|warning)\b/i.test(line) ||
      /^Unsupported compiler options/.test(line) ||
      /^Resolver diagnostics/.test(line) ||
      /^TS\d+ \[ERROR\]/.test(line)
    ) {
      // Keep the line and its indented / "Caused by" continuation.
      const parts = [line.trim()];
      for (let j = i + 1; j < lines.length && j <= i + 6; j++) {
        const next = lines[j] ?? '';
        if (next.trim() === '' || /^Caused by:/.test(next)) continue;
        if (/^\s/.test(next)) parts.push(next.trim());
        else break;
      }
      complaints.push(parts.join(' '));
    }
  }
  return complaints;
}
