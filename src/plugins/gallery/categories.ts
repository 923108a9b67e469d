/** The gallery's categories, in the order the index shows them. */
export const CATEGORIES = [
  {id: 'basics', label: 'Basics'},
  {id: 'cli', label: 'Command-line programs'},
  {id: 'files', label: 'Files and streams'},
  {id: 'http', label: 'HTTP servers'},
  {id: 'web-apis', label: 'Fetch and web APIs'},
  {id: 'networking', label: 'TCP, UDP, TLS and DNS'},
  {id: 'kv', label: 'Deno KV and queues'},
  {id: 'cron', label: 'Cron'},
  {id: 'subprocesses', label: 'Subprocesses'},
  {id: 'workers', label: 'Workers and concurrency'},
  {id: 'crypto', label: 'Cryptography'},
  {id: 'encoding', label: 'Encoding and data formats'},
  {id: 'compression', label: 'Compression and archives'},
  {id: 'databases', label: 'Databases'},
  {id: 'dates', label: 'Dates, Temporal and Intl'},
  {id: 'ffi', label: 'FFI'},
  {id: 'webassembly', label: 'WebAssembly'},
  {id: 'opentelemetry', label: 'OpenTelemetry'},
  {id: 'testing', label: 'Testing and benchmarking'},
  {id: 'node', label: 'npm and Node.js built-ins'},
  {id: 'services', label: 'Services and AI'},
  {id: 'deploy', label: 'Deno Deploy'},
  {id: 'tooling', label: "Deno's tools"},
] as const satisfies readonly {id: string; label: string}[];

export type CategoryId = (typeof CATEGORIES)[number]['id'];
export const CATEGORY_IDS: readonly string[] = CATEGORIES.map((category) => category.id);

export const categoryLabel = (id: CategoryId): string => CATEGORIES.find((c) => c.id === id)?.label ?? id;
