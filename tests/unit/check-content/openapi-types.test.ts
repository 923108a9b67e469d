/**
 * The OpenAPI → TypeScript generator (scripts/check-content/openapi-types.ts): the types it
 * writes for each schema construct the API document uses, that the module type-checks and
 * rejects wrong calls (TypeScript's own compiler, in memory), and that the checker fails a raw
 * `fetch` example with a misspelt field or a wrong method at the page's file:line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {afterAll, describe, expect, it} from 'vitest';
import {checkContent} from '../../../scripts/check-content/check';
import {
  API_DOCUMENT,
  API_TYPES_MODULE,
  generateApiTypes,
  OpenApiError,
  providedModules,
  typeOf,
  type OpenApiDocument,
} from '../../../scripts/check-content/openapi-types';

/** A small document with every construct the API's document uses. */
const DOC: OpenApiDocument = {
  openapi: '3.1.0',
  info: {title: 'Test API', version: '1'},
  paths: {
    '/things': {
      get: {
        summary: 'List things',
        parameters: [
          {$ref: '#/components/parameters/limit'},
          {name: 'labels', in: 'query', schema: {type: 'object', additionalProperties: {type: 'string'}}},
        ],
        responses: {
          '200': {
            description: 'ok',
            content: {'application/json': {schema: {type: 'array', items: {$ref: '#/components/schemas/Thing'}}}},
          },
        },
      },
      post: {
        requestBody: {
          required: true,
          content: {'application/json': {schema: {$ref: '#/components/schemas/ThingInit'}}},
        },
        responses: {
          '200': {description: 'ok', content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}}},
        },
      },
    },
    '/things/{thing}': {
      parameters: [{name: 'thing', in: 'path', required: true, schema: {type: 'string'}}],
      delete: {responses: {'204': {description: 'gone'}, '404': {description: 'no such thing'}}},
    },
    '/things/{thing}/logs': {
      parameters: [{name: 'thing', in: 'path', required: true, schema: {type: 'string'}}],
      get: {
        parameters: [{name: 'start', in: 'query', required: true, schema: {type: 'string'}}],
        responses: {'200': {description: 'ok', content: {'text/event-stream': {schema: {type: 'string'}}}}},
      },
    },
  },
  components: {
    parameters: {limit: {name: 'limit', in: 'query', schema: {type: 'integer'}}},
    schemas: {
      Thing: {
        type: 'object',
        description: 'A thing.',
        required: ['id', 'kind', 'failure'],
        properties: {
          id: {type: 'string'},
          kind: {type: 'string', enum: ['small', 'large']},
          failure: {type: ['string', 'null'], enum: ['error', 'cancelled', null]},
          note: {type: 'string', nullable: true},
          tags: {type: 'array', items: {type: 'string'}},
          'main.ts': {type: 'integer'},
          shape: {$ref: '#/components/schemas/Shape'},
          stage: {allOf: [{$ref: '#/components/schemas/Stage'}], properties: {extra: {type: 'boolean'}}},
        },
      },
      ThingInit: {
        type: 'object',
        required: ['kind'],
        properties: {kind: {type: 'string'}, retries: {type: 'integer', default: 3}},
      },
      Shape: {
        oneOf: [
          {type: 'object', required: ['type'], properties: {type: {const: 'circle'}, radius: {type: 'number'}}},
          {type: 'object', required: ['type'], properties: {type: {const: 'square'}, side: {type: 'number'}}},
        ],
      },
      Stage: {type: 'object', required: ['status'], properties: {status: {type: 'string'}}},
    },
  },
};

const SOURCE = JSON.stringify(DOC, null, 2);
const MODULE = generateApiTypes(DOC, SOURCE);

/** Type errors of `code` importing the generated module, by TypeScript in memory (strict). */
function typeErrors(code: string, module = MODULE): string[] {
  const files: Record<string, string> = {[`/w/${API_TYPES_MODULE}`]: module, '/w/use.ts': code};
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) => {
    const text = files[name];
    return text === undefined ? getSourceFile(name, version) : ts.createSourceFile(name, text, version);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name in files || fileExists(name);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) => name === '/w' || (directoryExists?.(name) ?? false);
  const program = ts.createProgram(['/w/use.ts'], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]}`);
}

const USE = `import type { paths, Thing, components } from "./${API_TYPES_MODULE}";
type Body = paths["/things"]["post"]["requestBody"]["content"]["application/json"];
type List = paths["/things"]["get"]["responses"][200]["content"]["application/json"];
`;

describe('generateApiTypes', () => {
  it('writes each schema construct as TypeScript', () => {
    // Required and optional fields, enums (with null), arrays, $ref, 3.0 nullable, quoted names.
    expect(MODULE).toContain('/** A thing. */\nexport interface Thing {\n  id: string;\n  kind: "small" | "large";');
    expect(MODULE).toContain('  failure: "error" | "cancelled" | null;');
    expect(MODULE).toContain('  note?: string | null;');
    expect(MODULE).toContain('  tags?: string[];');
    expect(MODULE).toContain('  "main.ts"?: number;');
    expect(MODULE).toContain('  shape?: Shape;');
    // allOf with properties beside it; oneOf as a union type; a default stays optional.
    expect(MODULE).toContain('  stage?: Stage & {\n    extra?: boolean;\n  };');
    expect(MODULE).toMatch(
      /export type Shape = \{\n {2}type: "circle";\n {2}radius\?: number;\n\} \| \{\n {2}type: "square";/,
    );
    expect(MODULE).toContain('  retries?: number;');
    expect(MODULE).toContain('export interface components {\n  schemas: {\n    Thing: Thing;');
  });

  it('maps each path and method to its parameters, body and responses', () => {
    expect(
      errorsOf(`${USE}
const body: Body = { kind: "x" };
const list: List = [];
const limit: paths["/things"]["get"]["parameters"]["query"] = { limit: 5, labels: { a: "b" } };
type Gone = paths["/things/{thing}"]["delete"]["responses"][204]["content"];
const gone: Gone = undefined;
const path: paths["/things/{thing}/logs"]["get"]["parameters"]["path"] = { thing: "t" };
const query: paths["/things/{thing}/logs"]["get"]["parameters"]["query"] = { start: "now" };
const shape: components["schemas"]["Shape"] = { type: "square", side: 2 };
const thing: Thing | undefined = list[0];
export const all = [body, limit, gone, path, query, shape, thing?.stage?.status, thing?.stage?.extra];
`),
    ).toEqual([]);
  });

  it('rejects a misspelt field, a missing required field, a wrong enum value and an absent method', () => {
    expect(errorsOf(`${USE}const a: Body = { kind: "x", retires: 1 };`)).toEqual([
      expect.stringContaining("'retires' does not exist"),
    ]);
    expect(errorsOf(`${USE}const b: Body = {};`)).toEqual([expect.stringContaining("'kind' is missing")]);
    expect(errorsOf(`${USE}const c: Thing["kind"] = "medium";`)).toEqual([expect.stringContaining('"medium"')]);
    expect(errorsOf(`${USE}type D = paths["/things"]["delete"];`)).toEqual([
      expect.stringContaining("Property 'delete' does not exist"),
    ]);
    expect(
      errorsOf(`${USE}type E = paths["/things/{thing}/logs"]["get"]["parameters"]["query"]; const e: E = {};`),
    ).toEqual([expect.stringContaining("'start' is missing")]);
  });

  it('is deterministic, and names the document it was made from', () => {
    expect(generateApiTypes(DOC, SOURCE)).toBe(MODULE);
    expect(MODULE.split('\n')[0]).toContain('Test API (version 1)');
    const other = generateApiTypes(DOC, `${SOURCE}\n`);
    expect(other).not.toBe(MODULE);
    expect(other.split('\n').slice(2)).toEqual(MODULE.split('\n').slice(2));
  });

  it('names the JSON pointer of what it cannot translate', () => {
    expect(() => typeOf({$ref: '#/components/responses/Nope'}, '', '#/components/schemas/X')).toThrow(
      new OpenApiError('#/components/schemas/X: unsupported $ref #/components/responses/Nope'),
    );
    const badParam = {paths: {'/x': {get: {parameters: [{$ref: '#/components/parameters/missing'}], responses: {}}}}};
    expect(() => generateApiTypes(badParam, '')).toThrow('#/paths/~1x/get/parameters/0: unresolved $ref');
  });

  it("translates the site's own document into a module that type-checks", () => {
    const module = providedModules(path.resolve(__dirname, '../../..')).get(API_TYPES_MODULE);
    expect(module).toBeDefined();
    expect(
      errorsOf(`import type { paths } from "./${API_TYPES_MODULE}";\nexport type P = keyof paths;`, module),
    ).toEqual([]);
  });
});

function errorsOf(code: string, module?: string): string[] {
  return typeErrors(code, module);
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-openapi-'));
afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

describe('check:content on a raw fetch example', () => {
  const helper = `import type { paths } from "./${API_TYPES_MODULE}";
type Path = keyof paths;
type Verb = "get" | "post" | "delete";
type Method<P extends Path> = { [V in Verb]: paths[P] extends Record<V, { responses: unknown }> ? Uppercase<V> : never }[Verb];
type Operation<P extends Path, M extends string> = paths[P][Lowercase<M> & keyof paths[P]];
type Json<T> = T extends { content: { "application/json": infer J } } ? J : never;
type Input<O> = (O extends { parameters: infer P } ? P : unknown) & (O extends { requestBody: infer B } ? { body: Json<B> } : unknown);
type Output<O> = O extends { responses: { 200: infer R } } ? Json<R> : undefined;
export declare function api<P extends Path, M extends Method<P>>(method: M, path: P, input: Input<Operation<P, M>>): Promise<Output<Operation<P, M>>>;`;
  const page = (call: string): string =>
    [
      '---\ntitle: Raw requests\ndescription: Raw requests typed from the API document.\n---\n',
      '```ts title="client.ts"',
      helper,
      '```\n',
      '```ts title="use.ts"',
      'import { api } from "./client.ts";',
      call,
      '```\n',
    ].join('\n');

  it('passes a right call and fails a misspelt field or a wrong method at the fence line', async () => {
    fs.mkdirSync(path.join(root, 'static'), {recursive: true});
    fs.writeFileSync(path.join(root, API_DOCUMENT), SOURCE);
    const dir = path.join(root, 'subhosting', 'manual');
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(
      path.join(dir, 'good.md'),
      page('const t = await api("POST", "/things", { body: { kind: "x" } });\nconsole.log(t.id);'),
    );
    fs.writeFileSync(path.join(dir, 'field.md'), page('await api("POST", "/things", { body: { knid: "x" } });'));
    fs.writeFileSync(path.join(dir, 'method.md'), page('await api("DELETE", "/things", {});'));
    fs.writeFileSync(
      path.join(dir, 'read.md'),
      page('const t = await api("POST", "/things", { body: { kind: "x" } });\nconsole.log(t.name);'),
    );
    const report = await checkContent({root, paths: ['subhosting'], noCache: true, quiet: true} as never);
    const typeChecks = report.results.filter((r) => r.kind === 'typecheck');
    const useLine = page('').split('\n').indexOf('```ts title="use.ts"') + 1;
    const at = (file: string): (string | undefined)[] =>
      typeChecks
        .filter((r) => r.file === `subhosting/manual/${file}` && r.line === useLine)
        .map((r) => (r.ok ? 'ok' : r.message));
    expect(at('good.md')).toEqual(['ok']);
    expect(at('field.md')).toEqual([
      expect.stringMatching(/type error in use\.ts: TS2353 at 2:40: .*'knid' does not exist/),
    ]);
    expect(at('method.md')).toEqual([
      expect.stringMatching(/TS2345 at 2:11: Argument of type '"DELETE"' is not assignable/),
    ]);
    expect(at('read.md')).toEqual([
      expect.stringMatching(/TS2339 at 3:15: Property 'name' does not exist on type 'Thing'/),
    ]);
  }, 120_000);
});
