/**
 * The relevance suite's queries: each names the page that must be among the first three pages
 * of results (one page counts once, as the /search page groups them). `context` is the product
 * of the page the reader is on (contextual search). Shared by the unit test and bench:search.
 */
export interface RelevanceQuery {
  query: string;
  /**
   * Route of the page that must be in the top 3 (trailing slash as the site serves it), or every
   * page that answers the query: the first of them to show counts.
   */
  expect: string | readonly string[];
  context?: 'runtime' | 'deploy' | 'kv' | 'subhosting';
  kind: 'exact' | 'typo' | 'api' | 'task' | 'prefix' | 'context' | 'error';
}

/** The pages that answer a query. */
export function acceptablePages(query: RelevanceQuery): readonly string[] {
  return typeof query.expect === 'string' ? [query.expect] : query.expect;
}

export const relevanceQueries: RelevanceQuery[] = [
  // Exact terms
  {kind: 'exact', query: 'permissions', expect: '/runtime/manual/basics/permissions'},
  {
    kind: 'exact',
    query: 'environment variables',
    expect: ['/runtime/manual/basics/env_variables', '/deploy/manual/environment-variables'],
  },
  {kind: 'exact', query: 'import maps', expect: '/runtime/manual/basics/import_maps'},
  {kind: 'exact', query: 'lockfile', expect: '/runtime/manual/basics/modules/integrity_checking'},
  {kind: 'exact', query: 'snapshot testing', expect: '/runtime/manual/basics/testing/snapshot_testing'},
  {kind: 'exact', query: 'test coverage', expect: '/runtime/manual/basics/testing/coverage'},
  {kind: 'exact', query: 'sanitizers', expect: '/runtime/manual/basics/testing/sanitizers'},
  {kind: 'exact', query: 'mocking spies', expect: '/runtime/manual/basics/testing/mocking'},
  {kind: 'exact', query: 'installation', expect: '/runtime/manual/getting_started/installation'},
  {kind: 'exact', query: 'foreign function interface', expect: '/runtime/manual/runtime/ffi_api'},
  {kind: 'exact', query: 'web storage', expect: '/runtime/manual/runtime/web_storage_api'},
  // The API reference's WebAssembly namespace comes first; the guides' overview follows it.
  {kind: 'exact', query: 'WebAssembly', expect: ['/runtime/manual/runtime/webassembly/', '/api/web/~/WebAssembly']},
  {kind: 'exact', query: 'workers', expect: '/runtime/manual/runtime/workers'},
  {kind: 'exact', query: 'secondary indexes', expect: '/deploy/kv/manual/secondary_indexes'},
  {kind: 'exact', query: 'key expiration', expect: '/deploy/kv/manual/key_expiration'},
  {kind: 'exact', query: 'versionstamp', expect: '/deploy/kv/manual/key_space'},
  {kind: 'exact', query: 'queues', expect: '/deploy/kv/manual/queue_overview'},
  {kind: 'exact', query: 'privacy policy', expect: '/deploy/manual/privacy-policy'},
  {kind: 'exact', query: 'subhosting REST API', expect: '/subhosting/api/'},
  {kind: 'exact', query: 'projects and deployments', expect: '/subhosting/manual/projects_and_deployments'},
  // Typos
  {kind: 'typo', query: 'permisions', expect: '/runtime/manual/basics/permissions'},
  {
    kind: 'typo',
    query: 'enviroment variables',
    expect: ['/runtime/manual/basics/env_variables', '/deploy/manual/environment-variables'],
  },
  {kind: 'typo', query: 'debuging', expect: '/runtime/manual/basics/debugging_your_code'},
  {kind: 'typo', query: 'asertions', expect: '/runtime/manual/basics/testing/assertions'},
  {kind: 'typo', query: 'transactons', expect: '/deploy/kv/manual/transactions'},
  {kind: 'typo', query: 'instalation', expect: '/runtime/manual/getting_started/installation'},
  {kind: 'typo', query: 'webassembley', expect: '/runtime/manual/runtime/webassembly/using_wasm'},
  // API names
  {kind: 'api', query: 'Deno.serve', expect: ['/runtime/manual/runtime/http_server_apis', '/api/deno/~/Deno.serve']},
  {kind: 'api', query: 'kv.watch', expect: '/deploy/kv/manual/operations'},
  {kind: 'api', query: 'kv.atomic', expect: '/deploy/kv/manual/transactions'},
  {kind: 'api', query: 'Deno.cron', expect: ['/deploy/kv/manual/cron', '/api/deno/~/Deno.cron']},
  {kind: 'api', query: 'kv.enqueue', expect: ['/deploy/kv/manual/queue_overview', '/api/deno/~/Deno.Kv']},
  {kind: 'api', query: 'Deno.dlopen', expect: ['/runtime/manual/runtime/ffi_api', '/api/deno/~/Deno.dlopen']},
  {kind: 'api', query: 'import.meta.main', expect: '/runtime/manual/runtime/import_meta_api'},
  {kind: 'api', query: 'Deno.permissions.query', expect: '/runtime/manual/runtime/permission_apis'},
  {kind: 'api', query: 'localStorage', expect: ['/runtime/manual/runtime/web_storage_api', '/api/web/~/localStorage']},
  {kind: 'api', query: 'expireIn', expect: '/deploy/kv/manual/key_expiration'},
  // The API reference: exact names, dotted and camelCase, whole or by parts
  {kind: 'api', query: 'ServeOptions', expect: '/api/deno/~/Deno.ServeOptions'},
  {kind: 'api', query: 'Deno.ServeOptions', expect: '/api/deno/~/Deno.ServeOptions'},
  {kind: 'api', query: 'Deno.errors.NotCapable', expect: '/api/deno/~/Deno.errors.NotCapable'},
  {kind: 'api', query: 'NotCapable', expect: '/api/deno/~/Deno.errors.NotCapable'},
  {kind: 'api', query: 'Deno.CommandOutput', expect: '/api/deno/~/Deno.CommandOutput'},
  {kind: 'api', query: 'Deno.readTextFile', expect: '/api/deno/~/Deno.readTextFile'},
  {kind: 'api', query: 'URLPattern', expect: '/api/web/~/URLPattern'},
  {kind: 'api', query: 'Deno.Kv', expect: '/api/deno/~/Deno.Kv'},
  {kind: 'api', query: 'deno.kv', expect: '/api/deno/~/Deno.Kv'},
  {kind: 'api', query: 'fetch', expect: '/api/web/~/fetch'},
  // Lint rules by name, and the line deno lint prints
  {kind: 'api', query: 'no-explicit-any', expect: '/lint/rules/no-explicit-any'},
  {kind: 'api', query: 'prefer-const', expect: '/lint/rules/prefer-const'},
  {kind: 'api', query: 'error[no-unused-vars]', expect: '/lint/rules/no-unused-vars'},
  {kind: 'api', query: 'require-await', expect: '/lint/rules/require-await'},
  {kind: 'api', query: 'command output', expect: '/api/deno/~/Deno.CommandOutput'},
  {kind: 'api', query: 'not capable', expect: '/api/deno/~/Deno.errors.NotCapable'},
  {kind: 'api', query: 'assertEquals', expect: '/runtime/manual/basics/testing/assertions'},
  {kind: 'api', query: 'deno.json', expect: '/runtime/manual/getting_started/configuration_file'},
  {kind: 'api', query: 'deno task', expect: ['/runtime/manual/tools/task_runner', '/runtime/reference/cli/task']},
  // Task-style questions
  // Typed on a Runtime or Deploy page, Deploy's guides answer it (its getting-started page has a
  // section on it too); Subhosting's page answers it for a reader in Subhosting (below).
  {kind: 'task', query: 'custom domain', expect: ['/deploy/manual/custom-domains', '/subhosting/manual/domains']},
  {kind: 'task', query: 'schedule a job', expect: '/deploy/kv/manual/cron'},
  {kind: 'task', query: 'how do I back up my database', expect: '/deploy/kv/manual/backup'},
  {kind: 'task', query: 'use KV from Node.js', expect: '/deploy/kv/manual/node'},
  {kind: 'task', query: 'connect to postgres', expect: '/runtime/manual/basics/connecting_to_databases'},
  {
    kind: 'task',
    query: 'read environment variable',
    expect: ['/runtime/manual/basics/env_variables', '/deploy/manual/environment-variables'],
  },
  {kind: 'task', query: 'write my first program', expect: '/runtime/manual/getting_started/first_steps'},
  {kind: 'task', query: 'create my first project', expect: '/runtime/tutorials/hello_world'},
  {kind: 'task', query: 'build a JSON API', expect: ['/runtime/tutorials/http_server', '/deploy/tutorials/simple-api']},
  {kind: 'task', query: 'use a private registry', expect: '/runtime/manual/basics/modules/private'},
  {kind: 'task', query: 'run behind a proxy', expect: '/runtime/manual/basics/modules/proxies'},
  {kind: 'task', query: 'reload the module cache', expect: '/runtime/manual/basics/modules/reloading_modules'},
  {kind: 'task', query: 'set up VS Code', expect: '/runtime/manual/getting_started/setup_your_environment'},
  // Pages added with the whole site (Deploy manual, advanced runtime topics, npm guides)
  {kind: 'exact', query: 'custom domain', expect: '/deploy/manual/custom-domains'},
  {kind: 'exact', query: 'deployctl', expect: '/deploy/manual/deployctl'},
  {kind: 'exact', query: 'pricing and limits', expect: '/deploy/manual/pricing-and-limits'},
  {kind: 'task', query: 'deploy from GitHub Actions', expect: '/deploy/manual/ci_github'},
  {kind: 'task', query: 'migrate from Deno 1', expect: '/runtime/manual/advanced/migrate_deprecations'},
  {kind: 'exact', query: 'tsconfig compilerOptions', expect: '/runtime/manual/advanced/typescript/configuration'},
  {kind: 'exact', query: 'jsxImportSource', expect: '/runtime/manual/advanced/jsx_dom/jsx'},
  {kind: 'task', query: 'use Express', expect: '/runtime/manual/node/how_to_with_npm/express'},
  {kind: 'exact', query: 'Prisma', expect: '/runtime/manual/node/how_to_with_npm/prisma'},
  {kind: 'task', query: 'Discord slash command bot', expect: '/deploy/tutorials/discord-slash'},
  {
    kind: 'exact',
    query: 'BroadcastChannel',
    expect: ['/deploy/api/runtime-broadcast-channel', '/api/web/~/BroadcastChannel'],
  },
  {kind: 'typo', query: 'embeding deno in rust', expect: '/runtime/manual/advanced/embedding_deno'},
  // Typing: prefixes of the word being typed
  {kind: 'prefix', query: 'permiss', expect: '/runtime/manual/basics/permissions'},
  {kind: 'prefix', query: 'secondary ind', expect: '/deploy/kv/manual/secondary_indexes'},
  {kind: 'prefix', query: 'snapsh', expect: '/runtime/manual/basics/testing/snapshot_testing'},
  // Contextual search: the reader's section comes first. Each page here is not first without
  // its context (the test checks), so only the context boost can put it there.
  {kind: 'context', query: 'getting started', context: 'subhosting', expect: '/subhosting/manual/getting_started'},
  {kind: 'context', query: 'domains', context: 'subhosting', expect: '/subhosting/manual/domains'},
  {kind: 'context', query: 'custom domain', context: 'subhosting', expect: '/subhosting/manual/domains'},
  {kind: 'context', query: 'file system', context: 'runtime', expect: '/runtime/tutorials/file_system_events'},
  {kind: 'context', query: 'nodejs', context: 'runtime', expect: '/runtime/manual/node/compatibility'},
  {kind: 'context', query: 'environment variables', context: 'deploy', expect: '/deploy/manual/environment-variables'},
  {kind: 'context', query: 'node', context: 'kv', expect: '/deploy/kv/manual/node'},
  // The CLI reference (generated from the pinned deno): commands and flags by their exact text.
  {kind: 'exact', query: 'deno compile', expect: '/runtime/reference/cli/compile'},
  {kind: 'exact', query: '--allow-sys', expect: '/runtime/reference/cli/run'},
  {
    kind: 'exact',
    query: 'deno test --filter',
    expect: ['/runtime/reference/cli/test', '/runtime/manual/basics/testing/'],
  },
  {kind: 'exact', query: 'deno fmt --line-width', expect: '/runtime/reference/cli/fmt'},
  {kind: 'exact', query: 'DENO_DIR', expect: '/runtime/reference/env_variables'},
  // Typos that swap two letters, and words readers use for what the pages call otherwise.
  {kind: 'typo', query: 'complie', expect: '/runtime/manual/tools/compiler'},
  {kind: 'typo', query: 'permsisions', expect: '/runtime/manual/basics/permissions'},
  // deno watch hot-replaces modules: its guide is the answer (deno run --watch-hmr is on the run page).
  {kind: 'task', query: 'hot reload', expect: '/runtime/manual/tools/watch'},
  {kind: 'task', query: 'scheduled job', expect: '/deploy/kv/manual/cron'},
  // Error messages pasted as deno prints them (deno 2.9.6): the page that fixes each.
  {
    kind: 'error',
    query: 'error: Module not found "file:///app/utils"',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'NotCapable: Requires net access to "deno.land:443"',
    expect: '/runtime/manual/basics/permissions',
  },
  {
    kind: 'error',
    query: 'NotCapable: Requires read access to "./config.json", run again with the --allow-read flag',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'ReferenceError: require is not defined',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'ReferenceError: __dirname is not defined',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {kind: 'error', query: "TS2304 Cannot find name 'process'", expect: '/runtime/manual/getting_started/common_errors'},
  {
    kind: 'error',
    query: 'AddrInUse: Address already in use (os error 98)',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: "TS2339 [ERROR]: Property 'run' does not exist on type 'typeof Deno'",
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'error: Import "@std/assert" not a dependency',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'Relative import path "chalk" not prefixed with / or ./ or ../',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'TypeError: Deno.openKv is not a function',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'Expected a JavaScript or TypeScript module, but identified a Json module',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: "TS2322 [ERROR]: Type 'string | undefined' is not assignable to type 'number'",
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {kind: 'error', query: 'error: No test modules found', expect: '/runtime/manual/getting_started/common_errors'},
  {
    kind: 'error',
    query: "error: Failed deserializing config file 'file:///app/deno.json'",
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'ReferenceError: window is not defined',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'error: Top-level await promise never resolved',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: "Could not find npm package 'chalk' matching '99'",
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'NotFound: No such file or directory (os error 2)',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'TypeError: fetch failed Connection refused',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {kind: 'error', query: 'error: The lockfile is out of date', expect: '/runtime/manual/getting_started/common_errors'},
  {
    kind: 'error',
    query: "SyntaxError: 'import', and 'export' cannot be used outside of module code",
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {
    kind: 'error',
    query: 'error: Requires import access to "example.com:443"',
    expect: '/runtime/manual/getting_started/common_errors',
  },
  {kind: 'error', query: 'Task not found: start', expect: '/runtime/manual/tools/task_runner'},
  // Examples (/examples), found by their task; the word alone finds their index.
  {kind: 'exact', query: 'examples', expect: '/examples'},
  {kind: 'task', query: 'websocket server example', expect: ['/examples/http_server_websocket', '/examples/websocket']},
  {kind: 'task', query: 'read a csv file', expect: ['/examples/parsing_serializing_csv', '/examples/csv_streaming']},
  {kind: 'task', query: 'hash a password', expect: '/examples/hash_password'},
  {kind: 'task', query: 'sqlite example', expect: '/examples/sqlite'},
  {kind: 'task', query: 'read stdin line by line', expect: '/examples/reading_stdin'},
];
