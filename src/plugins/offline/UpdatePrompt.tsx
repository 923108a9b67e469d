/**
 * "A new version of these docs is available." with Reload, shown by the client module when a new
 * build's worker is installed. A polite status region that takes no focus: the reader finishes
 * what they are doing. Reload activates the new worker and reloads; Later hides the prompt until
 * the next page load. Rendered in its own root (loaded only when needed), styled with Infima's
 * variables so it follows the colour mode.
 */
import {useState} from 'react';
import {createRoot} from 'react-dom/client';
import type {ActivateMessage} from './worker';
import styles from './UpdatePrompt.module.css';

/** Resolves once `worker` is the active one (the page then loads with the new build). */
function activated(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.state === 'activated') resolve();
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
    });
  });
}

async function reloadWithNewBuild(registration: ServiceWorkerRegistration): Promise<void> {
  const waiting = registration.waiting;
  if (waiting) {
    const message: ActivateMessage = {type: 'activate'};
    waiting.postMessage(message);
    await activated(waiting);
  }
  location.reload();
}

function UpdatePrompt({registration}: {registration: ServiceWorkerRegistration}) {
  const [hidden, setHidden] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (hidden) return null;
  return (
    <div className={styles.prompt}>
      <p className={styles.text}>A new version of these docs is available.</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void reloadWithNewBuild(registration);
          }}>
          Reload
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => setHidden(true)}>
          Later
        </button>
      </div>
    </div>
  );
}

let shown = false;

export function showUpdatePrompt(registration: ServiceWorkerRegistration): void {
  if (shown) return;
  shown = true;
  // The live region is in the document before its text, so screen readers announce the text.
  const region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.className = styles.region!;
  document.body.append(region);
  createRoot(region).render(<UpdatePrompt registration={registration} />);
}
