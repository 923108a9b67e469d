import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import type {Element} from 'hast';
import {describe, expect, it} from 'vitest';
import remarkTableRowHeaders from '../../../src/plugins/markdown/tableRowHeaders';

/** The tag (and scope) of every cell, row by row, as the page's HTML will have them. */
function cells(markdown: string): string[][] {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkTableRowHeaders).use(remarkRehype);
  const tree = processor.runSync(processor.parse(markdown));
  const table = tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'table')!;
  const rows: Element[] = [];
  const collect = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'tr') rows.push(child);
      else collect(child);
    }
  };
  collect(table);
  return rows.map((row) =>
    row.children
      .filter((cell): cell is Element => cell.type === 'element')
      .map((cell) => (cell.properties.scope ? `${cell.tagName}[${String(cell.properties.scope)}]` : cell.tagName)),
  );
}

describe('table row headers', () => {
  it('makes the first column row headers when the corner cell is empty', () => {
    expect(cells('| | Free | Pro |\n|---|---|---|\n| Price | $0 | $20 |\n| Builds | 1 | 4 |\n')).toEqual([
      ['th', 'th', 'th'],
      ['th[row]', 'td', 'td'],
      ['th[row]', 'td', 'td'],
    ]);
  });

  it('leaves a table with a named first column alone', () => {
    expect(cells('| Flag | Meaning |\n|---|---|\n| `-A` | all |\n')).toEqual([
      ['th', 'th'],
      ['td', 'td'],
    ]);
  });
});
