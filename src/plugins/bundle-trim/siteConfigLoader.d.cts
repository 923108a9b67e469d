declare function siteConfigLoader(this: unknown, source: string): string;
declare namespace siteConfigLoader {
  /** The config module without the keys only the build and the server render read; throws on another shape. */
  function withoutServerOnlyConfig(source: string, file: string): string;
  /** Site config keys that only the build and the server render read. */
  const SERVER_ONLY_KEYS: string[];
}
export = siteConfigLoader;
