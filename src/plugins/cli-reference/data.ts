/**
 * Hand-kept facts about the CLI reference that the help text cannot give: how commands are
 * grouped on the index page, which guide page explains each command, and where the docs links
 * that deno prints land on this site. Everything else on the reference pages comes from the
 * pinned binary.
 */

export const CLI_BASE = '/runtime/reference/cli';
export const ENV_VARS_ROUTE = '/runtime/reference/env_variables';
export const PERMISSIONS_GUIDE = '/runtime/manual/basics/permissions';

/** Groups of the index page, in reading order; a command not listed lands in "Other commands". */
export const COMMAND_GROUPS: readonly {title: string; commands: readonly string[]}[] = [
  {title: 'Run code', commands: ['run', 'serve', 'watch', 'eval', 'repl', 'task', 'x']},
  {title: 'Test and measure', commands: ['test', 'bench', 'coverage']},
  {title: 'Check, format and document', commands: ['check', 'fmt', 'lint', 'doc', 'types']},
  {
    title: 'Dependencies',
    commands: [
      'add',
      'remove',
      'install',
      'uninstall',
      'ci',
      'outdated',
      'update',
      'audit',
      'why',
      'list',
      'link',
      'unlink',
      'approve-scripts',
      'cache',
      'clean',
      'info',
      'vendor',
    ],
  },
  {
    title: 'Build and ship',
    commands: ['compile', 'bundle', 'transpile', 'desktop', 'pack', 'publish', 'bump-version', 'deploy', 'sandbox'],
  },
  {title: 'Projects and tooling', commands: ['init', 'create', 'upgrade', 'completions', 'lsp', 'jupyter', 'help']},
];

/** The guide page that explains a command (its reference page links there, and back). */
export const COMMAND_GUIDES: Readonly<Record<string, string>> = {
  run: '/runtime/manual/tools/run',
  serve: '/runtime/manual/runtime/http_server_apis',
  task: '/runtime/manual/tools/task_runner',
  repl: '/runtime/manual/tools/repl',
  test: '/runtime/manual/basics/testing/',
  bench: '/runtime/manual/tools/benchmarker',
  coverage: '/runtime/manual/tools/coverage',
  fmt: '/runtime/manual/tools/formatter',
  lint: '/runtime/manual/tools/linter',
  doc: '/runtime/manual/tools/documentation_generator',
  install: '/runtime/manual/tools/script_installer',
  cache: '/runtime/manual/tools/cache',
  clean: '/runtime/manual/tools/cache',
  info: '/runtime/manual/tools/dependency_inspector',
  vendor: '/runtime/manual/tools/vendor',
  compile: '/runtime/manual/tools/compiler',
  bundle: '/runtime/manual/tools/bundler',
  init: '/runtime/manual/tools/init',
  create: '/runtime/manual/tools/init',
  upgrade: '/runtime/manual/tools/upgrade',
  jupyter: '/runtime/manual/tools/jupyter',
  deploy: '/deploy/manual/deployctl',
};

/** Commands whose help deno downloads at run time, so the reference cannot be generated here. */
export const DOWNLOADED_HELP: Readonly<Record<string, string>> = {
  deploy:
    'deno deploy downloads the Deno Deploy CLI from JSR the first time it runs, and that CLI prints its own help, so this page cannot list its options from the pinned binary. Run `deno deploy --help` for the options of the version you have, and read the Deno Deploy CLI guide for how to use it.',
  sandbox:
    'deno sandbox downloads its CLI from JSR the first time it runs, and that CLI prints its own help, so this page cannot list its options from the pinned binary. Run `deno sandbox --help` for the options of the version you have.',
};

/** The permission flags that `/go/--allow-<name>` names, each explained on the permissions guide. */
export const PERMISSION_NAMES = ['read', 'write', 'net', 'env', 'run', 'ffi', 'sys', 'import', 'all'] as const;

/**
 * Where each docs link that the pinned deno prints lands here: `/go/<slug>` short links and old
 * paths deno still names. Redirect pages and _redirects lines (src/plugins/url-map), so any host serves them.
 */
export const DOCS_LINK_REDIRECTS: readonly {from: string; to: string}[] = [
  {from: '/go/env-vars', to: ENV_VARS_ROUTE},
  {from: '/go/config', to: '/runtime/manual/getting_started/configuration_file'},
  {from: '/go/conditional-exports', to: '/runtime/manual/node/package_json#exports-main-and-imports'},
  {from: '/go/permissions', to: PERMISSIONS_GUIDE},
  {from: '/go/commonjs', to: '/runtime/manual/node/compatibility#commonjs-modules'},
  {from: '/go/peer-deps', to: '/runtime/manual/node/npm_specifiers#peer-dependencies'},
  {from: '/go/minimum-dependency-age', to: '/runtime/manual/node/npm_specifiers#hold-back-brand-new-versions'},
  {from: '/go/unstable-no-legacy-abort', to: '/runtime/manual/tools/unstable_flags#--unstable-no-legacy-abort'},
  {from: '/runtime/reference/migrate_deprecations', to: '/runtime/manual/advanced/migrate_deprecations'},
  {
    from: '/runtime/getting_started/setup_your_environment',
    to: '/runtime/manual/getting_started/setup_your_environment',
  },
  {from: '/examples/importing_json', to: '/runtime/manual/basics/modules/#import-attributes'},
  ...PERMISSION_NAMES.map((name) => ({from: `/go/--allow-${name}`, to: `${PERMISSIONS_GUIDE}#--allow-${name}`})),
];
