import type {RelevanceQuery} from './relevance-queries';
import {userWordQueries} from './user-word-queries';

/**
 * Queries phrased as readers type them (questions from issue trackers and forums, lines deno 2.9.6
 * prints, words typed after one glance at a page), each with every page a reader would accept.
 * Written from the pages' content, not their titles; a query that fails is kept, not reworded.
 */
export const userQueries: RelevanceQuery[] = [
  // Task questions in the reader's words
  {
    kind: 'task',
    query: 'how do i read a file',
    expect: [
      '/runtime/tutorials/read_write_files',
      '/api/deno/~/Deno.readTextFile',
      '/api/deno/~/Deno.readFile',
      '/examples/reading_files',
    ],
  },
  {
    kind: 'task',
    query: 'run typescript without compiling',
    expect: [
      '/runtime/manual/advanced/typescript/overview',
      '/runtime/manual/getting_started/first_steps',
      '/runtime/manual/tools/run',
    ],
  },
  {kind: 'task', query: 'store sessions in kv', expect: '/deploy/kv/manual/key_expiration'},
  {kind: 'task', query: 'schedule a job every hour', expect: ['/deploy/kv/manual/cron', '/api/deno/~/Deno.cron']},
  {
    kind: 'task',
    query: 'how to make a web server',
    expect: [
      '/runtime/manual/runtime/http_server_apis',
      '/runtime/tutorials/http_server',
      '/api/deno/~/Deno.serve',
      '/deploy/tutorials/tutorial-http-server',
    ],
  },
  {
    kind: 'task',
    query: 'how do I run a shell command from deno',
    expect: ['/runtime/tutorials/subprocess', '/api/deno/~/Deno.Command', '/runtime/manual/runtime/builtin_apis'],
  },
  {
    kind: 'task',
    query: 'get command line arguments',
    expect: [
      '/api/deno/~/Deno.args',
      '/runtime/manual/basics/standard_library',
      '/runtime/manual/runtime/builtin_apis',
      '/examples/command_line_arguments',
    ],
  },
  {
    kind: 'task',
    query: 'make a standalone executable from my script',
    expect: ['/runtime/manual/tools/compiler', '/runtime/reference/cli/compile'],
  },
  {
    kind: 'task',
    query: 'load a .env file',
    expect: ['/runtime/manual/basics/env_variables', '/runtime/manual/node/faqs', '/runtime/manual/tools/run'],
  },
  {
    kind: 'task',
    query: 'get notified when a file changes',
    expect: ['/runtime/tutorials/file_system_events', '/api/deno/~/Deno.watchFs'],
  },
  {
    kind: 'task',
    query: 'can i use packages from npm',
    expect: ['/runtime/manual/node/npm_specifiers', '/runtime/manual/node/', '/runtime/tutorials/manage_dependencies'],
  },
  {
    kind: 'task',
    query: 'add secrets to my project',
    context: 'deploy',
    expect: '/deploy/manual/environment-variables',
  },
  {
    kind: 'task',
    query: 'handle ctrl+c',
    expect: [
      '/runtime/tutorials/os_signals',
      '/api/deno/~/Deno.addSignalListener',
      '/runtime/manual/runtime/program_lifecycle',
    ],
  },
  {
    kind: 'task',
    query: 'how to write unit tests',
    expect: ['/runtime/manual/basics/testing/', '/api/deno/~/Deno.test', '/runtime/reference/cli/test'],
  },
  {
    kind: 'task',
    query: 'measure how fast my function is',
    expect: ['/runtime/manual/tools/benchmarker', '/runtime/reference/cli/bench', '/api/deno/~/Deno.bench'],
  },
  {
    kind: 'task',
    query: 'debug with chrome devtools',
    expect: '/runtime/manual/basics/debugging_your_code',
  },
  {
    kind: 'task',
    query: 'publish my library to jsr',
    expect: ['/runtime/manual/advanced/publishing/', '/runtime/reference/cli/publish'],
  },
  {
    kind: 'task',
    query: 'publish a deno module on npm',
    expect: ['/runtime/manual/advanced/publishing/dnt', '/runtime/manual/advanced/publishing/'],
  },
  {kind: 'task', query: 'move my node project to deno', expect: '/runtime/manual/node/migrate'},
  {kind: 'task', query: 'where can i see console.log output', context: 'deploy', expect: '/deploy/manual/logs'},
  {
    kind: 'task',
    query: 'connect to mongodb',
    expect: [
      '/runtime/manual/node/how_to_with_npm/mongoose',
      '/runtime/tutorials/how_to_with_npm/mongoose',
      '/runtime/manual/basics/connecting_to_databases',
    ],
  },
  {
    kind: 'task',
    query: 'update to the latest deno version',
    expect: ['/runtime/manual/tools/upgrade', '/runtime/reference/cli/upgrade'],
  },
  {
    kind: 'task',
    query: 'which of my dependencies are outdated',
    expect: [
      '/runtime/reference/cli/outdated',
      '/runtime/reference/cli/update',
      '/runtime/tutorials/manage_dependencies',
    ],
  },
  {
    kind: 'task',
    query: 'serve a static website',
    expect: ['/runtime/tutorials/file_server', '/deploy/tutorials/static-site'],
  },
  {
    kind: 'task',
    query: 'process webhooks in the background',
    context: 'kv',
    expect: ['/deploy/kv/tutorials/webhook_processor', '/deploy/kv/manual/queue_overview'],
  },
  {
    kind: 'task',
    query: 'call a rest api and parse json',
    expect: ['/runtime/tutorials/fetch_data', '/api/web/~/fetch', '/deploy/api/runtime-fetch'],
  },
  {
    kind: 'task',
    query: 'check if a file exists',
    expect: [
      '/api/deno/~/Deno.stat',
      '/runtime/tutorials/read_write_files',
      '/runtime/manual/basics/standard_library',
      '/examples/checking_file_existence',
    ],
  },
  {
    kind: 'task',
    query: 'format on save in vscode',
    expect: ['/runtime/manual/references/vscode_deno/', '/runtime/manual/getting_started/setup_your_environment'],
  },
  {
    kind: 'task',
    query: 'allow cross origin requests',
    expect: [
      '/deploy/manual/middleware',
      '/runtime/manual/node/how_to_with_npm/express',
      '/deploy/manual/security',
      '/examples/http_server_cors',
    ],
  },
  {
    kind: 'task',
    query: 'share code between packages in one repo',
    expect: [
      '/runtime/manual/basics/workspaces',
      '/runtime/manual/getting_started/configuration_file',
      '/runtime/manual/node/package_json',
    ],
  },
  // Errors and warnings as deno 2.9.6 prints them, pasted in part
  {
    kind: 'error',
    query:
      'error: Uncaught (in promise) NotCapable: Requires env access to "HOME", run again with the --allow-env flag',
    expect: [
      '/runtime/manual/basics/permissions',
      '/runtime/manual/basics/env_variables',
      '/runtime/manual/getting_started/common_errors',
    ],
  },
  {
    kind: 'error',
    query: 'Requires run access to "git", run again with the --allow-run flag',
    expect: [
      '/runtime/manual/basics/permissions',
      '/runtime/tutorials/subprocess',
      '/runtime/manual/getting_started/common_errors',
    ],
  },
  {
    kind: 'error',
    query: 'NotCapable: Requires sys access to "hostname"',
    expect: ['/runtime/manual/basics/permissions', '/runtime/manual/getting_started/common_errors'],
  },
  {
    kind: 'error',
    query: 'Requires write access to "out.txt", run again with the --allow-write flag',
    expect: [
      '/runtime/manual/basics/permissions',
      '/runtime/manual/getting_started/common_errors',
      '/runtime/tutorials/read_write_files',
    ],
  },
  {
    kind: 'error',
    query: 'Requires net access to "0.0.0.0:8000"',
    expect: [
      '/runtime/manual/basics/permissions',
      '/runtime/manual/runtime/http_server_apis',
      '/runtime/manual/getting_started/common_errors',
    ],
  },
  {
    kind: 'error',
    query: "TS2307 [ERROR]: Cannot find module 'file:///home/me/app/src/db.ts'",
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'Import "lodash" not a dependency and not in import map from "file:///app/main.ts"',
    expect: [
      '/runtime/manual/getting_started/common_errors',
      '/runtime/manual/node/npm_specifiers',
      '/runtime/reference/cli/add',
    ],
  },
  {
    kind: 'error',
    query: 'error: Uncaught (in promise) Error',
    expect: ['/runtime/manual/runtime/program_lifecycle', '/runtime/manual/getting_started/common_errors'],
  },
  {kind: 'error', query: '`any` type is not allowed', expect: '/lint/rules/no-explicit-any'},
  {
    kind: 'error',
    query: "Async function 'loadUser' has no 'await' expression or 'await using' declaration.",
    expect: '/lint/rules/require-await',
  },
  {kind: 'error', query: '`@ts-ignore` is not allowed without comment', expect: '/lint/rules/ban-ts-comment'},
  {kind: 'error', query: "expected '===' and instead saw '=='", expect: '/lint/rules/eqeqeq'},
  {kind: 'error', query: 'Missing return type on function', expect: '/lint/rules/explicit-function-return-type'},
  {kind: 'error', query: 'error[no-var]: `var` keyword is not allowed.', expect: '/lint/rules/no-var'},
  {kind: 'error', query: 'Empty block statement', expect: '/lint/rules/no-empty'},
  {
    kind: 'error',
    query: 'error: Found 3 not formatted files in 12 files',
    expect: ['/runtime/manual/tools/formatter', '/runtime/reference/cli/fmt'],
  },
  {
    kind: 'error',
    query: 'The `--unstable` flag has been removed in Deno 2.0. Use granular `--unstable-*` flags instead.',
    expect: ['/runtime/manual/tools/unstable_flags', '/runtime/manual/advanced/migrate_deprecations'],
  },
  {
    kind: 'error',
    query: 'Warning `"nodeModulesDir": true` is deprecated in Deno 2.0',
    expect: [
      '/runtime/manual/node/npm_specifiers',
      '/runtime/manual/advanced/migrate_deprecations',
      '/runtime/manual/getting_started/configuration_file',
    ],
  },
  {
    kind: 'error',
    query: "TS7006 [ERROR]: Parameter 'req' implicitly has an 'any' type.",
    expect: ['/runtime/manual/advanced/typescript/configuration', '/runtime/manual/advanced/typescript/faqs'],
  },
  {
    kind: 'error',
    query: 'error: Type checking failed. Re-run with --no-check to skip type-checking',
    expect: [
      '/runtime/manual/advanced/typescript/overview',
      '/runtime/reference/cli/check',
      '/runtime/manual/getting_started/command_line_interface',
    ],
  },
  {
    kind: 'error',
    query: 'Task build tailwindcss: command not found',
    expect: ['/runtime/manual/tools/task_runner', '/runtime/reference/cli/task'],
  },
  {
    kind: 'error',
    query: 'TypeError: Deno.cron is not a function',
    expect: [
      '/deploy/kv/manual/cron',
      '/runtime/manual/tools/unstable_flags',
      '/runtime/manual/getting_started/common_errors',
    ],
  },
  {
    kind: 'error',
    query: 'The version you requested may not have been built for the current architecture',
    expect: ['/runtime/manual/tools/upgrade', '/runtime/reference/cli/upgrade'],
  },
  ...userWordQueries,
];
