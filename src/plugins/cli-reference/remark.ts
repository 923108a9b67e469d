/**
 * Remark plugin: inline code in prose that names a deno command or flag (`deno test`,
 * `deno fmt --line-width=100`, `--allow-net`) becomes a link to its CLI reference anchor, so
 * authors write no link. Code already in a link or a heading stays as it is; a flag goes to the
 * page's own command when the page is a command's guide, else to `deno run`, else to the first
 * command that has it.
 */
import path from 'node:path';
import type {Link, Parents, Root} from 'mdast';
import type {VFile} from 'vfile';
import {loadCliModel} from './generate';
import {commandOfPage, resolveMention} from './mentions';

/** The route of a docs source file: `runtime/manual/tools/run.md` → `/runtime/manual/tools/run`. */
function routeOf(file: VFile, siteDir: string): string {
  const relative = path
    .relative(siteDir, file.path)
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/');
  return `/${relative.replace(/\/index$/, '/')}`;
}

export default function remarkCliLinks({siteDir}: {siteDir: string}) {
  return (tree: Root, file: VFile): void => {
    const model = loadCliModel();
    const pageCommand = commandOfPage(routeOf(file, siteDir));
    const visit = (node: Parents) => {
      if (node.type === 'link' || node.type === 'linkReference' || node.type === 'heading') return;
      node.children.forEach((child, index) => {
        if (child.type === 'inlineCode') {
          const mention = resolveMention(child.value, model, pageCommand);
          if (mention?.kind === 'command') {
            const link: Link = {type: 'link', url: mention.href, children: [child]};
            (node.children as unknown[])[index] = link;
          }
        } else if ('children' in child) {
          visit(child);
        }
      });
    };
    visit(tree);
  };
}
