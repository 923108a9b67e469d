/**
 * TypeScript declarations from an OpenAPI 3.x document, for the raw `fetch` examples of the
 * Subhosting pages: one interface (or type, for a union) per component schema, `components`
 * naming them, and `paths` (path template → method → parameters, request body, responses).
 *
 * The `paths` shape is the one openapi-typescript produces (`parameters.path/query`,
 * `requestBody.content["application/json"]`, `responses[status].content[mime]`, and methods a
 * path does not have are absent), so an example's typed helper works on either module. Unlike
 * openapi-typescript's default, a property with a `default` stays optional: request bodies may
 * leave it out (its `--default-non-nullable false`).
 *
 * The output depends on the document alone (keys in document order, no dates), and names the
 * document's SHA-256: a block that imports the module is cached under its text (blocks.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {hashOf} from './checkKey';

/** The module the checker provides to example workspaces, and the document it is made from. */
export const API_TYPES_MODULE = 'deno_api_v2.ts';
export const API_DOCUMENT = 'static/openapi.json';

/** The part of JSON Schema (as OpenAPI 3.0 and 3.1 use it) that becomes TypeScript here. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  description?: string;
  /** Read by people, not by the generator (a property with a default stays optional). */
  default?: unknown;
  format?: string;
  example?: unknown;
}

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface MediaTypes {
  description?: string;
  content?: Record<string, {schema?: Schema}>;
}

interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: MediaTypes & {required?: boolean; $ref?: string};
  responses?: Record<string, MediaTypes & {$ref?: string}>;
}

export interface OpenApiDocument {
  openapi?: string;
  info?: {title?: string; version?: string};
  paths?: Record<string, Record<string, Operation | Parameter[]>>;
  components?: {schemas?: Record<string, Schema>; parameters?: Record<string, Parameter>};
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const PARAMETER_PLACES = ['query', 'header', 'path', 'cookie'];

/** A document the generator cannot read: names the JSON pointer of the problem. */
export class OpenApiError extends Error {}

/** The declaration module for `doc`; `source` is the document's text (its hash is in the header). */
export function generateApiTypes(doc: OpenApiDocument, source: string): string {
  const schemas = doc.components?.schemas ?? {};
  const out: string[] = [
    `// Types of ${doc.info?.title ?? 'the API'} (version ${doc.info?.version ?? '?'}), generated from its OpenAPI`,
    `// document (sha-256 ${hashOf(source).slice(0, 16)}) by scripts/check-content/openapi-types.ts. Do not edit.`,
    '',
  ];
  for (const [name, schema] of Object.entries(schemas)) {
    checkName(name, `#/components/schemas/${name}`);
    out.push(...docComment(schema.description, ''));
    const isPlainObject = !schema.oneOf && !schema.anyOf && !schema.allOf && schema.$ref === undefined;
    const objectOnly = schema.type === 'object' || (schema.type === undefined && schema.properties !== undefined);
    if (isPlainObject && objectOnly && !schema.enum && schema.const === undefined && !schema.nullable) {
      out.push(`export interface ${name} ${objectType(schema, '', `#/components/schemas/${name}`)}`);
    } else {
      out.push(`export type ${name} = ${typeOf(schema, '', `#/components/schemas/${name}`)};`);
    }
    out.push('');
  }
  out.push('export interface components {', '  schemas: {');
  for (const name of Object.keys(schemas)) out.push(`    ${name}: ${name};`);
  out.push('  };', '}', '', 'export interface paths {');
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    out.push(`  ${JSON.stringify(template)}: {`);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation || Array.isArray(operation)) continue;
      const pointer = `#/paths/${template.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
      out.push(...operationType(doc, method, operation, shared, pointer));
    }
    out.push('  };');
  }
  out.push('}', '');
  return out.join('\n');
}

function operationType(
  doc: OpenApiDocument,
  method: string,
  operation: Operation,
  shared: Parameter[],
  pointer: string,
): string[] {
  const lines = docComment(operation.summary, '    ');
  lines.push(`    ${method}: {`);
  // Parameters by place; an operation's own parameter overrides a path-level one of the same name.
  const byPlace = new Map<string, Map<string, Parameter>>();
  for (const [index, raw] of [...shared, ...(operation.parameters ?? [])].entries()) {
    const param = resolveParameter(doc, raw, `${pointer}/parameters/${index}`);
    const place = param.in ?? '';
    if (!PARAMETER_PLACES.includes(place))
      throw new OpenApiError(`${pointer}: parameter "${param.name}" has no valid "in"`);
    if (!byPlace.has(place)) byPlace.set(place, new Map());
    byPlace.get(place)?.set(param.name ?? '', param);
  }
  lines.push('      parameters: {');
  for (const place of PARAMETER_PLACES) {
    const params = byPlace.get(place);
    if (!params || params.size === 0) {
      lines.push(`        ${place}?: never;`);
      continue;
    }
    const required = [...params.values()].some((p) => p.required || place === 'path');
    lines.push(`        ${place}${required ? '' : '?'}: {`);
    for (const param of params.values()) {
      const optional = param.required || place === 'path' ? '' : '?';
      lines.push(...docComment(param.description, '          '));
      const type = typeOf(param.schema ?? {}, '          ', `${pointer}/parameters/${param.name}`);
      lines.push(`          ${propertyName(param.name ?? '')}${optional}: ${type};`);
    }
    lines.push('        };');
  }
  lines.push('      };');
  if (operation.requestBody?.$ref) throw new OpenApiError(`${pointer}/requestBody: $ref bodies are not supported`);
  if (operation.requestBody) {
    const optional = operation.requestBody.required ? '' : '?';
    lines.push(
      `      requestBody${optional}: ${contentType(operation.requestBody, '      ', `${pointer}/requestBody`)};`,
    );
  }
  lines.push('      responses: {');
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (response.$ref) throw new OpenApiError(`${pointer}/responses/${status}: $ref responses are not supported`);
    const key = /^\d+$/.test(status) ? status : JSON.stringify(status);
    lines.push(`        ${key}: ${contentType(response, '        ', `${pointer}/responses/${status}`)};`);
  }
  lines.push('      };', '    };');
  return lines;
}

/** `{content: {mime: T}}`, or `{content?: never}` for a response without a body. */
function contentType(media: MediaTypes, indent: string, pointer: string): string {
  const entries = Object.entries(media.content ?? {});
  if (entries.length === 0) return '{content?: never}';
  const inner = `${indent}    `;
  const lines = entries.map(
    ([mime, {schema}]) =>
      `${inner}${JSON.stringify(mime)}: ${typeOf(schema ?? {}, inner, `${pointer}/content/${mime}`)};`,
  );
  return `{\n${indent}  content: {\n${lines.join('\n')}\n${indent}  };\n${indent}}`;
}

function resolveParameter(doc: OpenApiDocument, param: Parameter, pointer: string): Parameter {
  if (!param.$ref) return param;
  const name = /^#\/components\/parameters\/(.+)$/.exec(param.$ref)?.[1];
  const target = name === undefined ? undefined : doc.components?.parameters?.[name];
  if (!target) throw new OpenApiError(`${pointer}: unresolved $ref ${param.$ref}`);
  return target;
}

/** The TypeScript type of a schema; `indent` is the indentation of the line it starts on. */
export function typeOf(schema: Schema, indent = '', pointer = '#'): string {
  if (schema.$ref !== undefined) {
    const name = /^#\/components\/schemas\/([A-Za-z_$][\w$]*)$/.exec(schema.$ref)?.[1];
    if (!name) throw new OpenApiError(`${pointer}: unsupported $ref ${schema.$ref}`);
    return withNull(name, schema);
  }
  const union = schema.oneOf ?? schema.anyOf;
  if (schema.allOf || union) {
    const parts: string[] = [];
    if (schema.allOf) parts.push(members(schema.allOf, ' & ', indent, `${pointer}/allOf`));
    if (union) parts.push(members(union, ' | ', indent, `${pointer}/${schema.oneOf ? 'oneOf' : 'anyOf'}`));
    // Properties beside allOf/oneOf apply to every member: `ProgressStage & {timelines?: ...}`.
    if (schema.properties || schema.additionalProperties) parts.push(objectType(schema, indent, pointer));
    return withNull(parts.length > 1 ? parts.map(wrap).join(' & ') : (parts[0] as string), schema);
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0)
    return schema.properties || schema.additionalProperties ? objectType(schema, indent, pointer) : 'unknown';
  const parts = types.map((type) => {
    switch (type) {
      case 'string':
        return 'string';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'null':
        return 'null';
      case 'array':
        return `${wrap(typeOf(schema.items ?? {}, indent, `${pointer}/items`))}[]`;
      case 'object':
        return objectType(schema, indent, pointer);
      default:
        throw new OpenApiError(`${pointer}: unknown type "${type}"`);
    }
  });
  return withNull(parts.join(' | '), schema);
}

function members(list: Schema[], separator: string, indent: string, pointer: string): string {
  return list.map((member, i) => wrap(typeOf(member, indent, `${pointer}/${i}`))).join(separator);
}

/** OpenAPI 3.0's `nullable: true` (3.1 writes `type: [..., "null"]`, handled by typeOf). */
function withNull(type: string, schema: Schema): string {
  return schema.nullable ? `${wrap(type)} | null` : type;
}

/** Parentheses around a union or intersection used inside another type. */
function wrap(type: string): string {
  let depth = 0;
  for (const char of type) {
    if ('{(['.includes(char)) depth++;
    else if ('})]'.includes(char)) depth--;
    else if (depth === 0 && (char === '|' || char === '&')) return `(${type})`;
  }
  return type;
}

function objectType(schema: Schema, indent: string, pointer: string): string {
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    lines.push(...docComment(property.description, inner));
    const type = typeOf(property, inner, `${pointer}/properties/${name}`);
    lines.push(`${inner}${propertyName(name)}${required.has(name) ? '' : '?'}: ${type};`);
  }
  const extra = schema.additionalProperties;
  if (extra === true || (extra && typeof extra === 'object')) {
    const type = extra === true ? 'unknown' : typeOf(extra, inner, `${pointer}/additionalProperties`);
    // An index signature must admit the named properties' types too.
    const value = lines.length > 0 && extra !== true ? 'unknown' : type;
    lines.push(`${inner}[key: string]: ${value};`);
  }
  if (lines.length === 0) return extra === false ? 'Record<string, never>' : 'Record<string, unknown>';
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function propertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

function checkName(name: string, pointer: string): void {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new OpenApiError(`${pointer}: "${name}" is not a TypeScript name`);
}

function docComment(text: string | undefined, indent: string): string[] {
  if (!text) return [];
  const lines = text.replace(/\*\//g, '*\\/').split('\n');
  if (lines.length === 1) return [`${indent}/** ${lines[0]} */`];
  return [`${indent}/**`, ...lines.map((line) => `${indent} * ${line}`.trimEnd()), `${indent} */`];
}

/**
 * The generated modules the checker provides to example workspaces (blocks.ts): file name →
 * text, from the documents under `root`. None when the document is absent (a test root).
 */
export function providedModules(root: string): Map<string, string> {
  const file = path.join(root, API_DOCUMENT);
  if (!fs.existsSync(file)) return new Map();
  const source = fs.readFileSync(file, 'utf8');
  let doc: OpenApiDocument;
  try {
    doc = JSON.parse(source) as OpenApiDocument;
  } catch (error) {
    throw new OpenApiError(`${API_DOCUMENT}: not JSON: ${(error as Error).message}`);
  }
  try {
    return new Map([[API_TYPES_MODULE, generateApiTypes(doc, source)]]);
  } catch (error) {
    if (error instanceof OpenApiError) throw new OpenApiError(`${API_DOCUMENT}: ${error.message}`);
    throw error;
  }
}
