/**
 * The success status codes of static/openapi.json against the sources it cites.
 *
 * Each operation names its sources in `x-source` (what, where, when read) and states, in
 * `x-source-status`, which success status each source gives: a map from a status code to the
 * source that states it, written as it appears in `x-source`. `"202"` means the source names that
 * code (the migration guide's 202 Accepted for a deploy); `"2XX"` means the source accepts any
 * success, as the SDK's client does (`resp.ok` in @deno/sandbox's esm/client.js), so whichever 2xx
 * the document lists agrees with it. The check fails when a code a source names is not among the
 * operation's responses, when the responses list a success code that no cited source names, or
 * when the statement cites a source that the operation's `x-source` does not name.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

const specFile = path.resolve(__dirname, '../../static/openapi.json');
const specText = readFileSync(specFile, 'utf8');

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The source the document cites for the 202 of a deploy. */
const MIGRATION_GUIDE = 'denoland/docs eb8f78e9 subhosting/manual/api_migration_guide.md';

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A fresh copy of the document, to change without touching the file. */
function document(): JsonObject {
  return JSON.parse(specText) as JsonObject;
}

function operation(doc: JsonObject, apiPath: string, method: string): JsonObject {
  const paths = doc.paths;
  const item = isObject(paths) ? paths[apiPath] : undefined;
  const op = isObject(item) ? item[method] : undefined;
  if (!isObject(op)) throw new Error(`no ${method.toUpperCase()} ${apiPath} in the document`);
  return op;
}

/** The success responses an operation documents: 2xx codes (and a 2XX range, if any). */
function documentedSuccess(responses: JsonObject): string[] {
  return Object.keys(responses).filter((status) => /^2(\d\d|XX)$/.test(status));
}

/** Every disagreement between an operation's responses and its `x-source-status`, one line each. */
function statusProblems(doc: JsonObject): string[] {
  const problems: string[] = [];
  for (const [apiPath, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    for (const [method, op] of Object.entries(isObject(item) ? item : {})) {
      if (!METHODS.includes(method) || !isObject(op)) continue;
      const where = `${method.toUpperCase()} ${apiPath}`;
      const cites = typeof op['x-source'] === 'string' ? op['x-source'] : '';
      const statement = op['x-source-status'];
      if (!isObject(statement) || Object.keys(statement).length === 0) {
        problems.push(`${where}: no x-source-status saying which success status its sources give`);
        continue;
      }
      for (const [status, source] of Object.entries(statement)) {
        if (!/^2(\d\d|XX)$/.test(status)) {
          problems.push(`${where}: x-source-status key ${status} is not a success status (2xx) or the range 2XX`);
        }
        if (typeof source !== 'string' || source === '') {
          problems.push(`${where}: x-source-status ${status} names no source`);
        } else if (!cites.includes(source)) {
          problems.push(`${where}: x-source-status ${status} cites "${source}", which its x-source does not name`);
        }
      }
      const named = Object.keys(statement).filter((status) => /^2\d\d$/.test(status));
      const anySuccess = '2XX' in statement;
      if (named.length > 0 && anySuccess) {
        problems.push(`${where}: x-source-status gives both named codes (${named.join(', ')}) and 2XX; keep one`);
      }
      const responses = isObject(op.responses) ? op.responses : {};
      const documented = documentedSuccess(responses);
      const listed = documented.length > 0 ? documented.join(', ') : 'none';
      for (const status of named) {
        if (!documented.includes(status)) {
          problems.push(
            `${where}: ${statement[status] as string} gives ${status}, but the documented success responses are ${listed}`,
          );
        }
      }
      if (named.length > 0) {
        for (const status of documented) {
          if (!named.includes(status)) {
            problems.push(`${where}: documents ${status}, which no cited source gives (they give ${named.join(', ')})`);
          }
        }
      } else if (anySuccess && documented.length === 0) {
        problems.push(`${where}: documents no success response`);
      }
    }
  }
  return problems;
}

describe('status codes in static/openapi.json against their sources', () => {
  it('agree for every operation', () => {
    const doc = document();
    expect(statusProblems(doc)).toEqual([]);
    const operations = Object.values(doc.paths as JsonObject).flatMap((item) =>
      Object.keys(item as JsonObject).filter((key) => METHODS.includes(key)),
    );
    expect(operations.length).toBe(21);
  });

  it('document the deploy as 202 Accepted, from the migration guide', () => {
    const deploy = operation(document(), '/apps/{app}/deploy', 'post');
    expect(deploy['x-source-status']).toEqual({202: MIGRATION_GUIDE});
    expect(documentedSuccess(deploy.responses as JsonObject)).toEqual(['202']);
    expect(deploy['x-source']).toContain(`${MIGRATION_GUIDE} (deploy section, 'Response status' row`);
  });

  it('catch a deploy documented as 200 again', () => {
    const doc = document();
    const responses = operation(doc, '/apps/{app}/deploy', 'post').responses as JsonObject;
    const accepted = responses['202'] as Json;
    delete responses['202'];
    responses['200'] = accepted;
    expect(statusProblems(doc)).toEqual([
      `POST /apps/{app}/deploy: ${MIGRATION_GUIDE} gives 202, but the documented success responses are 200`,
      'POST /apps/{app}/deploy: documents 200, which no cited source gives (they give 202)',
    ]);
  });

  it('catch a second success code beside the one the source gives', () => {
    const doc = document();
    const responses = operation(doc, '/apps/{app}/deploy', 'post').responses as JsonObject;
    responses['200'] = {description: 'OK'};
    expect(statusProblems(doc)).toEqual([
      'POST /apps/{app}/deploy: documents 200, which no cited source gives (they give 202)',
    ]);
  });

  it('catch a status statement whose source the operation does not cite', () => {
    const doc = document();
    const deploy = operation(doc, '/apps/{app}/deploy', 'post');
    deploy['x-source'] = 'npm @deno/sandbox 0.13.2, esm/types.d.ts and esm/client.js (read 2026-11-24)';
    expect(statusProblems(doc)).toEqual([
      `POST /apps/{app}/deploy: x-source-status 202 cites "${MIGRATION_GUIDE}", which its x-source does not name`,
    ]);
  });

  it('catch an operation without a status statement, or with a statement that is not a success status', () => {
    const doc = document();
    delete operation(doc, '/apps', 'get')['x-source-status'];
    operation(doc, '/layers', 'get')['x-source-status'] = {404: 'npm @deno/sandbox 0.13.2'};
    expect(statusProblems(doc)).toEqual([
      'GET /apps: no x-source-status saying which success status its sources give',
      'GET /layers: x-source-status key 404 is not a success status (2xx) or the range 2XX',
    ]);
  });

  it('accept any documented success code where the source accepts any, but not none', () => {
    const doc = document();
    const responses = operation(doc, '/apps/{app}', 'delete').responses as JsonObject;
    expect(operation(doc, '/apps/{app}', 'delete')['x-source-status']).toEqual({'2XX': 'npm @deno/sandbox 0.13.2'});
    expect(documentedSuccess(responses)).toEqual(['204']);
    delete responses['204'];
    expect(statusProblems(doc)).toEqual(['DELETE /apps/{app}: documents no success response']);
  });
});
