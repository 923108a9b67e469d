/**
 * Docusaurus's ComponentCreator, called when a route is first rendered or preloaded rather than
 * for every route while the main script starts: `@generated/routes` calls it once per route
 * (~370), and each call builds a react-loadable component class: 54-74 ms of the first long task
 * with the CPU 4× slower on the machine that measured it. index.ts points `@docusaurus/ComponentCreator` here.
 */
import React, {type ReactNode} from 'react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

export default function LazyComponentCreator(path: string, hash: string): RouteComponent {
  let created: RouteComponent | undefined;
  const loadable = (): RouteComponent => (created ??= ComponentCreator(path, hash));
  function Route(props: object): ReactNode {
    const Component = loadable();
    return <Component {...props} />;
  }
  // What preload.ts calls before the first render and before a client-side navigation.
  Route.preload = () => loadable().preload();
  return Route as RouteComponent;
}
