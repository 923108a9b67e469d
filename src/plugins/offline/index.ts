/**
 * Offline reading (issue 21): pages a reader visited, the files they needed and the search index
 * (once search was used) keep working without a network, and a new build shows a "new version,
 * reload" prompt. postBuild writes build/sw.js, a small hand-written service worker (./worker.ts)
 * that carries the build's id, so each build with changed files has a new worker; the client
 * module (./client.ts) loads ./register.ts after `load`, which registers it and tells it what the
 * page used. Nothing is
 * precached: plugin-pwa's precache of every file would be thousands of pages per reader.
 */
import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {WORKER_FILE} from './worker';
import type {OfflinePluginOptions} from './options';

const PLUGIN_NAME = 'offline-reading';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The build's id: a hash of the worker's source and of the names of the bundle's files and the
 * build's top-level files (the JS, CSS and search index names carry their content's hash), so
 * rebuilding unchanged content keeps the worker and readers see no prompt.
 */
export async function buildId(outDir: string, workerSource: string): Promise<string> {
  const hash = createHash('sha256').update(workerSource);
  const assets = await filesUnder(path.join(outDir, 'assets')).catch(() => []);
  const topLevel = (await readdir(outDir, {withFileTypes: true})).filter((entry) => entry.isFile());
  const names = [...assets.map((file) => path.relative(outDir, file)), ...topLevel.map((entry) => entry.name)];
  for (const name of names.filter((name) => name !== WORKER_FILE).sort()) hash.update(`\n${name}`);
  return hash.digest('hex').slice(0, 16);
}

/** The worker script: worker.ts as plain JS (it has no imports) and the call that starts it. */
export function workerScript(workerSource: string, start: string): string {
  const {outputText} = ts.transpileModule(workerSource, {
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2019, removeComments: true},
  });
  return `(function (exports) {\n${outputText}\n${start}\n})({});\n`;
}

export default function offlinePlugin(_context: unknown, options: OfflinePluginOptions): Plugin {
  return {
    name: PLUGIN_NAME,

    getClientModules() {
      return options.enabled ? [path.join(__dirname, 'client.ts')] : [];
    },

    async postBuild({outDir}) {
      const source = await readFile(path.join(__dirname, 'worker.ts'), 'utf8');
      const start = options.enabled
        ? `exports.startWorker(self, ${JSON.stringify(await buildId(outDir, source))});`
        : 'exports.startRetiringWorker(self);';
      await writeFile(path.join(outDir, WORKER_FILE), workerScript(source, start));
    },
  };
}

const optionsSchema = Joi.object<OfflinePluginOptions>({
  id: Joi.string(),
  enabled: Joi.boolean().default(true),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<OfflinePluginOptions> | undefined, OfflinePluginOptions>): OfflinePluginOptions {
  return validate(optionsSchema, options ?? {});
}
