/**
 * Build-time code highlighting. Docs pages get their tokens from the remark plugin (remark.ts,
 * wired into every docs instance); this plugin keeps Prism out of the browser bundles by pointing
 * `prism-react-renderer` at a stub, which leaves the theme's CodeBlock (src/theme/CodeBlock) as
 * the only renderer of code.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function highlightPlugin(): Plugin {
  return {
    name: 'deno-highlight',
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prismStub.ts')}},
      };
    },
  };
}
