/**
 * Remark plugin: inline code in prose that names a deno command or flag (`deno test`,
 * `deno fmt --line-width=100`, `--allow-net`) becomes a link to its CLI reference anchor, so
 * authors write no link. Code already in a link or a heading stays as it is; a flag goes to the
 * page's own command when the page is a command's guide, else to `deno run`, else to the first
 * command that has it. The reference pages are prepared pages, which Docusaurus's anchor check
 * cannot see, so each link's page and anchor are checked here (a miss fails the build, with the
 * file and line) and the link is left out of Docusaurus's check.
 */
import path from 'node:path';
import type {Link, Parents, Root} from 'mdast';
import type {VFile} from 'vfile';
import {loadCliModel, type CliModel} from './generate';
import {commandOfPage, resolveMention} from './mentions';
import {renderAllPages} from './render';
import {anchorIds} from '../prepared-pages/layout';

/** The anchors of every reference page, by path: made once per model. */
const anchorsByModel = new WeakMap<CliModel, Map<string, Set<string>>>();
function anchorsOf(model: CliModel): Map<string, Set<string>> {
  let anchors = anchorsByModel.get(model);
  if (!anchors) {
    anchors = new Map(renderAllPages(model).map((page) => [page.path, anchorIds(page.html)]));
    anchorsByModel.set(model, anchors);
  }
  return anchors;
}

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
            const [target = '', anchor] = mention.href.split('#');
            if (anchor !== undefined && !anchorsOf(model).get(target)?.has(anchor)) {
              const line = child.position?.start.line ?? 0;
              throw new Error(
                `${file.path}:${line}: \`${child.value}\` would link to ${mention.href}, which does not exist`,
              );
            }
            const link: Link = {
              type: 'link',
              url: mention.href,
              children: [child],
              data: {hProperties: {'data-noBrokenLinkCheck': true}},
            };
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
