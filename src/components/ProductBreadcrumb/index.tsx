import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {productForPath} from '@site/src/data/products';
import styles from './styles.module.css';

interface Props {
  /** Set by the theme when the item renders inside the mobile sidebar. */
  mobile?: boolean;
}

/**
 * Whether a path is one of the site's pages. An unknown path is answered with 404.html, which
 * was rendered for /404.html and so with no product: showing one there would not match that
 * markup (a hydration error), and a page that does not exist belongs to no product anyway.
 * Docusaurus' own client matches paths against its routes the same way.
 */
function isSitePage(pathname: string): boolean {
  return matchRoutes(routes, pathname).some(({route}) => route.exact === true);
}

/**
 * Navbar item after the brand naming the product the reader is in, linked to
 * that product's manual. Hidden where no product applies (home, search, not
 * found) and in the mobile sidebar, whose secondary menu names the product itself.
 */
export default function ProductBreadcrumb({mobile}: Props): ReactNode {
  const {pathname} = useLocation();
  const product = productForPath(pathname);
  if (!product || mobile || !isSitePage(pathname)) return null;
  return (
    <Link
      to={product.manualPath}
      className={`navbar__item navbar__link ${styles.breadcrumb}`}
      aria-label={`${product.name} manual`}
      data-testid="product-breadcrumb">
      <span className={styles.separator} aria-hidden="true">
        /
      </span>
      {product.shortName}
    </Link>
  );
}
