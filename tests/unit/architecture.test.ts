import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// ARCHITECTURE.md is the map a new author reads first; these keep it matching the tree.
const root = path.resolve(__dirname, '../..');
const architecture = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');

/** The text of the `## <title>` section, up to the next `## ` heading. */
function section(title: string): string {
  const start = architecture.indexOf(`\n## ${title}\n`);
  if (start === -1) throw new Error(`ARCHITECTURE.md has no "## ${title}" section`);
  const end = architecture.indexOf('\n## ', start + 1);
  return architecture.slice(start, end === -1 ? undefined : end);
}

/** The stages scripts/test-all.sh times, in order (`stage install`, `stage "content check"`). */
function testStages(script: string): string[] {
  return [...script.matchAll(/^\s*stage (?:"([^"]+)"|(\S+))\s*$/gm)]
    .map((match) => match[1] ?? match[2]!)
    .filter((name) => name !== '""' && name !== '');
}

describe('ARCHITECTURE.md', () => {
  it('describes every folder under src/plugins/, by its name in code', () => {
    const folders = readdirSync(path.join(root, 'src/plugins'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const folderRow = section('Folders');
    expect(folders.filter((name) => !folderRow.includes(`\`${name}\``))).toEqual([]);
  });

  it('names every stage of the test script, in its order', () => {
    const stages = testStages(readFileSync(path.join(root, 'scripts/test-all.sh'), 'utf8'));
    expect(stages.length).toBeGreaterThanOrEqual(8);
    const tests = section('Tests and figures');
    expect(stages.filter((stage) => !tests.includes(`**${stage}**`))).toEqual([]);
    const positions = stages.map((stage) => tests.indexOf(`**${stage}**`));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('reads stage lines as the script writes them', () => {
    expect(testStages('stage install\n  stage "build check"\nstage ""\n')).toEqual(['install', 'build check']);
  });
});
