/**
 * Remark plugin: in a Markdown table whose top-left header cell is empty (a comparison table:
 * `| | Free | Pro |`), the first cell of each row names the row, so it becomes a row header
 * (`<th scope="row">`). Screen readers then announce "Price, Pro" for a cell, and axe's
 * td-has-header rule holds: with a plain `<td>` there, the first column has no header at all.
 */
import type {Root, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';

export function markRowHeaders(table: Table): void {
  const [head, ...rows] = table.children;
  const corner = head?.children[0];
  if (!corner || toString(corner).trim() !== '') return;
  for (const row of rows) {
    const first = row.children[0];
    if (!first) continue;
    first.data = {...first.data, hName: 'th', hProperties: {...first.data?.hProperties, scope: 'row'}};
  }
}

export default function remarkTableRowHeaders() {
  return (tree: Root): void => {
    visit(tree, 'table', markRowHeaders);
  };
}
