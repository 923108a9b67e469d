/** Moved to src/plugins/examples/blocks.ts: the site's build reads it too (src/ imports nothing from scripts/). */
import type {PageWorkspace as SiteWorkspace} from '../../src/plugins/examples/blocks';
import type {CodeBlock, PageModel} from './markdown';

export * from '../../src/plugins/examples/blocks';
/** The checker's workspaces are of whole pages. */
export type PageWorkspace<P extends {blocks: CodeBlock[]} = PageModel> = SiteWorkspace<P>;
