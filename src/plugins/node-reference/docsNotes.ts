/**
 * docs.deno.com's support status of each Node module, as its own compatibility page lists them:
 * the `status` of each file in reference_gen/node_descriptions/ of denoland/docs at eb8f78e9
 * (2026-08-18), read on 2026-11-29. The measurement (support.ts) is what this site shows; a unit
 * test compares the two, and KNOWN_DISAGREEMENTS says where they differ and why, so a change on
 * either side fails that test until this file says what is true.
 */
export type DocsStatus = 'good' | 'partial' | 'unsupported';

export const DOCS_STATUS: Record<string, DocsStatus> = {
  assert: 'good',
  async_hooks: 'partial',
  buffer: 'good',
  child_process: 'good',
  cluster: 'unsupported',
  console: 'good',
  crypto: 'good',
  dgram: 'partial',
  diagnostics_channel: 'good',
  dns: 'partial',
  domain: 'unsupported',
  events: 'good',
  'fs/promises': 'good',
  fs: 'good',
  http: 'partial',
  http2: 'partial',
  https: 'partial',
  inspector: 'partial',
  module: 'good',
  net: 'partial',
  os: 'good',
  path: 'good',
  perf_hooks: 'partial',
  process: 'partial',
  punycode: 'good',
  querystring: 'good',
  readline: 'good',
  repl: 'unsupported',
  sea: 'unsupported',
  sqlite: 'good',
  stream: 'good',
  string_decoder: 'good',
  test: 'good',
  timers: 'good',
  tls: 'partial',
  trace_events: 'unsupported',
  tty: 'good',
  url: 'good',
  util: 'partial',
  v8: 'partial',
  vm: 'partial',
  wasi: 'unsupported',
  worker_threads: 'partial',
  zlib: 'partial',
};

/**
 * Modules where docs.deno.com's status and the measurement of deno 2.9.6 disagree: "unsupported"
 * there but every probed export defined here with no stub found, or "good" there but exports
 * undefined or stubbed here. This site shows the measurement; each reason says why they differ.
 */
export const KNOWN_DISAGREEMENTS: Record<string, string> = {
  cluster:
    'docs.deno.com: "all exports are non-functional stubs"; in 2.9.6 the module loads and its exports are defined, and the text of cluster.fork() creates a worker process rather than throwing (read by hand: the probe does not call the methods of an exported object).',
  domain:
    'docs.deno.com: unsupported; both exports are defined in 2.9.6 and neither says "Not implemented" when called.',
  trace_events:
    'docs.deno.com: "all exports are non-functional stubs"; in 2.9.6 both functions are defined and only reject their missing arguments when called, which a probe without arguments cannot tell from working.',
  wasi: 'docs.deno.com: "all exports are non-functional stubs"; in 2.9.6 the WASI class is defined (classes are not constructed by the probe).',
  crypto:
    'docs.deno.com: good; 2.9.6 lacks exports @types/node 26 declares (argon2, encapsulate, decapsulate, randomUUIDv7, fips, constants.defaultCipherList), and secureHeapUsed and setEngine are stubs.',
  fs: 'docs.deno.com: good; 2.9.6 lacks fs.StatsFs, and lchmod and constants.O_SYMLINK, which Node.js defines on macOS only.',
  'fs/promises': 'docs.deno.com: good; lchmod is a stub in 2.9.6 (Node.js defines it on macOS only).',
  module:
    'docs.deno.com: good; the CommonJS variables (__dirname, require, module, exports) that @types/node declares beside node:module are not its exports in Node.js either, but Module.register, the compile cache functions, the source map settings and Module.constants are undefined in 2.9.6.',
  os: 'docs.deno.com: good; every undefined export is a Windows error code (os.constants.errno.WSA*), which Node.js defines on Windows only: no disagreement in practice.',
  test: 'docs.deno.com: good; 2.9.6 lacks newer node:test exports (snapshot settings, MockPropertyContext, expectFailure, assert.register).',
  assert: 'docs.deno.com: good; 2.9.6 lacks assert.kOptions, new in @types/node 26.',
  diagnostics_channel: 'docs.deno.com: good; 2.9.6 lacks boundedChannel, new in @types/node 26.',
  url: 'docs.deno.com: good; 2.9.6 does not export URLPattern from node:url (it is a global in Deno).',
};
