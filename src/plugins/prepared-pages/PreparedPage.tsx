/**
 * The page of a prepared-pages route (shell.ts): it shows HTML prepared at build time. Served a
 * page, it keeps the HTML the server sent (hydration reads it back from the DOM, so nothing is
 * rendered from data); navigating within the site, it fetches the next page's HTML and takes its
 * content. A path with no page shows the not-found page. The dev server writes no pages: there it
 * fetches each page's data from DEV_PAGES_PATH (routes.ts), the first one included.
 */
import React, {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Layout from '@theme/Layout';
import NotFound from '@theme/NotFound';
import {DEV_PAGES_PATH, type PreparedPage as Page} from './page';
import './styles.css';

/** What shows, for which path: its page, the previous page while the next loads, or not found. */
type Shown = {path: string} & ({status: 'page'; page: Page} | {status: 'loading'; page?: Page} | {status: 'missing'});

/** The prepared page a document holds (the served page, or one fetched), if it holds one. */
function pageOf(doc: Document): Page | undefined {
  const element = doc.querySelector<HTMLElement>('[data-prepared-page]');
  if (!element) return undefined;
  const {preparedPage = '', title = '', description = ''} = element.dataset;
  return {path: preparedPage, title, description, html: element.innerHTML};
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** Replaced when bundled: true on `npm start`'s dev server. */
const onDevServer = process.env.NODE_ENV === 'development';

/** The page at a path, or where its redirect points (an API member's URL leads to its anchor). */
async function fetchPage(pathname: string): Promise<Page | {redirect: string} | undefined> {
  if (onDevServer) {
    const data = await fetch(`${DEV_PAGES_PATH}${pathname}`);
    return data.ok ? ((await data.json()) as Page) : undefined;
  }
  const response = await fetch(pathname, {headers: {accept: 'text/html'}});
  if (!response.ok) return undefined;
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  const refresh = doc.querySelector<HTMLMetaElement>('meta[http-equiv="refresh"]')?.content;
  const redirect = refresh && /url=(.+)$/i.exec(refresh)?.[1];
  return redirect ? {redirect} : pageOf(doc);
}

/**
 * Links in the prepared HTML navigate within the app, as the site's own links do: one listener
 * on the content (the links are the interactive elements; the container only delegates).
 */
function useInAppLinks(content: RefObject<HTMLElement | null>, mounted: boolean): void {
  const history = useHistory();
  useEffect(() => {
    const element = content.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as HTMLElement).closest('a');
      if (!anchor || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || anchor.target) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      history.push(url.pathname + url.search + url.hash);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [content, history, mounted]);
}

export default function PreparedPage({page, className}: {page: Page; className: string}): ReactNode {
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const content = useRef<HTMLElement>(null);
  const [shown, setShown] = useState<Shown>(() => {
    const path = location.pathname;
    if (!ExecutionEnvironment.canUseDOM) return {path, status: 'page', page}; // the build's shell
    // Arrived by navigation, or on the dev server (which served no page): fetch below.
    if (isBrowser || onDevServer) return {path: '', status: 'loading'};
    const served = pageOf(document); // hydrating what the server sent (a page, or the 404 page)
    return served ? {path, status: 'page', page: served} : {path, status: 'missing'};
  });

  useEffect(() => {
    const path = location.pathname;
    if (shown.status !== 'loading' && samePath(shown.path, path)) return undefined;
    let current = true;
    setShown((previous) => ({
      path,
      status: 'loading',
      page: previous.status === 'missing' ? undefined : previous.page,
    }));
    fetchPage(path)
      .catch(() => undefined)
      .then((next) => {
        if (!current) return;
        if (next && 'redirect' in next) history.replace(next.redirect);
        else setShown(next ? {path, status: 'page', page: next} : {path, status: 'missing'});
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // Only a new path loads a page; `shown` changes because of this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  useEffect(() => {
    if (shown.status !== 'page' || !isBrowser) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    // Scroll once the content for the hash is in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  // The content element exists (and needs the listener) whenever a page, or its loading, shows.
  useInAppLinks(content, shown.status !== 'missing');

  if (shown.status === 'missing') return <NotFound />;
  const current = shown.page;
  return (
    <Layout title={current?.title} description={current?.description}>
      <main
        className={`container margin-vert--lg prepared-page ${className}`}
        aria-busy={shown.status === 'loading'}
        data-prepared-page={current?.path ?? ''}
        data-title={current?.title ?? ''}
        data-description={current?.description ?? ''}
        ref={content}
        dangerouslySetInnerHTML={{__html: current?.html ?? ''}}
      />
    </Layout>
  );
}
