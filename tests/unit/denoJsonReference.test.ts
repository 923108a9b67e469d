import {describe, expect, it} from 'vitest';
import {parse as parseJsonc} from 'jsonc-parser';
import type {Root} from 'mdast';
import {configKeys, denoJsonSchema} from '../../src/plugins/deno-json-reference/schema';
import {KEY_DOCS} from '../../src/plugins/deno-json-reference/descriptions';
import remarkDenoJsonReference, {referenceNodes} from '../../src/plugins/deno-json-reference/remark';
import lintRulesSchema from '../../src/plugins/deno-json-reference/lint-rules.v1.json';
import lintTagsSchema from '../../src/plugins/deno-json-reference/lint-tags.v1.json';
import {lintRules} from '../../src/plugins/lint-rules/lint';
import {schemaProblems} from '../../scripts/check-content/deno-json-schema';
import {staticDenoJsonProblems} from '../../scripts/check-content/json';

const paths = [...configKeys().map((key) => key.path), 'permission set'];

describe('the deno.json reference', () => {
  it('has words for every key of the schema, and for no key it lacks', () => {
    expect(paths.filter((path) => !(path in KEY_DOCS))).toEqual([]);
    expect(Object.keys(KEY_DOCS).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('has an example for every top-level key and the permission set', () => {
    const needing = paths.filter((path) => !path.includes('.'));
    expect(needing.filter((path) => !KEY_DOCS[path]?.example)).toEqual([]);
  });

  it.each(Object.entries(KEY_DOCS).filter(([, doc]) => doc.example))(
    'the example of %s is a deno.json the schema accepts',
    (_path, doc) => {
      const text = doc.example!;
      const value = parseJsonc(text, [], {allowTrailingComma: true}) as Record<string, unknown>;
      expect(staticDenoJsonProblems(value, text)).toEqual([]);
    },
  );

  it('makes a section per top-level key, with its facts, table and example, then the permission set', () => {
    const tree: Root = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'DenoJsonKeys'} as never]};
    remarkDenoJsonReference()(tree);
    const headings = tree.children.filter((node) => node.type === 'heading');
    const topLevel = paths.filter((path) => !path.includes('.') && path !== 'permission set');
    expect(headings).toHaveLength(topLevel.length + 1);
    expect(tree.children.some((node) => node.type === 'mdxJsxFlowElement')).toBe(false);
    const text = JSON.stringify(tree);
    expect(text).toContain('"value":"nodeModulesDir"');
    expect(text).toContain('"value":"\\"auto\\" | \\"manual\\" | \\"none\\" | boolean"');
    expect(tree.children.filter((node) => node.type === 'table').length).toBeGreaterThan(10);
  });

  it('names the key when the words for one are missing', () => {
    const keys = [...configKeys(), {path: 'brandNewKey', name: 'brandNewKey', type: 'string', deprecated: false}];
    expect(() => referenceNodes(keys)).toThrow(/"brandNewKey".*descriptions\.ts/);
  });
});

describe("deno's configuration schema", () => {
  it('lists the lint rules and tags of the pinned deno', () => {
    const rules = lintRules();
    const schemaRules = (lintRulesSchema as {oneOf: {enum?: string[]}[]}).oneOf.find((choice) => choice.enum)!.enum!;
    expect([...schemaRules].sort()).toEqual(rules.map((rule) => rule.code).sort());
    const tags = new Set(rules.flatMap((rule) => rule.tags));
    expect([...tags].every((tag) => (lintTagsSchema as {enum: string[]}).enum.includes(tag))).toBe(true);
  });

  it('has the desktop keys that deno 2.9.5 parses and the schema file lacks', () => {
    const app = denoJsonSchema.properties!.desktop!.properties!.app!;
    expect(Object.keys(app.properties!)).toContain('identifier');
    expect(Object.keys(denoJsonSchema.properties!.desktop!.properties!)).toContain('errorReporting');
  });
});

describe('a deno.json block against the schema', () => {
  const problems = (text: string): string[] => schemaProblems(JSON.parse(text) as Record<string, unknown>, text);

  it('reports an unknown compiler option with its line', () => {
    expect(problems('{\n  "compilerOptions": {\n    "strictt": true\n  }\n}')).toEqual([
      expect.stringMatching(/^deno\.json: unknown key "compilerOptions\.strictt" \(line 3 of the block/),
    ]);
  });

  it('reports a wrong type, a value outside the allowed ones, and a misspelt permission', () => {
    expect(problems('{"fmt": {"lineWidth": "80"}}')).toEqual([
      expect.stringContaining('"fmt.lineWidth" must be number'),
    ]);
    expect(problems('{"lint": {"report": "fancy"}}')).toEqual([
      expect.stringContaining('"lint.report" must be one of "pretty", "json", "compact"'),
    ]);
    expect(problems('{"permissions": {"default": {"nett": true}}}')).toEqual([
      expect.stringContaining('unknown key "permissions.default.nett"'),
    ]);
  });

  it('accepts the forms deno documents, and leaves the deploy section to deploy-config.ts', () => {
    expect(
      problems('{"lock": false, "workspace": ["./a"], "nodeModulesDir": "auto", "imports": {"x": "npm:x@1"}}'),
    ).toEqual([]);
    expect(problems('{"deploy": {"runtime": {"type": "static"}}}')).toEqual([]);
  });

  it('reports a top-level key the schema does not have', () => {
    expect(staticDenoJsonProblems({improts: {}}, '{"improts": {}}')).toEqual([
      expect.stringContaining('unknown top-level key "improts"'),
    ]);
  });
});
