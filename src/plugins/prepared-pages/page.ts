/** A prepared page as the build writes it and the browser reads it back (no Node code here: the browser imports it). */
export interface PreparedPage {
  path: string;
  title: string;
  description: string;
  /** The page's content, layout and table of contents included (layout.ts). */
  html: string;
}

/** What the build renders a shell route with: placeholders that shell.ts fills per page. */
export const PLACEHOLDER = {
  title: '__PREPARED_PAGE_TITLE__',
  description: '__PREPARED_PAGE_DESCRIPTION__',
  path: '__PREPARED_PAGE_PATH__',
  html: '__PREPARED_PAGE_HTML__',
} as const;

/** The data of a shell route. */
export const SHELL_PAGE: PreparedPage = {
  path: PLACEHOLDER.path,
  title: PLACEHOLDER.title,
  description: PLACEHOLDER.description,
  html: PLACEHOLDER.html,
};

/** Where the dev server answers a prepared page's data: this, then the page's path (routes.ts). */
export const DEV_PAGES_PATH = '/__prepared-pages';
