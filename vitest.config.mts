import {availableParallelism} from 'node:os';
import {fileURLToPath} from 'node:url';
import {transformWithOxc} from 'vite';
import {defineConfig} from 'vitest/config';

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
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: on CI's two cores that is one, and the
    // files ran one after another while a core sat idle.
    maxWorkers: availableParallelism(),
  },
});
