/**
 * The tags and operations of an OpenAPI document, in the order RapiDoc shows them, with the
 * element ids RapiDoc gives them. Those ids are the URL fragments that deep-link into the viewer:
 * `/deploy/api/rapidoc#tag--Projects` or `/deploy/api/rapidoc#post-/projects/-projectId-/deployments`.
 *
 * The id rules mirror RapiDoc's own (src/utils/spec-parser.js in the rapidoc package): a tag is
 * `tag--<name>`, an operation `<method>-<path>`, with whitespace and `#:?&={}` replaced by `-`.
 * Kept free of React and of Docusaurus so that unit tests can use it too.
 */

/** The HTTP methods RapiDoc lists, in the order it checks them. */
export const VIEWER_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type ViewerMethod = (typeof VIEWER_METHODS)[number];

/** The subset of an OpenAPI document this module reads. */
export interface OpenApiDocumentLike {
  tags?: {name: string; description?: string; 'x-displayName'?: string}[];
  paths: Record<string, Partial<Record<string, unknown>>>;
}

interface OperationLike {
  tags?: string[];
  summary?: string;
  deprecated?: boolean;
}

export interface ViewerOperation {
  method: ViewerMethod;
  path: string;
  summary: string;
  deprecated: boolean;
  anchor: string;
}

export interface ViewerTag {
  name: string;
  displayName: string;
  anchor: string;
  operations: ViewerOperation[];
}

const invalidIdCharacters = /[\s#:?&={}]/g;

export function tagAnchor(tagName: string): string {
  return `tag--${tagName.replace(invalidIdCharacters, '-')}`;
}

export function operationAnchor(method: string, path: string): string {
  return `${method.toLowerCase()}-${path.replace(invalidIdCharacters, '-')}`;
}

function isOperation(value: unknown): value is OperationLike {
  return typeof value === 'object' && value !== null;
}

/**
 * Groups the operations by tag: tags in the order the document declares them, then tags only
 * operations use; operations in document order. Tags without operations are left out, as
 * RapiDoc leaves them out. Operations without tags are not listed (this site's document tags
 * every operation, and a unit test checks it).
 */
export function viewerTags(document: OpenApiDocumentLike): ViewerTag[] {
  const tags = new Map<string, ViewerTag>();
  const addTag = (name: string, displayName = name) => {
    let tag = tags.get(name);
    if (!tag) {
      tag = {name, displayName, anchor: tagAnchor(name), operations: []};
      tags.set(name, tag);
    }
    return tag;
  };
  for (const tag of document.tags ?? []) addTag(tag.name, tag['x-displayName'] ?? tag.name);

  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const method of VIEWER_METHODS) {
      const operation = pathItem[method];
      if (!isOperation(operation)) continue;
      for (const tagName of operation.tags ?? []) {
        addTag(tagName).operations.push({
          method,
          path,
          summary: operation.summary ?? `${method.toUpperCase()} ${path}`,
          deprecated: operation.deprecated === true,
          anchor: operationAnchor(method, path),
        });
      }
    }
  }
  return [...tags.values()].filter((tag) => tag.operations.length > 0);
}

/** Every fragment the viewer can scroll to for this document: tags and operations. */
export function viewerAnchors(document: OpenApiDocumentLike): string[] {
  return viewerTags(document).flatMap((tag) => [tag.anchor, ...tag.operations.map((op) => op.anchor)]);
}
