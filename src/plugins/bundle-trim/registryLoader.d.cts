declare function registryLoader(this: {resourcePath: string}, source: string): string;
declare namespace registryLoader {
  /** The registry source with each entry's module path string emptied; throws on any other entry. */
  function withoutModuleNames(source: string, file: string): string;
}
export = registryLoader;
