/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/theme-classic@3.10.2 (src/theme/DocSidebar/Mobile/index.tsx).
// Why: the mobile secondary menu names the product whose docs it lists (spec
// §2, "Narrow screens"); and its items render when the menu first opens, not
// on every page load of a phone: rendered hidden, each item's link was seen by
// Docusaurus's viewport prefetching while the menu slid into place, so a load
// mounted the whole sidebar and prefetched every page in it (the largest
// blocking work after hydration). Changes are marked (CUSTOM).

import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  NavbarSecondaryMenuFiller,
  type NavbarSecondaryMenuComponent,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router'; // (CUSTOM)
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';
import {productForPath} from '@site/src/data/products'; // (CUSTOM)

const DocSidebarMobileSecondaryMenu: NavbarSecondaryMenuComponent<Props> = ({
  sidebar,
  path,
}) => {
  const mobileSidebar = useNavbarMobileSidebar();
  // (CUSTOM) true from the first time the menu is shown
  const [opened, setOpened] = useState(false);
  if (mobileSidebar.shown && !opened) {
    setOpened(true);
  }
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      {/* (CUSTOM) rendered from the first opening of the menu */}
      {opened && (
        <DocSidebarItems
          items={sidebar}
          activePath={path}
          onItemClick={(item) => {
            // Mobile sidebar should only be closed if the category has a link
            if (item.type === 'category' && item.href) {
              mobileSidebar.toggle();
            }
            if (item.type === 'link') {
              mobileSidebar.toggle();
            }
          }}
          level={1}
        />
      )}
    </ul>
  );
};

function DocSidebarMobile(props: Props): ReactNode {
  const product = productForPath(useLocation().pathname); // (CUSTOM)
  return (
    <>
      {/* (CUSTOM) the product's name */}
      {product && (
        <div className="mobile-product-name" data-testid="mobile-product-name">
          {product.name}
        </div>
      )}
      <NavbarSecondaryMenuFiller
        component={DocSidebarMobileSecondaryMenu}
        props={props}
      />
    </>
  );
}

export default React.memo(DocSidebarMobile);
