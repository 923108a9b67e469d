/**
 * static/openapi.json, the v2 document the REST API viewer (/deploy/api/rapidoc) renders:
 * valid OpenAPI 3.1, complete for what the Subhosting guides use, every operation and schema
 * naming its source, examples that match their schemas, and every deep link into the viewer
 * pointing at an anchor that exists. The retired v1 document stays, labelled, for history.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compileErrors, validate} from '@readme/openapi-parser';
import {describe, expect, it} from 'vitest';
import {
  VIEWER_METHODS,
  operationAnchor,
  tagAnchor,
  viewerAnchors,
  viewerTags,
  type OpenApiDocumentLike,
} from '../../src/components/ApiViewer/operations';

const repoRoot = path.resolve(__dirname, '../..');
const specFile = path.join(repoRoot, 'static/openapi.json');
const specText = readFileSync(specFile, 'utf8');

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

const spec = JSON.parse(specText) as JsonObject;
const viewerDocument = spec as unknown as OpenApiDocumentLike;

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: Json | undefined, where: string): JsonObject {
  if (!isObject(value)) throw new Error(`${where} is not an object`);
  return value;
}

/** Follows a local `$ref` ("#/components/...") inside the document. */
function resolve(value: Json | undefined): Json | undefined {
  let current = value;
  while (isObject(current) && typeof current.$ref === 'string') {
    const pointer: string = current.$ref;
    if (!pointer.startsWith('#/')) throw new Error(`only local $refs are supported, not ${pointer}`);
    let target: Json | undefined = spec;
    for (const part of pointer.slice(2).split('/')) {
      const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
      target = isObject(target) ? target[key] : undefined;
    }
    if (target === undefined) throw new Error(`unresolved $ref ${pointer}`);
    current = target;
  }
  return current;
}

interface Operation {
  method: string;
  path: string;
  value: JsonObject;
}

function operations(): Operation[] {
  const paths = object(spec.paths, 'paths');
  return Object.entries(paths).flatMap(([apiPath, item]) =>
    Object.entries(object(item, apiPath))
      .filter(([method]) => (VIEWER_METHODS as readonly string[]).includes(method))
      .map(([method, value]) => ({method, path: apiPath, value: object(value, `${method} ${apiPath}`)})),
  );
}

/**
 * Checks a value against an OpenAPI schema: the keywords the documents use ($ref, type, with
 * 3.1's type lists such as ["string", "null"], 3.0's nullable, const, enum, required,
 * properties, additionalProperties, items, oneOf, allOf, format, pattern, minimum, maximum,
 * maxLength). Returns one message per problem, with its JSON path.
 */
function schemaErrors(value: Json, schemaOrRef: Json | undefined, at: string): string[] {
  const resolved = resolve(schemaOrRef);
  if (!isObject(resolved)) return [];
  const types = Array.isArray(resolved.type) ? resolved.type.map(String) : undefined;
  const nullable = resolved.nullable === true || (types?.includes('null') ?? false);
  const schema: JsonObject = types ? {...resolved, type: types.find((t) => t !== 'null') ?? null} : resolved;
  if (value === null) return nullable ? [] : [`${at}: null is not allowed`];
  if (schema.const !== undefined && value !== schema.const)
    return [`${at}: ${JSON.stringify(value)} is not ${JSON.stringify(schema.const)}`];

  const errors: string[] = [];
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) errors.push(...schemaErrors(value, part, at));
  }
  if (Array.isArray(schema.oneOf)) {
    const matches = schema.oneOf.filter((option) => schemaErrors(value, option, at).length === 0).length;
    if (matches !== 1) errors.push(`${at}: matches ${matches} of the oneOf schemas, not exactly one`);
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    errors.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }

  const actual = Array.isArray(value) ? 'array' : typeof value;
  switch (schema.type) {
    case undefined:
      break;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) errors.push(`${at}: expected an integer`);
      break;
    case 'object':
      if (!isObject(value)) errors.push(`${at}: expected an object, got ${actual}`);
      break;
    default:
      if (actual !== schema.type) errors.push(`${at}: expected ${JSON.stringify(schema.type)}, got ${actual}`);
  }

  if (typeof value === 'string') {
    if (schema.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)) {
      errors.push(`${at}: ${value} is not a UUID`);
    }
    if (schema.format === 'date-time' && (Number.isNaN(Date.parse(value)) || !/^\d{4}-\d\d-\d\dT/.test(value))) {
      errors.push(`${at}: ${value} is not an RFC 3339 date-time`);
    }
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value)) {
      errors.push(`${at}: ${value} does not match ${schema.pattern}`);
    }
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) {
      errors.push(`${at}: longer than ${schema.maxLength}`);
    }
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) errors.push(`${at}: below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) errors.push(`${at}: above ${schema.maximum}`);
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    value.forEach((item, i) => errors.push(...schemaErrors(item, schema.items, `${at}[${i}]`)));
  }
  if (isObject(value)) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    for (const name of Array.isArray(schema.required) ? schema.required : []) {
      if (typeof name === 'string' && !(name in value)) errors.push(`${at}: required property ${name} is missing`);
    }
    for (const [name, propertyValue] of Object.entries(value)) {
      if (name in properties) {
        errors.push(...schemaErrors(propertyValue, properties[name], `${at}.${name}`));
      } else if (schema.additionalProperties === false) {
        errors.push(`${at}: unexpected property ${name}`);
      } else if (isObject(schema.additionalProperties)) {
        errors.push(...schemaErrors(propertyValue, schema.additionalProperties, `${at}.${name}`));
      }
    }
  }
  return errors;
}

/** Every example in the document with the schema it illustrates and where it is. */
function examples(): {where: string; value: Json; schema: Json | undefined}[] {
  const found: {where: string; value: Json; schema: Json | undefined}[] = [];
  const fromMediaTypes = (content: Json | undefined, where: string) => {
    for (const [mediaType, media] of Object.entries(isObject(content) ? content : {})) {
      const m = object(media, `${where} ${mediaType}`);
      if (m.example !== undefined)
        found.push({where: `${where} ${mediaType} example`, value: m.example, schema: m.schema});
      for (const [name, ex] of Object.entries(isObject(m.examples) ? m.examples : {})) {
        const exampleValue = object(resolve(ex), `${where} ${mediaType} example ${name}`).value;
        if (exampleValue === undefined) throw new Error(`${where} ${mediaType} example ${name} has no value`);
        found.push({where: `${where} ${mediaType} example "${name}"`, value: exampleValue, schema: m.schema});
      }
    }
  };
  for (const op of operations()) {
    const where = `${op.method.toUpperCase()} ${op.path}`;
    for (const p of Array.isArray(op.value.parameters) ? op.value.parameters : []) {
      const parameter = object(resolve(p), `${where} parameter`);
      if (parameter.example !== undefined) {
        found.push({
          where: `${where} parameter ${JSON.stringify(parameter.name)}`,
          value: parameter.example,
          schema: parameter.schema,
        });
      }
    }
    const requestBody = resolve(op.value.requestBody);
    if (isObject(requestBody)) fromMediaTypes(requestBody.content, `${where} request body`);
    for (const [status, response] of Object.entries(object(op.value.responses, `${where} responses`))) {
      const r = object(resolve(response), `${where} ${status}`);
      fromMediaTypes(r.content, `${where} response ${status}`);
      for (const [name, header] of Object.entries(isObject(r.headers) ? r.headers : {})) {
        const h = object(resolve(header), `${where} ${status} header ${name}`);
        if (h.example !== undefined)
          found.push({where: `${where} ${status} header ${name}`, value: h.example, schema: h.schema});
      }
    }
  }
  for (const [name, s] of Object.entries(object(object(spec.components, 'components').schemas, 'schemas'))) {
    const schemaObject = object(s, name);
    if (schemaObject.example !== undefined)
      found.push({where: `schema ${name} example`, value: schemaObject.example, schema: s});
  }
  return found;
}

/** All Markdown files of a folder, recursively. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

describe('static/openapi.json', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const result = await validate(specFile);
    const message = result.valid
      ? ''
      : `${path.relative(repoRoot, specFile)} is not a valid OpenAPI document:\n${compileErrors(result)}`;
    expect(result.valid, message).toBe(true);
    expect(result.warnings, 'validator warnings').toEqual([]);
    expect(spec.openapi).toMatch(/^3\./);
  });

  it('is checked by a validator that rejects a broken copy and says where the problem is', async () => {
    const broken = JSON.parse(specText) as JsonObject;
    const apps = object(object(broken.paths, 'paths')['/apps/{app}'], '/apps/{app}');
    const okResponse = object(object(object(apps.get, 'get').responses, 'responses')['200'], '200');
    okResponse.description = 42;
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(broken, null, 2));
      const result = await validate(file);
      expect(result.valid).toBe(false);
      const report = compileErrors(result);
      expect(report).toContain('"description": 42');
      expect(report).toMatch(/must be string/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('describes the v2 API at api.deno.com with bearer authentication', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(spec.servers).toEqual([expect.objectContaining({url: 'https://api.deno.com/v2'})]);
    expect(spec.security).toEqual([{bearerAuth: []}]);
    const schemes = object(object(spec.components, 'components').securitySchemes, 'securitySchemes');
    expect(schemes.bearerAuth).toMatchObject({type: 'http', scheme: 'bearer'});
  });

  it('names the source of every operation and schema (x-source)', () => {
    const missing = [
      ...operations()
        .filter((op) => typeof op.value['x-source'] !== 'string')
        .map((op) => `${op.method} ${op.path}`),
      ...Object.entries(object(object(spec.components, 'components').schemas, 'schemas'))
        .filter(([, schema]) => typeof object(schema, 'schema')['x-source'] !== 'string')
        .map(([name]) => `schema ${name}`),
    ];
    expect(missing).toEqual([]);
  });

  it.each([
    ['get', '/apps'],
    ['post', '/apps'],
    ['get', '/apps/{app}'],
    ['patch', '/apps/{app}'],
    ['delete', '/apps/{app}'],
    ['post', '/apps/{app}/deploy'],
    ['get', '/apps/{app}/revisions'],
    ['get', '/apps/{app}/timelines'],
    ['get', '/apps/{app}/logs'],
    ['get', '/revisions/{revision}'],
    ['delete', '/revisions/{revision}'],
    ['post', '/revisions/{revision}/cancel'],
    ['get', '/revisions/{revision}/progress'],
    ['get', '/revisions/{revision}/build_logs'],
    ['get', '/revisions/{revision}/timelines'],
    ['get', '/layers'],
    ['post', '/layers'],
    ['get', '/layers/{layer}'],
    ['patch', '/layers/{layer}'],
    ['delete', '/layers/{layer}'],
    ['get', '/layers/{layer}/apps'],
  ])('has %s %s', (method, apiPath) => {
    const item = object(object(spec.paths, 'paths')[apiPath], apiPath);
    expect(item[method], `${method.toUpperCase()} ${apiPath}`).toBeDefined();
  });

  it('gives every operation an id, a summary, a declared tag and its error responses', () => {
    const declaredTags = new Set(viewerDocument.tags?.map((tag) => tag.name));
    for (const op of operations()) {
      const where = `${op.method.toUpperCase()} ${op.path}`;
      expect(op.value.operationId, `${where} operationId`).toEqual(expect.any(String));
      expect(op.value.summary, `${where} summary`).toEqual(expect.any(String));
      const tags = op.value.tags;
      expect(Array.isArray(tags) && tags.length > 0, `${where} has tags`).toBe(true);
      for (const tag of Array.isArray(tags) ? tags : []) {
        expect(declaredTags.has(tag as string), `${where}: tag ${JSON.stringify(tag)} is declared`).toBe(true);
      }
      const responses = object(op.value.responses, `${where} responses`);
      expect(
        Object.keys(responses).some((status) => /^2\d\d$/.test(status)),
        `${where} has a 2xx response`,
      ).toBe(true);
      for (const status of ['400', '401', '404']) {
        expect(responses[status], `${where} documents ${status}`).toBeDefined();
      }
    }
  });

  it('has request and response examples that match their schemas', () => {
    const all = examples();
    expect(all.length).toBeGreaterThan(20);
    const problems = all.flatMap(({where, value, schema}) => schemaErrors(value, schema, where));
    expect(problems).toEqual([]);
  });

  it('shows a request example for every request body and a JSON example for every JSON response', () => {
    for (const op of operations()) {
      const where = `${op.method.toUpperCase()} ${op.path}`;
      const requestBody = resolve(op.value.requestBody);
      if (isObject(requestBody)) {
        const media = object(object(requestBody.content, `${where} body`)['application/json'], `${where} body json`);
        expect(media.examples ?? media.example, `${where} request example`).toBeDefined();
      }
      for (const [status, response] of Object.entries(object(op.value.responses, `${where} responses`))) {
        const r = object(resolve(response), `${where} ${status}`);
        const media = isObject(r.content) ? r.content['application/json'] : undefined;
        if (isObject(media)) expect(media.examples ?? media.example, `${where} ${status} example`).toBeDefined();
      }
    }
  });
});

describe('links into the viewer', () => {
  const anchors = new Set(viewerAnchors(viewerDocument));

  it('computes the anchors RapiDoc uses', () => {
    expect(tagAnchor('Apps')).toBe('tag--Apps');
    expect(operationAnchor('POST', '/apps/{app}/deploy')).toBe('post-/apps/-app-/deploy');
    expect(anchors.has('get-/revisions/-revision-/build_logs')).toBe(true);
    expect(anchors.has('tag--Layers')).toBe(true);
    expect(viewerTags(viewerDocument).map((tag) => tag.name)).toEqual(viewerDocument.tags?.map((tag) => tag.name));
  });

  it('resolve inside the document descriptions', () => {
    const links = [...specText.matchAll(/\]\(#([^)\s]+)\)/g)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });

  it('resolve from the Subhosting pages', () => {
    const broken: string[] = [];
    let count = 0;
    for (const file of markdownFiles(path.join(repoRoot, 'subhosting'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\/deploy\/api\/(?:rest\/)?rapidoc#([^)\s"'>]+)/g)) {
        count += 1;
        const anchor = match[1] ?? '';
        if (!anchors.has(anchor)) broken.push(`${path.relative(repoRoot, file)}: #${anchor}`);
      }
    }
    expect(count).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });

  it('cover every endpoint group from the API overview page', () => {
    const overview = readFileSync(path.join(repoRoot, 'subhosting/api/index.mdx'), 'utf8');
    for (const tag of viewerTags(viewerDocument)) {
      expect(overview, `subhosting/api/index.mdx links to #${tag.anchor}`).toContain(
        `/deploy/api/rapidoc#${tag.anchor}`,
      );
    }
  });
});

describe('static/openapi-v1.json (retired)', () => {
  const v1Text = readFileSync(path.join(repoRoot, 'static/openapi-v1.json'), 'utf8');

  it('says it is retired, in the past tense', () => {
    const info = object((JSON.parse(v1Text) as JsonObject).info, 'info');
    expect(info.title as string).toMatch(/retired July 20, 2026/);
    expect(info.description as string).not.toMatch(/announced|will shut down|shuts down on/);
  });

  it('is linked only from the v1 history page', () => {
    const linking = markdownFiles(repoRoot)
      .filter(
        (file) => !file.includes(`${path.sep}node_modules${path.sep}`) && !file.includes(`${path.sep}build${path.sep}`),
      )
      .filter((file) => readFileSync(file, 'utf8').includes('openapi-v1.json'))
      .map((file) => path.relative(repoRoot, file));
    expect(linking).toEqual(['subhosting/manual/api_v1_retired.md']);
  });
});
