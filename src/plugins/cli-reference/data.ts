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

/**
 * The guide that explains each command: a page, or a section (`#id`) of a page that explains
 * several commands. The reference page links there, and the guide links back (`deno <command>` in
 * inline code is linked by the remark plugin). Every command has one (tests/unit/cli-reference).
 */
export const COMMAND_GUIDES: Readonly<Record<string, string>> = {
  run: '/runtime/manual/tools/run',
  watch: '/runtime/manual/tools/watch',
  serve: '/runtime/manual/runtime/http_server_apis',
  eval: '/runtime/manual/tools/eval',
  task: '/runtime/manual/tools/task_runner',
  repl: '/runtime/manual/tools/repl',
  test: '/runtime/manual/basics/testing/',
  bench: '/runtime/manual/tools/benchmarker',
  coverage: '/runtime/manual/tools/coverage',
  fmt: '/runtime/manual/tools/formatter',
  lint: '/runtime/manual/tools/linter',
  check: '/runtime/manual/tools/type_checking',
  types: '/runtime/manual/tools/type_checking#print-the-runtime-declarations-with-deno-types',
  doc: '/runtime/manual/tools/documentation_generator',
  install: '/runtime/manual/tools/script_installer',
  uninstall: '/runtime/manual/dependencies/add_remove#remove-a-package',
  add: '/runtime/manual/dependencies/add_remove',
  remove: '/runtime/manual/dependencies/add_remove#remove-a-package',
  outdated: '/runtime/manual/dependencies/outdated_update',
  update: '/runtime/manual/dependencies/outdated_update#apply-updates-with-deno-update',
  list: '/runtime/manual/dependencies/list_why',
  why: '/runtime/manual/dependencies/list_why#trace-a-package-with-deno-why',
  ci: '/runtime/manual/dependencies/lockfile_ci',
  link: '/runtime/manual/dependencies/link',
  unlink: '/runtime/manual/dependencies/link#switch-back-with-deno-unlink',
  audit: '/runtime/manual/dependencies/supply_chain#check-for-known-vulnerabilities-with-deno-audit',
  'approve-scripts': '/runtime/manual/dependencies/supply_chain#npm-lifecycle-scripts',
  cache: '/runtime/manual/tools/cache',
  clean: '/runtime/manual/tools/cache',
  info: '/runtime/manual/tools/dependency_inspector',
  vendor: '/runtime/manual/tools/vendor',
  compile: '/runtime/manual/tools/compiler',
  bundle: '/runtime/manual/tools/bundler',
  transpile: '/runtime/manual/tools/transpile',
  pack: '/runtime/manual/tools/pack_and_version',
  'bump-version': '/runtime/manual/tools/pack_and_version#raise-the-version-deno-bump-version',
  publish: '/runtime/manual/advanced/publishing/',
  desktop: '/runtime/desktop/',
  x: '/runtime/manual/tools/x',
  init: '/runtime/manual/tools/init',
  create: '/runtime/manual/tools/init',
  upgrade: '/runtime/manual/tools/upgrade',
  completions: '/runtime/manual/tools/completions',
  help: '/runtime/manual/tools/completions#read-the-built-in-help',
  lsp: '/runtime/manual/advanced/language_server/overview',
  jupyter: '/runtime/manual/tools/jupyter',
  deploy: '/deploy/manual/deployctl',
  sandbox: '/sandbox/cli',
};

/**
 * Commands whose guide another issue writes, with that issue. The coverage test fails when one of
 * them gets a guide, so this list can only shrink.
 */
export const GUIDES_TO_COME: Readonly<Record<string, string>> = {};

/** Commands whose help deno downloads at run time, so the reference cannot be generated here. */
export const DOWNLOADED_HELP: Readonly<Record<string, string>> = {
  deploy:
    'deno deploy downloads the Deno Deploy CLI from JSR the first time it runs, and that CLI prints its own help, so this page cannot list its options from the pinned binary. Run `deno deploy --help` for the options of the version you have, and read the Deno Deploy CLI guide for how to use it.',
  sandbox:
    'deno sandbox downloads its CLI from JSR the first time it runs, and that CLI prints its own help, so this page cannot list its options from the pinned binary. Run `deno sandbox --help` for the options of the version you have, and read the Deno Sandbox CLI guide for how to use it.',
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
