/** The sidebars' _category_ files, read strictly: the build takes a trailing comma without a word. */
import {describe, expect, it} from 'vitest';
import {categoryFileProblems} from '../../../src/data/categoryFiles';
import {checkScratch, page} from './scratchRoot';

const problems = (text: string, name = '_category_.json'): string[] =>
  categoryFileProblems(text, name).map(({line, message}) => `${line}: ${message}`);

describe('categoryFileProblems', () => {
  it('passes the keys Docusaurus accepts, in JSON and YAML', () => {
    expect(problems('{ "label": "Basics", "position": 2 }')).toEqual([]);
    expect(
      problems('{"label": "A", "link": {"type": "doc", "id": "a/index"}, "collapsed": false, "customProps": {}}'),
    ).toEqual([]);
    expect(problems('label: Basics\nposition: 2.5\nlink: {type: doc, id: a}\n', '_category_.yml')).toEqual([]);
  });

  it('refuses a generated index page, which this site does not build', () => {
    expect(problems('label: Basics\nlink: {type: generated-index}\n', '_category_.yml')[0]).toMatch(
      /^2: "link" of type "generated-index" is not used on this site/,
    );
  });

  it('reports a syntax error at its line: a trailing comma, a missing comma, an early end, bad YAML', () => {
    expect(problems('{\n  "label": "Basics",\n  "position": 2,\n}\n')).toEqual([
      '3: not valid JSON: trailing comma (JSON allows none)',
    ]);
    expect(problems('{\n  "label": "Basics"\n  "position": 2\n}\n')).toEqual([
      "3: not valid JSON: Expected ',' or '}' after property value",
    ]);
    expect(problems('{\n  "label": "Basics",\n')).toEqual(['2: not valid JSON: it ends early (a } or ] is missing)']);
    expect(problems('label: Basics\nlabel: Again\n', '_category_.yaml')).toEqual([
      expect.stringMatching(/^2: not valid YAML: Map keys must be unique/),
    ]);
  });

  it('reports an unknown key and a value of the wrong type at the line of the key', () => {
    expect(problems('{\n  "label": "Basics",\n  "positon": 2,\n  "collapsed": "yes"\n}')).toEqual([
      '3: unknown key "positon" (known: label, position, link, collapsed, collapsible, className, customProps, description, key)',
      '4: "collapsed" must be a boolean, not a string',
    ]);
    expect(problems('label: 3\nposition: "2"\nlink: {type: doc}\n', '_category_.yml')).toEqual([
      '1: "label" must be a string, not a number',
      '2: "position" must be a number, not a string',
      '3: "link" of type "doc" needs an "id"',
    ]);
    expect(problems('["Basics"]')).toEqual(['1: must be an object of keys (label, position, ...)']);
  });
});

describe('check:content on category files', () => {
  const files = {
    'runtime/manual/basics/index.md': page('Basics'),
    'runtime/manual/basics/_category_.json': '{ "label": "Basics",\n  "position": 2,\n}\n',
  };

  it('checks a category file given alone (no page under the path)', async () => {
    const failures = await checkScratch(files, ['runtime/manual/basics/_category_.json']);
    expect(failures.map((f) => `${f.file}:${f.line}: ${f.message}`)).toEqual([
      'runtime/manual/basics/_category_.json:2: not valid JSON: trailing comma (JSON allows none)',
    ]);
  }, 60_000);

  it('checks the category file beside a checked page', async () => {
    const failures = await checkScratch(files, ['runtime/manual/basics/index.md']);
    expect(failures.map((f) => f.file)).toEqual(['runtime/manual/basics/_category_.json']);
  }, 60_000);
});
