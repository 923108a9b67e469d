// Why: the mobile secondary menu names the product whose docs it lists (spec §2, "Narrow screens").
import type {ReactNode} from 'react';
import Mobile from '@theme-original/DocSidebar/Mobile';
import type MobileType from '@theme/DocSidebar/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {productForPath} from '@site/src/data/products';

type Props = WrapperProps<typeof MobileType>;

export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  const product = productForPath(useLocation().pathname);
  return (
    <>
      {product && (
        <div className="mobile-product-name" data-testid="mobile-product-name">
          {product.name}
        </div>
      )}
      <Mobile {...props} />
    </>
  );
}
