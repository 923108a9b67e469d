/**
 * The routes of a set of prepared pages. A production build gets the shell routes only (shell.ts
 * writes the pages after it). The dev server runs no postBuild, so there each page is a route of
 * its own with its data, and PreparedPage shows that data: the route table's size does not matter
 * to `npm start`, and authors see the pages they link to.
 */
import type {PluginContentLoadedActions} from '@docusaurus/types';
import {SHELL_PAGE} from './shell';
import type {PreparedPage} from './page';

export const isDevServer = (): boolean => process.env.NODE_ENV === 'development';

export async function addPreparedRoutes(
  actions: Pick<PluginContentLoadedActions, 'addRoute' | 'createData'>,
  {
    component,
    shells,
    pages,
    dataPrefix,
  }: {
    /** The theme component that shows the pages (it renders PreparedPage). */
    component: string;
    /** The shell routes; `exact: false` serves every path below the route. */
    shells: readonly {route: string; exact: boolean}[];
    /** The pages, needed on the dev server only. */
    pages: () => readonly PreparedPage[];
    /** Names the data files (`<prefix>-shell.json`, `<prefix>/<path>.json`). */
    dataPrefix: string;
  },
): Promise<void> {
  if (!isDevServer()) {
    const shell = await actions.createData(`${dataPrefix}-shell.json`, JSON.stringify(SHELL_PAGE));
    for (const {route, exact} of shells) actions.addRoute({path: route, exact, component, modules: {page: shell}});
    return;
  }
  for (const page of pages()) {
    const data = await actions.createData(
      `${dataPrefix}${page.path.replace(/[^\w]+/g, '-')}.json`,
      JSON.stringify(page),
    );
    actions.addRoute({path: page.path, exact: true, component, modules: {page: data}});
  }
}
