/**
 * The route module registry as the server bundle's ComponentCreator sees it: each entry names
 * its chunk where upstream names the module's path. React-loadable reports that name for every
 * route module a page renders, and the static-site generator looks the reported names up in
 * the client manifest to write the page's <script> tags; that manifest knows chunks by their
 * chunk name, so the paths matched nothing and every page listed only the main script. Its route
 * chunks were then requested by the main script once it had run, one round trip later, instead
 * of alongside it. index.ts points the server bundle's ComponentCreator here.
 */
import registry from '@generated/registry';
import {withChunkNames} from './registryChunkNames';

export default withChunkNames(registry);
