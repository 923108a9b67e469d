import fs from 'node:fs';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {categoryFileProblems, categoryFiles} from './categoryFiles';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];

/**
 * The default generator, minus the index doc at the root of the generated
 * folder: sidebars.ts places that page itself, with its own label (for example
 * Deploy's "Quick Start"), so it must not appear a second time below it.
 * Index docs of sub-folders stay: they are their category's landing page.
 */
export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async (args) => {
  assertCategoryFilesValid(args.version.contentPath);
  const items = await args.defaultSidebarItemsGenerator(args);
  const dirName = args.item.dirName;
  const rootIndexId = dirName === '.' ? 'index' : `${dirName}/index`;
  return items.filter((item) => !(item.type === 'doc' && item.id === rootIndexId));
};

/**
 * Docusaurus reads `_category_` files leniently (JSON with a trailing comma passes): the build and
 * the dev server stop here instead, with each problem as `file:line: message`, as the content
 * checker reports it.
 */
function assertCategoryFilesValid(contentPath: string): void {
  const problems = categoryFiles(contentPath).flatMap((file) =>
    categoryFileProblems(fs.readFileSync(file, 'utf8'), file).map(
      ({line, message}) => `${path.relative(process.cwd(), file)}:${line}: ${message}`,
    ),
  );
  if (problems.length) throw new Error(`Invalid sidebar category file:\n${problems.join('\n')}`);
}
