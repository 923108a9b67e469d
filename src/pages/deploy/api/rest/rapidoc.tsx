/** /deploy/api/rest/rapidoc: the same REST API reference as /deploy/api/rapidoc, at its second address. */
export {default} from '../rapidoc';
