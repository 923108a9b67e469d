/**
 * The `deploy` section of deno.json, as Deno Deploy documents it today, and the problems of a
 * section that strays from it. deno itself ignores the section, so a misspelt key would pass
 * every other check; the platform ignores it too (or, for some values, the whole section).
 *
 * Sources, read 2026-11-25:
 * - Deno Deploy's builds reference, "Editing app configuration from source code"
 *   (https://docs.deno.com/deploy/reference/builds/; denoland/docs deploy/reference/builds.md at
 *   063acf4eeff9dcbed9cf1d60b5a7fc6602cb5b9e, last_modified 2026-10-01): framework, install,
 *   build, predeploy, buildTimeout, runtime (type, entrypoint, args, cwd, memoryLimit for dynamic
 *   apps; type, cwd, spa for static ones; memoryLimit alone with a framework preset), and
 *   `memory_limit` as the deprecated spelling of memoryLimit.
 * - The `deno deploy` command (https://github.com/denoland/deploy-cli, config.ts at release
 *   0.0.9901, af70826f5f273e72e73da0015ad6c1481132a274): reads `deploy.org` and `deploy.app`,
 *   and `deno deploy switch` writes them.
 */
import {findNodeAtLocation, parseTree, type JSONPath} from 'jsonc-parser';

/** A runtime is configured one of three ways; each admits its own keys. */
type RuntimeKind = 'dynamic' | 'static' | 'framework';

export const DEPLOY_CONFIG = {
  /** Keys of `deploy`. */
  keys: ['org', 'app', 'framework', 'install', 'build', 'predeploy', 'buildTimeout', 'runtime'],
  /** Keys of `deploy.runtime`, by how the app runs. */
  runtimeKeys: {
    dynamic: ['type', 'entrypoint', 'args', 'cwd', 'memoryLimit'],
    static: ['type', 'cwd', 'spa'],
    framework: ['memoryLimit'],
  },
  runtimeTypes: ['dynamic', 'static'],
  /** Spellings still accepted but deprecated: key → the one to write. */
  deprecated: {memory_limit: 'memoryLimit'},
} as const satisfies {
  keys: readonly string[];
  runtimeKeys: Record<RuntimeKind, readonly string[]>;
  runtimeTypes: readonly string[];
  deprecated: Record<string, string>;
};

const SOURCE_NOTE = 'see DEPLOY_CONFIG in scripts/check-content/deploy-config.ts';

/** What is wrong with the `deploy` section of a deno.json, each naming the line of the block. */
export function deployConfigProblems(config: Record<string, unknown>, text: string): string[] {
  const deploy = config.deploy;
  if (deploy === undefined) return [];
  const at = (path: JSONPath): string => `line ${lineOf(text, path)} of the block`;
  if (!isObject(deploy)) return [`deno.json: "deploy" must be an object (${at(['deploy'])})`];
  const problems: string[] = [];
  for (const key of Object.keys(deploy)) {
    if (!(DEPLOY_CONFIG.keys as readonly string[]).includes(key)) {
      problems.push(
        `deno.json: unknown key "deploy.${key}" (${at(['deploy', key])}); Deno Deploy reads ${list(DEPLOY_CONFIG.keys)} (${SOURCE_NOTE})`,
      );
    }
  }
  const runtime = deploy.runtime;
  if (runtime === undefined) return problems;
  if (!isObject(runtime))
    return [...problems, `deno.json: "deploy.runtime" must be an object (${at(['deploy', 'runtime'])})`];
  const type = runtime.type;
  if (type !== undefined && !(DEPLOY_CONFIG.runtimeTypes as readonly unknown[]).includes(type)) {
    problems.push(
      `deno.json: "deploy.runtime.type" is ${JSON.stringify(type)} (${at(['deploy', 'runtime', 'type'])}); it is "dynamic" or "static"`,
    );
    return problems;
  }
  const kind: RuntimeKind =
    type === 'static' ? 'static' : type === undefined && 'framework' in deploy ? 'framework' : 'dynamic';
  const allowed: readonly string[] = DEPLOY_CONFIG.runtimeKeys[kind];
  const what = kind === 'framework' ? 'with a framework preset' : `of a ${kind} app`;
  for (const key of Object.keys(runtime)) {
    const where = at(['deploy', 'runtime', key]);
    const replacement = (DEPLOY_CONFIG.deprecated as Record<string, string>)[key];
    if (replacement && allowed.includes(replacement)) {
      problems.push(`deno.json: "deploy.runtime.${key}" is deprecated (${where}); write "${replacement}"`);
    } else if (!allowed.includes(key)) {
      problems.push(
        `deno.json: unknown key "deploy.runtime.${key}" ${what} (${where}); it takes ${list(allowed)} (${SOURCE_NOTE})`,
      );
    }
  }
  return problems;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(keys: readonly string[]): string {
  return keys.map((key) => `"${key}"`).join(', ');
}

/** 1-based line, within the block, of the key at `path` (its property name). */
export function lineOf(text: string, path: JSONPath): number {
  const node = findNodeAtLocation(
    parseTree(text, [], {allowTrailingComma: true}) ?? {type: 'null', offset: 0, length: 0},
    path,
  );
  const offset = node?.parent?.type === 'property' ? node.parent.offset : (node?.offset ?? 0);
  return text.slice(0, offset).split('\n').length;
}
