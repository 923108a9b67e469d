/**
 * Generated sections in a page: a marker element at the top level of the page (`<DenoJsonKeys />`,
 * `<StdExports package="@std/fs" />`) is replaced by the nodes made for it, each placed at the
 * marker's line, so the content checker reports a generated example's problem there.
 */
import type {Root, RootContent} from 'mdast';
import type {Node, Position} from 'unist';

/** A marker as the MDX parser gives it: its name and its string attributes. */
export interface Marker {
  name: string;
  attributes: Record<string, string>;
}

interface JsxFlow {
  type: string;
  name?: string | null;
  attributes?: {name?: string; value?: unknown}[];
}

export function expandMarkers(tree: Root, name: string, nodesFor: (marker: Marker) => RootContent[]): void {
  for (let index = tree.children.length - 1; index >= 0; index--) {
    const node = tree.children[index] as JsxFlow & RootContent;
    if (node.type !== 'mdxJsxFlowElement' || node.name !== name) continue;
    const attributes = Object.fromEntries(
      (node.attributes ?? []).flatMap((a) => (a.name && typeof a.value === 'string' ? [[a.name, a.value]] : [])),
    );
    const nodes = nodesFor({name, attributes});
    if (node.position) for (const generated of nodes) stamp(generated, node.position);
    tree.children.splice(index, 1, ...nodes);
  }
}

function stamp(node: Node, position: Position): void {
  node.position = position;
  if ('children' in node) for (const child of node.children as Node[]) stamp(child, position);
}
