/**
 * The gallery's one route (everything under /examples): a prepared page (../../index.ts). On the
 * index, the filter in the prepared HTML comes alive here: it is hidden until this runs, so
 * without JavaScript the index is the plain list.
 */
import React, {useEffect, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import PreparedPage from '../../../prepared-pages/PreparedPage';
import type {PreparedPage as Page} from '../../../prepared-pages/page';
import {wireExamplesFilter} from '../../filter';
import './styles.css';

export default function ExamplesPage({page}: {page: Page}): ReactNode {
  const {pathname} = useLocation();
  useEffect(() => wireExamplesFilter(document), [pathname]);
  return <PreparedPage page={page} className="examples" />;
}
