/**
 * The CLI reference's two routes (/runtime/reference/cli and everything below it, and the
 * environment variables page): prepared pages, HTML made at build time from the pinned deno's
 * help (../../render.ts). Nothing is rendered from data in the browser.
 */
import React, {type ReactNode} from 'react';
import PreparedPage from '../../../prepared-pages/PreparedPage';
import type {PreparedPage as Page} from '../../../prepared-pages/page';
import styles from './styles.module.css';

export default function CliReferencePage({page}: {page: Page}): ReactNode {
  return <PreparedPage page={page} className={styles.reference!} />;
}
