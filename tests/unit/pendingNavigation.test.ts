/**
 * PendingNavigation (src/plugins/startup/client/PendingNavigation.js) ends a navigation only when
 * the preload of the location it went to finishes while that location is still the newest. Driven
 * here as React drives a class component: shouldComponentUpdate with the next props, then the
 * props set, whatever it answered. Upstream's module is driven the same way, to show the race.
 */
import {describe, expect, it, vi} from 'vitest';

type Deferred = {resolve: () => void; reject: (error: Error) => void};
const preloads = new Map<string, Deferred>();

vi.mock('@docusaurus/core/lib/client/preload', () => ({
  default: (pathname: string) =>
    new Promise<void>((resolve, reject) => preloads.set(pathname, {resolve, reject: (e) => reject(e)})),
}));
vi.mock('@docusaurus/core/lib/client/ClientLifecyclesDispatcher', () => ({
  default: () => null,
  dispatchLifecycleAction: () => () => undefined,
}));

interface Navigation {
  props: {location: {pathname: string}; children: null};
  state: {nextRouteHasLoaded: boolean};
  setState(state: {nextRouteHasLoaded: boolean}): void;
  shouldComponentUpdate(props: Navigation['props'], state: Navigation['state']): boolean;
}
type NavigationClass = new (props: Navigation['props']) => Navigation;

/** Navigates A -> B -> C, B's preload finishing after C was asked for; returns the locations rendered. */
async function race(Component: NavigationClass): Promise<string[]> {
  preloads.clear();
  const at = (pathname: string) => ({location: {pathname}, children: null});
  const navigation = new Component(at('/a'));
  const rendered: string[] = ['/a'];
  navigation.setState = (state) => {
    if (navigation.shouldComponentUpdate(navigation.props, {...navigation.state, ...state})) {
      rendered.push(navigation.props.location.pathname);
    }
    navigation.state = {...navigation.state, ...state};
  };
  for (const next of ['/b', '/c']) {
    const props = at(next);
    navigation.shouldComponentUpdate(props, navigation.state);
    navigation.props = props;
  }
  preloads.get('/b')!.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const renderedBeforeC = [...rendered];
  preloads.get('/c')!.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return [...renderedBeforeC, '|', ...rendered.slice(renderedBeforeC.length)];
}

describe('PendingNavigation under fast navigation', () => {
  it('renders the newest location only once its own preload has finished', async () => {
    const {default: ours} = (await import('../../src/plugins/startup/client/PendingNavigation.js')) as unknown as {
      default: NavigationClass;
    };
    expect(await race(ours)).toEqual(['/a', '|', '/c']);
  });

  it('upstream renders it when an older location’s preload finishes (the race the eject is for)', async () => {
    const {default: upstream} = (await import('@docusaurus/core/lib/client/PendingNavigation.js')) as unknown as {
      default: NavigationClass;
    };
    expect(await race(upstream)).toEqual(['/a', '/c', '|', '/c']);
  });
});
