import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];

/**
 * The default generator, minus the index doc at the root of the generated
 * folder: sidebars.ts places that page itself, with its own label (for example
 * Deploy's "Quick Start"), so it must not appear a second time below it.
 * Index docs of sub-folders stay: they are their category's landing page.
 */
export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async (args) => {
  const items = await args.defaultSidebarItemsGenerator(args);
  const dirName = args.item.dirName;
  const rootIndexId = dirName === '.' ? 'index' : `${dirName}/index`;
  return items.filter((item) => !(item.type === 'doc' && item.id === rootIndexId));
};
