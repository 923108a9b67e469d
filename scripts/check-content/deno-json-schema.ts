/**
 * A deno.json block against deno's configuration schema (src/plugins/deno-json-reference): a
 * wrong type, a value outside a key's allowed values, or an unknown key where the schema closes an
 * object (compilerOptions, fmt, lint, a permission set, ...), each with the line in the block.
 * The `deploy` section is left to deploy-config.ts: Deno Deploy reads it, deno does not, and the
 * schema's copy of it disagrees with Deploy's own documentation (`runtime.mode` against
 * `runtime.type`); the checker follows the platform that reads it.
 */
import Ajv2020, {type ErrorObject} from 'ajv/dist/2020';
import type {JSONPath} from 'jsonc-parser';
import {denoJsonSchema, SCHEMA_SOURCE} from '../../src/plugins/deno-json-reference/schema';
import lintRulesSchema from '../../src/plugins/deno-json-reference/lint-rules.v1.json';
import lintTagsSchema from '../../src/plugins/deno-json-reference/lint-tags.v1.json';
import {lineOf} from './deploy-config';

let compiled: ReturnType<Ajv2020['compile']> | undefined;

function validator(): ReturnType<Ajv2020['compile']> {
  if (!compiled) {
    // allErrors: every problem of a block at once; strict off: the schema uses annotation keywords
    // (examples, deprecated, markdownDescription) that are not ajv's.
    const ajv = new Ajv2020({strict: false, allErrors: true});
    ajv.addSchema(lintRulesSchema).addSchema(lintTagsSchema);
    compiled = ajv.compile(denoJsonSchema as object);
  }
  return compiled;
}

/** `/compilerOptions/strictt` as a JSON path. */
function pathOf(pointer: string): JSONPath {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function describe(error: ErrorObject): {path: JSONPath; text: string} {
  const path = pathOf(error.instancePath);
  const where = error.instancePath ? `"${path.join('.')}"` : 'the file';
  if (error.keyword === 'additionalProperties') {
    const key = String((error.params as {additionalProperty: string}).additionalProperty);
    return {path: [...path, key], text: `unknown key "${[...path, key].join('.')}"`};
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params as {allowedValues: unknown[]}).allowedValues;
    return {path, text: `${where} must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`};
  }
  return {path, text: `${where} ${error.message ?? 'does not match the schema'}`};
}

/**
 * oneOf/anyOf report each alternative's failure and then their own; the most specific problems
 * (the deepest paths) say what is wrong, the rest repeat it.
 */
function mostSpecific(errors: ErrorObject[]): ErrorObject[] {
  const useful = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if');
  const deepest = useful.filter((e) => !useful.some((other) => other.instancePath.startsWith(`${e.instancePath}/`)));
  // Alternatives that fail the same way report the same problem once each.
  const once = new Map(deepest.map((e) => [`${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`, e]));
  return [...once.values()];
}

/** What the schema finds wrong with a deno.json value; `text` is the block, for lines. */
export function schemaProblems(value: Record<string, unknown>, text: string): string[] {
  const {deploy: _deploy, ...checked} = value;
  const validate = validator();
  if (validate(checked)) return [];
  return mostSpecific(validate.errors ?? []).map((error) => {
    const {path, text: what} = describe(error);
    return `deno.json: ${what} (line ${lineOf(text, path)} of the block; deno's schema, ${SCHEMA_SOURCE.path} at ${SCHEMA_SOURCE.tag})`;
  });
}
