/**
 * The `deploy` section of deno.json blocks (scripts/check-content/deploy-config.ts): the keys
 * Deno Deploy documents pass, an unknown or deprecated key fails with its line in the block, and
 * the checker reports it at the block's fence line on the page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {checkContent} from '../../../scripts/check-content/check';
import {deployConfigProblems} from '../../../scripts/check-content/deploy-config';

function problemsOf(config: object): string[] {
  const text = JSON.stringify(config, null, 2);
  return deployConfigProblems(JSON.parse(text) as Record<string, unknown>, text);
}

describe('deployConfigProblems', () => {
  it('passes the documented keys of dynamic, static and framework apps', () => {
    const common = {org: 'acme', app: 'hello', install: 'deno install', build: 'deno task build', buildTimeout: '10m'};
    expect(
      problemsOf({
        deploy: {
          ...common,
          predeploy: 'deno task migrate',
          runtime: {type: 'dynamic', entrypoint: 'main.ts', args: ['--port', '8080'], cwd: 'app', memoryLimit: 1024},
        },
      }),
    ).toEqual([]);
    expect(problemsOf({deploy: {...common, runtime: {type: 'static', cwd: 'dist', spa: true}}})).toEqual([]);
    expect(problemsOf({deploy: {framework: 'fresh', runtime: {memoryLimit: 2048}}})).toEqual([]);
    expect(problemsOf({deploy: {runtime: {entrypoint: 'main.ts'}}})).toEqual([]); // dynamic by default
    expect(problemsOf({tasks: {}})).toEqual([]);
  });

  it('fails an unknown key of deploy, naming its line in the block', () => {
    expect(problemsOf({deploy: {org: 'acme', project: 'hello'}})).toEqual([
      expect.stringMatching(
        /^deno\.json: unknown key "deploy\.project" \(line 4 of the block\); Deno Deploy reads "org", /,
      ),
    ]);
  });

  it('fails a runtime key that the kind of app does not take', () => {
    expect(problemsOf({deploy: {runtime: {type: 'dynamic', entrypoint: 'main.ts', spa: true}}})).toEqual([
      expect.stringMatching(
        /unknown key "deploy\.runtime\.spa" of a dynamic app \(line 6 of the block\); it takes "type", /,
      ),
    ]);
    expect(problemsOf({deploy: {runtime: {type: 'static', entrypoint: 'main.ts'}}})).toEqual([
      expect.stringContaining('unknown key "deploy.runtime.entrypoint" of a static app'),
    ]);
    expect(problemsOf({deploy: {framework: 'astro', runtime: {spa: true}}})).toEqual([
      expect.stringContaining('unknown key "deploy.runtime.spa" with a framework preset'),
    ]);
    expect(problemsOf({deploy: {runtime: {type: 'edge'}}})).toEqual([
      expect.stringContaining('"deploy.runtime.type" is "edge" (line 4 of the block); it is "dynamic" or "static"'),
    ]);
  });

  it('fails the deprecated memory_limit, naming the key to write', () => {
    expect(problemsOf({deploy: {runtime: {type: 'dynamic', entrypoint: 'main.ts', memory_limit: 1024}}})).toEqual([
      'deno.json: "deploy.runtime.memory_limit" is deprecated (line 6 of the block); write "memoryLimit"',
    ]);
  });

  it('fails a deploy section that is not an object', () => {
    expect(problemsOf({deploy: 'acme'})).toEqual(['deno.json: "deploy" must be an object (line 2 of the block)']);
  });
});

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-deploy-config-'));
afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

describe('check:content on deno.json blocks with a deploy section', () => {
  it('fails the block with an unknown key at its fence line', async () => {
    const page = [
      '---\ntitle: Deploy config\ndescription: A deno.json with a deploy section.\n---\n',
      '```json title="deno.json"',
      '{\n  "deploy": {\n    "org": "acme",\n    "runtime": { "type": "dynamic", "entrypoint": "main.ts", "memory": 512 }\n  }\n}',
      '```\n',
    ].join('\n');
    fs.mkdirSync(path.join(root, 'deploy'), {recursive: true});
    fs.writeFileSync(path.join(root, 'deploy', 'config.md'), page);
    const report = await checkContent({root, paths: ['deploy'], noCache: true});
    const fence = page.split('\n').indexOf('```json title="deno.json"') + 1;
    expect(report.failures.filter((f) => f.kind === 'deno-json')).toEqual([
      expect.objectContaining({
        file: 'deploy/config.md',
        line: fence,
        message: expect.stringContaining('unknown key "deploy.runtime.memory" of a dynamic app (line 4 of the block)'),
      }),
    ]);
  });
});
