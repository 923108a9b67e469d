// Why: registers the product breadcrumb as the navbar item type `custom-productBreadcrumb`.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductBreadcrumb from '@site/src/components/ProductBreadcrumb';

export default {
  ...ComponentTypes,
  'custom-productBreadcrumb': ProductBreadcrumb,
};
