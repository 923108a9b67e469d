import type {RelevanceQuery} from './relevance-queries';

/** The users' queries of a word or two, typos, names and vocabulary mismatches (see user-queries.ts). */
export const userWordQueries: RelevanceQuery[] = [
  // One- or two-word queries
  {kind: 'exact', query: 'cron', expect: ['/deploy/kv/manual/cron', '/api/deno/~/Deno.cron']},
  {
    kind: 'exact',
    query: 'jsx',
    expect: [
      '/runtime/manual/advanced/jsx_dom/jsx',
      '/runtime/manual/advanced/jsx_dom/',
      '/runtime/manual/advanced/jsx_dom/overview',
    ],
  },
  {
    kind: 'exact',
    query: 'cors',
    expect: [
      '/deploy/manual/middleware',
      '/runtime/manual/node/how_to_with_npm/express',
      '/deploy/manual/security',
      '/examples/http_server_cors',
    ],
  },
  {
    kind: 'exact',
    query: 'websocket',
    expect: [
      '/runtime/manual/runtime/http_server_apis',
      '/api/deno/~/Deno.upgradeWebSocket',
      '/api/web/~/WebSocket',
      '/runtime/tutorials/chat_app',
      '/deploy/api/runtime-sockets',
    ],
  },
  {kind: 'exact', query: 'sqlite', expect: '/runtime/manual/basics/connecting_to_databases'},
  {
    kind: 'exact',
    query: 'docker',
    expect: [
      '/runtime/manual/advanced/docker',
      '/runtime/manual/getting_started/installation',
      '/runtime/manual/advanced/deploying_deno/',
      '/runtime/manual/advanced/deploying_deno/google_cloud_run',
      '/runtime/manual/advanced/deploying_deno/kinsta',
      '/runtime/manual/advanced/deploying_deno/digital_ocean',
      '/runtime/manual/advanced/deploying_deno/aws_lightsail',
    ],
  },
  {
    kind: 'exact',
    query: 'redis',
    expect: [
      '/runtime/manual/node/how_to_with_npm/redis',
      '/runtime/tutorials/how_to_with_npm/redis',
      '/runtime/manual/basics/connecting_to_databases',
    ],
  },
  {
    kind: 'exact',
    query: 'monorepo',
    expect: [
      '/runtime/manual/basics/workspaces',
      '/runtime/manual/getting_started/configuration_file',
      '/runtime/manual/node/package_json',
    ],
  },
  {
    kind: 'exact',
    query: 'https certificate',
    // On a Deploy page the reader's certificate is their app's: Custom domains provisions it.
    expect: ['/runtime/manual/runtime/http_server_apis', '/examples/http_server_tls', '/deploy/manual/custom-domains'],
  },
  {kind: 'exact', query: 'server-sent events', expect: '/runtime/manual/runtime/http_server_apis'},
  {
    kind: 'exact',
    query: 'yaml',
    expect: [
      '/runtime/manual/basics/standard_library',
      '/runtime/reference/std/yaml',
      '/examples/parsing_serializing_yaml',
    ],
  },
  {
    kind: 'exact',
    query: 'uuid',
    expect: [
      '/runtime/manual/runtime/web_platform_apis',
      '/runtime/manual/basics/standard_library',
      '/runtime/reference/std/uuid',
      '/examples/uuids',
    ],
  },
  {kind: 'exact', query: 'jupyter', expect: ['/runtime/manual/tools/jupyter', '/runtime/reference/cli/jupyter']},
  {
    kind: 'exact',
    query: 'signals',
    expect: [
      '/runtime/tutorials/os_signals',
      '/api/deno/~/Deno.addSignalListener',
      '/runtime/manual/runtime/program_lifecycle',
    ],
  },
  {
    kind: 'exact',
    query: 'rate limit',
    context: 'kv',
    expect: ['/deploy/kv/manual/key_expiration', '/deploy/manual/security'],
  },
  {kind: 'exact', query: 'tailwind', expect: ['/runtime/manual/advanced/jsx_dom/twind', '/deploy/tutorials/fresh']},
  // Typos, transpositions among them
  {kind: 'typo', query: 'pemrissions', expect: '/runtime/manual/basics/permissions'},
  {
    kind: 'typo',
    query: 'enviroment varaibles',
    expect: ['/runtime/manual/basics/env_variables', '/runtime/reference/env_variables'],
  },
  {kind: 'typo', query: 'formating code', expect: ['/runtime/manual/tools/formatter', '/runtime/reference/cli/fmt']},
  {
    kind: 'typo',
    query: 'subproccess',
    expect: ['/runtime/tutorials/subprocess', '/api/deno/~/Deno.Command', '/runtime/manual/runtime/builtin_apis'],
  },
  {
    kind: 'typo',
    query: 'typscript config',
    expect: ['/runtime/manual/advanced/typescript/configuration', '/runtime/manual/getting_started/configuration_file'],
  },
  {kind: 'typo', query: 'becnhmark', expect: ['/runtime/manual/tools/benchmarker', '/runtime/reference/cli/bench']},
  {kind: 'typo', query: 'web wrokers', expect: '/runtime/manual/runtime/workers'},
  {kind: 'typo', query: 'moking fetch in tests', expect: '/runtime/manual/basics/testing/mocking'},
  {kind: 'typo', query: 'depoly with github actions', expect: '/deploy/manual/ci_github'},
  {
    kind: 'typo',
    query: 'coverge report',
    expect: ['/runtime/manual/basics/testing/coverage', '/runtime/manual/tools/coverage'],
  },
  {kind: 'typo', query: 'secondray index', context: 'kv', expect: '/deploy/kv/manual/secondary_indexes'},
  // Names: flags, config keys, APIs, lint rules, environment variables. A flag typed alone finds
  // its entry in the CLI reference first (issue #18: exact names find their reference page).
  {
    kind: 'api',
    query: '--allow-ffi',
    expect: ['/runtime/reference/cli/run', '/runtime/manual/basics/permissions', '/runtime/manual/runtime/ffi_api'],
  },
  {
    kind: 'api',
    query: 'nodeModulesDir',
    expect: ['/runtime/manual/node/npm_specifiers', '/runtime/manual/getting_started/configuration_file'],
  },
  {kind: 'api', query: 'Deno.Command', expect: ['/api/deno/~/Deno.Command', '/runtime/tutorials/subprocess']},
  {kind: 'api', query: 'kv.list', expect: ['/deploy/kv/manual/operations', '/api/deno/~/Deno.Kv']},
  {kind: 'api', query: 'no-slow-types', expect: '/lint/rules/no-slow-types'},
  {
    kind: 'api',
    query: 'DENO_AUTH_TOKENS',
    expect: ['/runtime/manual/basics/modules/private', '/runtime/reference/env_variables'],
  },
  {
    kind: 'api',
    query: 'HTTPS_PROXY',
    expect: ['/runtime/manual/basics/modules/proxies', '/runtime/reference/env_variables'],
  },
  {
    kind: 'api',
    query: 'DENO_TLS_CA_STORE',
    expect: ['/runtime/manual/basics/modules/proxies', '/runtime/reference/env_variables'],
  },
  {
    kind: 'api',
    query: '--env-file',
    expect: ['/runtime/reference/cli/run', '/runtime/manual/basics/env_variables', '/runtime/manual/tools/run'],
  },
  {
    kind: 'api',
    query: 'Deno.upgradeWebSocket',
    expect: ['/api/deno/~/Deno.upgradeWebSocket', '/runtime/manual/runtime/http_server_apis'],
  },
  {
    kind: 'api',
    query: '--unstable-kv',
    expect: ['/runtime/manual/tools/unstable_flags', '/deploy/kv/manual/', '/runtime/manual/runtime/stability'],
  },
  {kind: 'api', query: 'parseArgs', expect: ['/runtime/manual/basics/standard_library', '/runtime/tutorials/hashbang']},
  {
    kind: 'api',
    query: '--allow-scripts',
    expect: [
      '/runtime/reference/cli/run',
      '/runtime/manual/node/npm_specifiers',
      '/runtime/manual/node/package_json',
      '/runtime/reference/cli/install',
    ],
  },
  {
    kind: 'api',
    query: 'NO_COLOR',
    expect: ['/runtime/reference/env_variables', '/runtime/manual/basics/env_variables'],
  },
  // Vocabulary mismatches: the reader's word is not the page's
  {
    kind: 'task',
    query: 'delete a directory',
    expect: ['/runtime/tutorials/read_write_files', '/api/deno/~/Deno.remove'],
  },
  {
    kind: 'task',
    query: 'create a folder',
    expect: ['/api/deno/~/Deno.mkdir', '/runtime/tutorials/read_write_files', '/examples/create_remove_directories'],
  },
  {
    kind: 'task',
    query: 'restart the server automatically when i save',
    expect: ['/runtime/manual/tools/run', '/runtime/reference/cli/run'],
  },
  {kind: 'task', query: 'env vars', context: 'deploy', expect: '/deploy/manual/environment-variables'},
  {
    kind: 'task',
    query: 'run deno in a container',
    expect: [
      '/runtime/manual/advanced/docker',
      '/runtime/manual/getting_started/installation',
      '/runtime/manual/advanced/deploying_deno/',
      '/runtime/manual/advanced/deploying_deno/google_cloud_run',
    ],
  },
  {
    kind: 'task',
    query: 'background jobs',
    context: 'kv',
    expect: ['/deploy/kv/manual/queue_overview', '/deploy/kv/manual/cron'],
  },
  {kind: 'task', query: 'recurring task', expect: ['/deploy/kv/manual/cron', '/api/deno/~/Deno.cron']},
  {kind: 'task', query: 'shebang', expect: '/runtime/tutorials/hashbang'},
  {
    kind: 'task',
    query: 'turn my script into an exe',
    expect: ['/runtime/manual/tools/compiler', '/runtime/reference/cli/compile'],
  },
  {
    kind: 'task',
    query: 'spawn a child process',
    expect: [
      '/runtime/tutorials/subprocess',
      '/api/deno/~/Deno.Command',
      '/runtime/manual/runtime/builtin_apis',
      '/examples/subprocesses_spawn',
    ],
  },
  {
    kind: 'task',
    query: 'self host on my own vps',
    expect: ['/runtime/manual/advanced/deploying_deno/', '/runtime/manual/advanced/deploying_deno/digital_ocean'],
  },
  {
    kind: 'task',
    query: 'stop the server gracefully',
    // The example is titled "Shut down an HTTP server gracefully": the task itself, as one program.
    expect: ['/runtime/manual/runtime/http_server_apis', '/examples/http_server_graceful_shutdown'],
  },
];
