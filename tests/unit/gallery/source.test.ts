import {describe, expect, it} from 'vitest';
import {parseExample} from '../../../src/plugins/gallery/source';
import {curlSteps, parseCurl} from '../../../scripts/check-content/curl';

const header = (check: string, extra = '') =>
  `/**\n * title: Say hello\n * description: Prints a greeting.\n * category: basics\n * check: ${check}\n${extra} */\n`;

describe('parseExample', () => {
  it('reads the header, the steps and the output', () => {
    const source =
      header('run --allow-env=NAME', ' * args: --loud "two words"\n * env: NAME=Ada\n * stdin: a\\nb\n') +
      'import { join } from "node:path";\n\n// Greet someone.\n// Twice.\nconst name = Deno.env.get("NAME");\n  // stays code\nconsole.log(join("a", name ?? ""));\n\n// Then stop.\nDeno.exit(0);\n\n/* Output:\na/Ada\n*/\n';
    const example = parseExample('examples/say_hello.ts', source);
    expect(example).toMatchObject({
      slug: 'say_hello',
      title: 'Say hello',
      category: 'basics',
      check: {kind: 'run', flags: ['--allow-env=NAME']},
      args: ['--loud', 'two words'],
      env: [{name: 'NAME', value: 'Ada'}],
      stdin: 'a\nb',
      output: 'a/Ada',
    });
    expect(example.steps.map((step) => step.prose)).toEqual(['', 'Greet someone.\nTwice.', 'Then stop.']);
    expect(example.steps[1]!.code).toBe(
      'const name = Deno.env.get("NAME");\n  // stays code\nconsole.log(join("a", name ?? ""));',
    );
  });

  it.each([
    ['a category it does not know', header('run').replace('basics', 'misc'), 4, /unknown category `misc`/],
    ['a typecheck without its reason', header('typecheck'), 5, /needs the reason/],
    ['a word that is no flag', header('run main.ts'), 5, /`main.ts` is not a flag/],
    ['an unknown key', header('run', ' * port: 3\n'), 6, /unknown header key `port`/],
    [
      'a server without curl lines',
      header('serve --allow-net') + '\n// Serve.\nDeno.serve(() => new Response());\n',
      5,
      /needs `\$ curl/,
    ],
    ['an unclosed output', header('run') + '\n// One.\nconsole.log(1);\n\n/* Output:\n1\n', 11, /never closed/],
  ])('names the line of %s', (_what, source, line, message) => {
    expect(() => parseExample('examples/x.ts', source)).toThrow(
      expect.objectContaining({line, message: expect.stringMatching(message)}),
    );
  });
});

describe('curl lines', () => {
  it('reads the options curl has and what each line printed', () => {
    const steps = curlSteps(
      "$ curl -s -X PUT -H 'Content-Type: application/json' -d '{\"a\":1}' -w '%{http_code}\\n' http://localhost:8000/x\n{\"a\":1}201\n$ curl http://localhost:8000/\nhi\nthere",
    );
    expect(steps[0]!.request).toEqual({
      method: 'PUT',
      url: 'http://localhost:8000/x',
      headers: [['Content-Type', 'application/json']],
      body: '{"a":1}',
      dropBody: false,
      writeOut: '%{http_code}\\n',
    });
    expect(steps.map((step) => step.lines)).toEqual([['{"a":1}201'], ['hi', 'there']]);
    expect(parseCurl('curl -d x=1 http://localhost:8000/').method).toBe('POST');
  });

  it('refuses what it cannot do as curl does', () => {
    expect(() => parseCurl('curl -i http://localhost:8000/')).toThrow(/-i is not supported/);
    expect(() => parseCurl('curl http://example.com/')).toThrow(/must be http:\/\/localhost:8000/);
  });
});
