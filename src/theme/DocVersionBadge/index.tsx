// Replaced, not wrapped: each docs section has one version, whose badge is off, so the theme's
// badge code would only add weight to every doc page.
import type {ReactNode} from 'react';

export default function DocVersionBadge(): ReactNode {
  return null;
}
