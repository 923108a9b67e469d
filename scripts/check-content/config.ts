/**
 * Which `deno check` configuration a block is type-checked with. Pages without a deno.json, and
 * pages whose deno.json has the same type-checking part, share one generated config (and so one
 * batched `deno check`); a page whose deno.json names local paths, or that has a package.json, is
 * checked in its own folder with its own config. JavaScript gets `checkJs` (strict off) on top.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseJsonc} from 'jsonc-parser';
import {isJsFile, type Snapshot} from './blocks';
import {hashOf} from './cache';
import {JS_CHECK_OPTIONS} from '../../src/plugins/examples/checkKey';
import {JS_CHECK_CONFIG, type SnapshotDirs} from './workspace';

export {JS_CHECK_OPTIONS};

/** The keys of a deno.json that change how its page's blocks type-check. */
const CHECK_KEYS = ['compilerOptions', 'imports', 'scopes', 'unstable'];
/** Keys that name paths or folders: a config with them is only valid in its own folder. */
const LOCAL_KEYS = ['importMap', 'nodeModulesDir', 'links', 'patch', 'workspace', 'vendor', 'exclude'];

function isRelativeTarget(value: unknown): boolean {
  return typeof value === 'string' && /^(\.{1,2}\/|\/)/.test(value);
}

/**
 * The part of a page's deno.json that type-checking depends on, when it can be shared with other
 * pages (one `deno check` for all pages whose configs agree); undefined when it names local paths.
 */
function shareableCheckConfig(config: Record<string, unknown>): Record<string, unknown> | undefined {
  if (LOCAL_KEYS.some((key) => key in config)) return undefined;
  const imports = config.imports;
  if (imports && typeof imports === 'object' && Object.values(imports).some(isRelativeTarget)) return undefined;
  const scopes = config.scopes;
  if (scopes && typeof scopes === 'object') {
    for (const [scope, map] of Object.entries(scopes)) {
      if (isRelativeTarget(scope)) return undefined;
      if (map && typeof map === 'object' && Object.values(map as Record<string, unknown>).some(isRelativeTarget))
        return undefined;
    }
  }
  const shared: Record<string, unknown> = {};
  for (const key of CHECK_KEYS) if (key in config) shared[key] = config[key];
  return shared;
}

function withJsOptions(config: Record<string, unknown>): Record<string, unknown> {
  const own = (config.compilerOptions as Record<string, unknown> | undefined) ?? {};
  return {...config, compilerOptions: {...JS_CHECK_OPTIONS, ...own}};
}

/** A `deno check` invocation: blocks with the same `group` are checked in one process. */
export interface CheckConfig {
  cwd: string;
  args: string[];
  group: string;
}

export function checkConfig(tmp: string, snapshot: Snapshot, fileName: string, dirs: SnapshotDirs): CheckConfig {
  const js = isJsFile(fileName);
  const parsed: unknown = snapshot.config ? parseJsonc(snapshot.config.block.value) : {};
  const author =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const shared = snapshot.packageJson ? undefined : shareableCheckConfig(author);
  if (shared) {
    const content = JSON.stringify(js ? withJsOptions(shared) : shared);
    const config = path.join(tmp, `check-${hashOf(content).slice(0, 16)}.json`);
    if (!fs.existsSync(config)) fs.writeFileSync(config, content);
    return {cwd: tmp, args: ['check', '--no-lock', '--config', config], group: config};
  }
  const dir = dirs.dirOf(snapshot);
  if (!js) {
    const own = snapshot.config ? ['--config', path.join(dir, snapshot.config.name)] : [];
    return {cwd: dir, args: ['check', '--no-lock', ...own], group: `own:${dir}`};
  }
  const merged = path.join(dir, JS_CHECK_CONFIG);
  if (!fs.existsSync(merged)) fs.writeFileSync(merged, JSON.stringify(withJsOptions(author)));
  return {cwd: dir, args: ['check', '--no-lock', '--config', merged], group: `own-js:${dir}`};
}
