import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // What the site's bundler resolves it to (Docusaurus's client exports), for client code under test.
      '@docusaurus/router': fileURLToPath(
        new URL('node_modules/@docusaurus/core/lib/client/exports/router.js', import.meta.url),
      ),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
