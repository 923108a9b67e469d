/** Where the gallery's pages and sources live on the site. */
import type {ExampleProgram} from './source';

export const EXAMPLES_ROUTE = '/examples';
export const SCRIPTS_ROUTE = '/examples/scripts';

export const examplePath = (example: Pick<ExampleProgram, 'slug'>): string => `${EXAMPLES_ROUTE}/${example.slug}`;
export const scriptPath = (example: Pick<ExampleProgram, 'fileName'>): string => `${SCRIPTS_ROUTE}/${example.fileName}`;
