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
      '.check-cache/',
      'test-results/',
      'playwright-report/',
      'static/',
      'tests/unit/check-content/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: {allowDefaultProject: ['*.mjs', 'scripts/*.mjs', 'scripts/search-crawler/*.js']}},
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
    rules: reactHooks.configs.recommended.rules,
  },
  {files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended},
  {
    // Plain JavaScript (the crawler config, the test summary) is not type-checked by tsc.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
