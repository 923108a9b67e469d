declare function helmetLoader(this: {resourcePath: string}, source: string): string;
declare namespace helmetLoader {
  /** The library's source with the patches applied; throws, naming the file, if one is not found once. */
  function withBatchedHeadUpdates(source: string, file: string): string;
}
export = helmetLoader;
