/** The one route of the API reference (everything under /api): a prepared page (../../index.ts). */
import React, {type ReactNode} from 'react';
import PreparedPage from '../../../prepared-pages/PreparedPage';
import type {PreparedPage as Page} from '../../../prepared-pages/page';
import './styles.css';

export default function ApiReferencePage({page}: {page: Page}): ReactNode {
  return <PreparedPage page={page} className="api-reference" />;
}
