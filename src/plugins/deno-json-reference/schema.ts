/**
 * deno's configuration file schema (config-file.v1.json beside this file) as a list of keys: each
 * key's path, the JSON types it takes, its default and its allowed values. The reference page
 * (remark.ts) and the content checker's deno.json validation (scripts/check-content/json.ts) both
 * read it, so a key deno gains or drops reaches both from one file.
 *
 * The schema is the deno repository's `cli/schemas/config-file.v1.json`. The mirror read on
 * 2026-11-29 has tags up to v2.9.5 (17fadf33a8df3af9488b9f42efd1f2290d6dc7a3, 2026-08-06) and
 * main up to 98f9507aff (2026-08-21); the file is the same at both, and no v2.9.6 tag could be
 * read, so v2.9.5's copy is kept. The pinned binary embeds no schema; its own loader is the other
 * judge of a deno.json block (the checker runs it), and the two are compared in
 * tests/unit/denoJsonReference.test.ts.
 */
import schemaJson from './config-file.v1.json';

export const SCHEMA_SOURCE = {
  repository: 'denoland/deno',
  tag: 'v2.9.5',
  commit: '17fadf33a8df3af9488b9f42efd1f2290d6dc7a3',
  path: 'cli/schemas/config-file.v1.json',
  read: '2026-11-29',
} as const;

/** The part of JSON Schema this schema uses. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  deprecated?: boolean;
  description?: string;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  patternProperties?: Record<string, SchemaNode>;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  $defs?: Record<string, SchemaNode>;
}

const desktopIcon: SchemaNode = {
  oneOf: [
    {type: 'string'},
    {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {path: {type: 'string'}, size: {type: 'integer'}},
      },
    },
  ],
};

/**
 * Where the schema lags deno's own parser, which is what deno reads: keys the parser takes and
 * the schema does not list (or lists with a narrower type). Each names the parser's source; both
 * the reference page and the checker use the schema with these applied.
 */
export const SCHEMA_AMENDMENTS: {object: string[]; key: string; schema: SchemaNode; source: string}[] = [
  {
    object: ['desktop', 'app'],
    key: 'identifier',
    schema: {type: 'string'},
    source: 'libs/config/deno_json/mod.rs SerializedDesktopAppConfig.identifier (v2.9.5)',
  },
  ...(['macos', 'windows', 'linux'] as const).map((platform) => ({
    object: ['desktop', 'app', 'icons'],
    key: platform,
    schema: desktopIcon,
    source: 'libs/config/deno_json/mod.rs SerializedDesktopIconValue: a path, or a list of {path, size} (v2.9.5)',
  })),
  {
    object: ['desktop'],
    key: 'errorReporting',
    schema: {type: 'object', additionalProperties: false, properties: {url: {type: 'string'}}},
    source: 'libs/config/deno_json/mod.rs SerializedDesktopErrorReportingConfig (v2.9.5)',
  },
  {
    object: ['desktop'],
    key: 'macos',
    schema: {type: 'object', additionalProperties: false, properties: {codesignIdentity: {type: 'string'}}},
    source: 'libs/config/deno_json/mod.rs SerializedDesktopMacOSConfig (v2.9.5)',
  },
];

function amended(schema: SchemaNode): SchemaNode {
  const copy = structuredClone(schema);
  for (const amendment of SCHEMA_AMENDMENTS) {
    let node: SchemaNode | undefined = copy;
    for (const key of amendment.object) node = node?.properties?.[key];
    if (!node?.properties)
      throw new Error(`schema amendment: ${amendment.object.join('.')} is not an object in the schema`);
    node.properties[amendment.key] = amendment.schema;
  }
  return copy;
}

export const denoJsonSchema = amended(schemaJson) as SchemaNode & {
  $defs: Record<string, SchemaNode>;
};

/**
 * Definitions used in several places (a permission set under `permissions`, `test`, `bench` and
 * `compile`): their keys are listed once, under the name given here, instead of at every use.
 */
export const SHARED_DEFINITIONS: Record<string, string> = {
  permissionSet: 'permission set',
  permissionNameOrSet: 'permission set',
};

export interface ConfigKey {
  /** Dotted path: `lint.rules.tags`; a key under a shared definition starts with its name: `permission set.read`. */
  path: string;
  /** The key's own name, the last part of the path. */
  name: string;
  /** What values it takes, readable: `boolean`, `string[]`, `"auto" | "manual" | "none"`, `permission set`. */
  type: string;
  /** The schema's default, when it gives one. */
  default?: unknown;
  deprecated: boolean;
}

function definitionName(ref: string): string {
  return ref.replace('#/$defs/', '');
}

function resolve(node: SchemaNode): SchemaNode {
  return node.$ref ? (denoJsonSchema.$defs[definitionName(node.$ref)] ?? {}) : node;
}

function alternatives(node: SchemaNode): SchemaNode[] {
  return [...(node.oneOf ?? []), ...(node.anyOf ?? [])];
}

/** A readable type: `string | boolean`, `string[]`, `{ [name]: string }`, or a shared definition's name. */
export function typeOf(node: SchemaNode): string {
  if (node.$ref) {
    const shared = SHARED_DEFINITIONS[definitionName(node.$ref)];
    return shared ?? typeOf(resolve(node));
  }
  if (node.enum) return node.enum.map((value) => JSON.stringify(value)).join(' | ');
  const choices = alternatives(node);
  if (choices.length > 0) return [...new Set(choices.map(typeOf))].join(' | ');
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  const named = types.map((type) => {
    if (type === 'array')
      return `${node.items ? typeOf(node.items) : 'unknown'}[]`.replace(/^(.* \| .*)\[\]$/, '($1)[]');
    if (type === 'object' && !node.properties && typeof node.additionalProperties === 'object')
      return `{ [name]: ${typeOf(node.additionalProperties)} }`;
    return type;
  });
  return named.length > 0 ? named.join(' | ') : 'any';
}

/** The keys below a node: its properties, and those of each of its alternatives. */
function childKeys(node: SchemaNode): [string, SchemaNode][] {
  const resolved = resolve(node);
  const own = Object.entries(resolved.properties ?? {});
  const fromAlternatives = alternatives(resolved).flatMap((choice) => childKeys(choice));
  const seen = new Set<string>();
  return [...own, ...fromAlternatives].filter(([name]) => !seen.has(name) && seen.add(name));
}

function defaultOf(node: SchemaNode): unknown {
  if (node.default !== undefined) return node.default;
  for (const choice of alternatives(node)) if (choice.default !== undefined) return choice.default;
  return undefined;
}

function collect(into: ConfigKey[], prefix: string, node: SchemaNode): void {
  for (const [name, child] of childKeys(node)) {
    const path = prefix ? `${prefix}.${name}` : name;
    into.push({path, name, type: typeOf(child), default: defaultOf(child), deprecated: child.deprecated === true});
    // A shared definition's keys are listed once, under its own name (below).
    if (child.$ref && SHARED_DEFINITIONS[definitionName(child.$ref)]) continue;
    collect(into, path, child);
  }
}

/** Every key of deno.json, in the schema's order, then the keys of each shared definition. */
export function configKeys(): ConfigKey[] {
  const keys: ConfigKey[] = [];
  collect(keys, '', denoJsonSchema);
  const listed = new Set<string>();
  for (const [definition, name] of Object.entries(SHARED_DEFINITIONS)) {
    if (listed.has(name)) continue;
    listed.add(name);
    collect(keys, name, denoJsonSchema.$defs[definition] ?? {});
  }
  return keys;
}
