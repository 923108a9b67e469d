// Replaced, not wrapped: each docs section has one version ("current"), which never shows a
// version banner, so the theme's banner code would only add weight to every doc page.
import type {ReactNode} from 'react';

export default function DocVersionBanner(): ReactNode {
  return null;
}
