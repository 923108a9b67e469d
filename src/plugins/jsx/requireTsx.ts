/**
 * React renderers that run at build time (a plugin's pages rendered to static HTML) are .tsx
 * modules, but Docusaurus loads the config and its plugins with jiti 1, which knows no JSX: such a
 * module is loaded through tsx's loader instead, from the plugin's node side. Types come from
 * `typeof import('./x')`, so callers stay checked.
 */
import {require as tsxRequire} from 'tsx/cjs/api';

export function requireTsx<T>(file: string, fromFile: string): T {
  return tsxRequire(file, fromFile) as T;
}
