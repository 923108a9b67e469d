/**
 * Page side of offline reading, in every page's main bundle, so it stays small: after `load` it
 * registers the worker and reports what the page used (its URL and its resource timing entries,
 * including the search index once search fetches it), and lazy-loads the update prompt when a
 * new build's worker is installed. Registering after `load` keeps it out of the page's first load.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {WORKER_FILE, type UsedMessage} from './worker';

function report(pages: string[], files: string[]): void {
  const message: UsedMessage = {type: 'used', pages, files};
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

function showPrompt(registration: ServiceWorkerRegistration): void {
  void import('./UpdatePrompt').then((prompt) => prompt.showUpdatePrompt(registration));
}

/** A worker of a new build is ready while one of an earlier build is active: offer to reload. */
function watchForNewBuild(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && registration.active) showPrompt(registration);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration.active) showPrompt(registration);
    });
  });
}

function start(): void {
  navigator.serviceWorker.register(`${siteConfig.baseUrl}${WORKER_FILE}`).then(
    (registration) => {
      watchForNewBuild(registration);
      report([location.href], []);
      new PerformanceObserver((list) =>
        report(
          [],
          list.getEntries().map((entry) => entry.name),
        ),
      ).observe({
        type: 'resource',
        buffered: true,
      });
    },
    () => undefined,
  );
}

// `docusaurus start` has no worker (postBuild writes it), and a worker there would serve stale pages.
const supported =
  process.env.NODE_ENV === 'production' && ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator;
if (supported) {
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, {once: true});
}

const offlineReading: ClientModule = {
  // A page reached in the app (no document load) is reported too, so it can be read offline.
  onRouteDidUpdate({location, previousLocation}) {
    if (supported && previousLocation && location.pathname !== previousLocation.pathname)
      report([window.location.href], []);
  },
};
export default offlineReading;
