/**
 * The docs plugin, with less data on every doc page. Each version route carries the title and
 * description of every doc of its section, loaded with every page of that section; only doc cards
 * (`DocCard`, `DocCardList`, generated index pages) read the descriptions, and the site has none
 * (tests/unit/docsPlugin.test.ts keeps it so). Dropping them saves ~10 KB gz per Runtime page.
 * Everything else, including the plugin's name and options, is the docs plugin's own.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
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

export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig): void => args.actions.addRoute(withoutDocDescriptions(route));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}

export {validateOptions};
