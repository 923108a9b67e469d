/**
 * The docs plugin, with less data on every page. Each version route carries the title and
 * description of every doc of its section, loaded with every page of that section; only doc cards
 * (`DocCard`, `DocCardList`, generated index pages) read the descriptions, and the site has none
 * (tests/unit/docsPlugin.test.ts keeps it so). Dropping them saves ~10 KB gz per Runtime page.
 * The plugin's global data, in every page's main bundle, lists every doc's id, path and sidebar;
 * only navbar items of the docs kinds and version dropdowns/banners read that list, and the site
 * has a single version and none of those items (checked at build), so it keeps only each
 * version's main doc: ~3 KB gz on every page.
 * Everything else, including the plugin's name and options, is the docs plugin's own.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';

interface VersionProp {
  docs?: Record<string, {description?: string}>;
}

/** The route with every version prop's doc descriptions removed (the route is not changed). */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  const props =
    version?.docs === undefined
      ? route.props
      : {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(
              Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
            ),
          },
        };
  return {
    ...route,
    ...(props ? {props} : {}),
    ...(route.routes ? {routes: route.routes.map(withoutDocDescriptions)} : {}),
  };
}

/** The global data with each version's doc list cut to its main doc (the one version links use). */
export function withMainDocsOnly(data: GlobalPluginData): GlobalPluginData {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}

/** Navbar item types whose rendering reads the docs plugin's full doc list. */
const DOC_LIST_NAVBAR_ITEMS = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

interface NavbarItem {
  readonly type?: string;
  readonly items?: readonly NavbarItem[];
  readonly [option: string]: unknown;
}

/** The navbar item types (at any depth) that need the full doc list; the trim must not ship with them. */
export function docListNavbarItems(items: readonly NavbarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type !== undefined && DOC_LIST_NAVBAR_ITEMS.has(item.type) ? [item.type] : []),
    ...docListNavbarItems(item.items ?? []),
  ]);
}

export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const navbarItems = (context.siteConfig.themeConfig as {navbar?: {items?: NavbarItem[]}}).navbar?.items ?? [];
  const needingDocList = docListNavbarItems(navbarItems);
  if (needingDocList.length > 0) {
    throw new Error(
      `docusaurus.config.ts: navbar items of type ${needingDocList.join(', ')} read every doc from the docs ` +
        "plugin's global data, which src/plugins/docs/index.ts trims; drop withMainDocsOnly there first.",
    );
  }
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig): void => args.actions.addRoute(withoutDocDescriptions(route));
      const setGlobalData = (data: unknown): void =>
        args.actions.setGlobalData(withMainDocsOnly(data as GlobalPluginData));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute, setGlobalData}});
    },
  };
}

export {validateOptions};
