// ESLint flat config: type-aware typescript-eslint over the whole repo, React hooks and jsx-a11y on
// the browser code. Formatting is Prettier's (.prettierrc.json); no stylistic rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      '.docusaurus/',
      // The dev-server test's fixture site generates its own.
      'tests/fixtures/dev-site/.docusaurus/',
      '.check-cache/',
      '.scratch/',
      'test-results/',
      'playwright-report/',
      'static/',
      'vendor/',
      'examples/',
      'tests/unit/check-content/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.mjs', 'scripts/*.mjs', 'scripts/search-crawler/*.js', 'src/plugins/*/*.cjs'],
        },
      },
      globals: {...globals.node},
    },
    rules: {
      // `_name` marks a parameter kept for a signature (plugin hooks, callbacks).
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
    plugins: {'react-hooks': reactHooks},
    // The two classic hook rules. The React Compiler rules of the plugin's recommended set
    // (refs, set-state-in-effect, ...) are left out: this site does not use the compiler, and
    // they flag patterns that the ejected theme components share with upstream Docusaurus.
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended},
  {
    // Vitest's asymmetric matchers (expect.stringContaining, ...) are typed `any` by design.
    files: ['tests/**/*.ts'],
    rules: {'@typescript-eslint/no-unsafe-assignment': 'off'},
  },
  {
    // Plain JavaScript (the crawler config, the test summary) is not type-checked by tsc.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // An eject of Docusaurus's compiled client code, which reads the bundler's runtime.
    files: ['src/plugins/startup/client/*.js'],
    languageOptions: {globals: {...globals.browser, __webpack_require__: 'readonly'}},
    // Its disable comments name upstream's rules, which this config does not run.
    linterOptions: {reportUnusedDisableDirectives: 'off'},
  },
);
