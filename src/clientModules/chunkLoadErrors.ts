/**
 * A page whose chunks fail to load (spec §2, §4 and §8). Docusaurus handles a failure while
 * navigating (it logs a warning and reloads), but on the first load of a page it waits for the
 * chunks before hydrating, so a failure there left a page that never came alive and an uncaught
 * error. Here the first load renders anyway: the route that could not load shows its load error
 * with Retry (@theme/Loading), and Retry shows the spinner after its delay until the page is in.
 */
import routes from '@generated/routes';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {createRoot, type Root} from 'react-dom/client';

declare global {
  interface Window {
    /** Docusaurus renders into this root when it exists, instead of hydrating (clientEntry). */
    docusaurusRoot?: Root;
  }
}

type RouteList = typeof routes;

let appRendered = false;

/** The server HTML shows the page the client cannot render: render afresh, not hydrate. */
function renderWithoutServerHtml(): void {
  const container = document.getElementById('__docusaurus');
  if (container && !window.docusaurusRoot) window.docusaurusRoot = createRoot(container);
}

function settleFirstLoad(list: RouteList): void {
  for (const {component, routes: children} of list) {
    // Typed as returning nothing, but react-loadable returns the load's promise.
    const loadable = component as unknown as {preload: () => Promise<unknown>};
    const preload = loadable.preload.bind(loadable);
    // Before the app renders, the only preload is the one the first render waits for; later ones
    // (navigation) must still reject so that Docusaurus reloads the page.
    loadable.preload = () =>
      preload().catch((error: unknown) => {
        if (appRendered) throw error;
        renderWithoutServerHtml();
        return undefined;
      });
    if (children) settleFirstLoad(children as RouteList);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  settleFirstLoad(routes);
  // Links preload their page on hover, and nothing handles that promise: a chunk that fails there
  // is reported by the navigation that needs it (warning and reload), not as an uncaught error.
  window.addEventListener('unhandledrejection', (event) => {
    if (event.reason instanceof Error && event.reason.name === 'ChunkLoadError') event.preventDefault();
  });
}

const chunkLoadErrors: ClientModule = {
  onRouteDidUpdate() {
    appRendered = true;
  },
};
export default chunkLoadErrors;
