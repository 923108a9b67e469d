import {availableParallelism} from 'node:os';
import {fileURLToPath} from 'node:url';
import {transformWithOxc} from 'vite';
import {defineConfig} from 'vitest/config';

/** Test files that change globals or mock modules before importing what they test. */
const ISOLATED_FILES = [
  'tests/unit/scrollUtils.test.ts',
  'tests/unit/pendingNavigation.test.ts',
  'tests/unit/search/search.test.ts',
];

// React's automatic runtime, as the site's bundler compiles JSX.
const jsx = {runtime: 'automatic'} as const;

export default defineConfig({
  resolve: {
    alias: [
      // What the site's bundler resolves them to (Docusaurus's client exports), for client code under test.
      {
        find: /^@docusaurus\/(router|ExecutionEnvironment|useIsBrowser|useIsomorphicLayoutEffect)$/,
        replacement: fileURLToPath(new URL('node_modules/@docusaurus/core/lib/client/exports/$1.js', import.meta.url)),
      },
    ],
  },
  // Client code under test is JSX: in .tsx files, and in Docusaurus's own client .js files and their ejects.
  oxc: {jsx},
  plugins: [
    {
      name: 'docusaurus-client-jsx',
      enforce: 'pre',
      transform(code, id) {
        const clientJs = /[\\/](node_modules[\\/]@docusaurus|src[\\/]plugins[\\/]startup[\\/]client)[\\/][^?]*\.js$/;
        if (!clientJs.test(id) || !code.includes('</')) return undefined;
        return transformWithOxc(code, id, {lang: 'jsx', jsx});
      },
    },
  ],
  test: {
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: on CI's two cores that is one, and the
    // files ran one after another while a core sat idle.
    maxWorkers: availableParallelism(),
    // Files share their worker's modules: each file loading the site's models and the search corpus
    // afresh took about 40% of the stage (import 111 s of 137). The files that stand in globals or
    // mock modules before they import keep a module registry of their own.
    projects: [
      {extends: true, test: {name: 'isolated', include: ISOLATED_FILES, isolate: true}},
      {
        extends: true,
        test: {name: 'shared', include: ['tests/unit/**/*.test.ts'], exclude: ISOLATED_FILES, isolate: false},
      },
    ],
  },
});
