/**
 * Page side of offline reading. It is in every page's main bundle, so it only loads ./register
 * after the page's `load` event (registration, reporting and the update prompt live there): the
 * worker costs the page's first load nothing but these lines.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

// `docusaurus start` has no worker (postBuild writes it), and a worker there would serve stale pages.
const supported =
  process.env.NODE_ENV === 'production' && ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator;

const registration = () => import('./register');

if (supported) {
  const start = () => void registration().then((module) => module.start());
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, {once: true});
}

const offlineReading: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (supported && previousLocation && location.pathname !== previousLocation.pathname) {
      void registration().then((module) => module.reportPage(window.location.href));
    }
  },
};
export default offlineReading;
