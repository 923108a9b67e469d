import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {productForPath} from '@site/src/data/products';
import styles from './styles.module.css';

interface Props {
  /** Set by the theme when the item renders inside the mobile sidebar. */
  mobile?: boolean;
}

/**
 * Navbar item after the brand naming the product the reader is in, linked to
 * that product's manual. Hidden where no product applies (home, search) and in
 * the mobile sidebar, whose secondary menu names the product itself.
 */
export default function ProductBreadcrumb({mobile}: Props): ReactNode {
  const {pathname} = useLocation();
  const product = productForPath(pathname);
  if (!product || mobile) return null;
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
