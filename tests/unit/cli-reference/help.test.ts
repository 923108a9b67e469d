import {describe, expect, it} from 'vitest';
import {HelpParseError, parseHelp} from '../../../src/plugins/cli-reference/help';
import {loadCliModel} from '../../../src/plugins/cli-reference/generate';
import {localDocsPath, renderCommandPage} from '../../../src/plugins/cli-reference/render';

const SAMPLE = `Format source files

Usage: deno fmt [OPTIONS] [FILES]...

Options:
      --check             Check if the source files are formatted
      --line-width <VALUE>  Define maximum line width [default: 80]
      --prose-wrap <VALUE>  Define how prose should be wrapped [possible values: always, never, preserve]
  -c, --config <VALUE>    Configure different aspects of deno.
                            Typically the file is called \`deno.json\`.
                            Docs: https://docs.deno.com/go/config
      --min-dep-age <VALUE>  (Unstable) The age in minutes

Permission options:
Docs: https://docs.deno.com/go/permissions

  -R, --allow-read[=<PATH>...]              Allow file system read access.
                                            --allow-read  |  --allow-read="/etc"
  DENO_TRACE_PERMISSIONS                    Enable stack traces in permission prompts.
                                            DENO_TRACE_PERMISSIONS=1 deno run main.ts
`;

describe('parsing deno help', () => {
  const help = parseHelp(SAMPLE, 'deno fmt --help=full');

  it('reads the about text, usage and sections', () => {
    expect(help.about).toEqual(['Format source files']);
    expect(help.usage).toBe('deno fmt [OPTIONS] [FILES]...');
    expect(help.sections.map((s) => [s.title, s.docs, s.options.length, s.envVars.length])).toEqual([
      ['Options', undefined, 5, 0],
      ['Permission options', 'https://docs.deno.com/go/permissions', 1, 1],
    ]);
  });

  it('reads names, value syntax, defaults, accepted values, unstable marks and docs links', () => {
    const [check, lineWidth, proseWrap, config, minDepAge] = help.sections[0]!.options;
    expect(check).toMatchObject({long: '--check', value: '', description: ['Check if the source files are formatted']});
    expect(lineWidth).toMatchObject({
      long: '--line-width',
      value: ' <VALUE>',
      defaultValue: '80',
      description: ['Define maximum line width'],
    });
    expect(proseWrap?.possibleValues).toEqual(['always', 'never', 'preserve']);
    expect(config).toMatchObject({
      short: '-c',
      long: '--config',
      description: ['Configure different aspects of deno. Typically the file is called `deno.json`.'],
      docs: ['https://docs.deno.com/go/config'],
    });
    expect(minDepAge).toMatchObject({unstable: true, description: ['The age in minutes']});
  });

  it('keeps usage examples apart from the description', () => {
    const [read] = help.sections[1]!.options;
    expect(read).toMatchObject({
      short: '-R',
      long: '--allow-read',
      value: '[=<PATH>...]',
      examples: ['--allow-read  |  --allow-read="/etc"'],
    });
    expect(help.sections[1]!.envVars[0]).toMatchObject({
      name: 'DENO_TRACE_PERMISSIONS',
      examples: ['DENO_TRACE_PERMISSIONS=1 deno run main.ts'],
    });
  });

  it('fails on a line of unknown shape, naming the command and the line', () => {
    const broken = SAMPLE.replace('      --check ', '   ?? --check ');
    expect(() => parseHelp(broken, 'deno fmt --help=full')).toThrowError(HelpParseError);
    expect(() => parseHelp(broken, 'deno fmt --help=full')).toThrowError(/^deno fmt --help=full: line 6: /);
    expect(() => parseHelp('no usage here', 'deno x --help')).toThrowError(/deno x --help: no "Usage:" line/);
  });
});

describe('the pinned deno', () => {
  const model = loadCliModel();

  it('has a page for every command deno --help lists, all but the downloaded ones generated', () => {
    expect(model.commands.length).toBe(model.top.commands.length);
    expect(model.commands.filter((c) => !c.help).map((c) => c.name)).toEqual(['deploy', 'sandbox']);
  });

  it('documents every permission flag of deno run with its anchor', () => {
    const page = renderCommandPage(
      model.commands.find((c) => c.name === 'run')!,
      model,
    );
    for (const flag of ['--allow-net', '--allow-read', '--allow-sys', '--watch', '--config']) {
      expect(page.html).toContain(`id="${flag}"`);
      expect(page.html).toContain(`<a href="#${flag}" class="table-of-contents__link">`);
    }
  });

  it("turns the docs links in help texts into this site's pages", () => {
    expect(localDocsPath('https://docs.deno.com/go/config')).toBe('/runtime/manual/getting_started/configuration_file');
    expect(localDocsPath('https://docs.deno.com/runtime/manual/basics/import_maps')).toBe(
      '/runtime/manual/basics/import_maps',
    );
  });
});
