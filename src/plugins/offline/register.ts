/**
 * Registers the offline-reading worker and reports what the page used (its URL and its resource
 * timing entries, including the search index once search fetches it), and lazy-loads the update
 * prompt when a new build's worker is installed. Loaded by ./client.ts after the page's `load`.
 */
import siteConfig from '@generated/docusaurus.config';
import {WORKER_FILE, type UsedMessage} from './worker';

function report(pages: string[], files: string[]): void {
  const message: UsedMessage = {type: 'used', pages, files};
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** A page reached in the app (no document load), so it can be read offline too. */
export function reportPage(href: string): void {
  report([href], []);
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

function started(registration: ServiceWorkerRegistration): void {
  watchForNewBuild(registration);
  reportPage(location.href);
  new PerformanceObserver((list) =>
    report(
      [],
      list.getEntries().map((entry) => entry.name),
    ),
  ).observe({
    type: 'resource',
    buffered: true,
  });
}

export function start(): void {
  navigator.serviceWorker.register(`${siteConfig.baseUrl}${WORKER_FILE}`).then(started, () =>
    // Without a network the worker script cannot be fetched, but the registration the browser
    // has still says whether a newer build is waiting: the reader is told the copy is older.
    navigator.serviceWorker.getRegistration().then(
      (registration) => registration && started(registration),
      () => undefined,
    ),
  );
}
