// Why: without JavaScript the menu button does nothing. A <details> menu with the site's main
// links takes its place then; it lives in <noscript>, so with JavaScript nothing changes.
import React, {type ReactNode} from 'react';
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import type ToggleType from '@theme/Navbar/MobileSidebar/Toggle';
import type {WrapperProps} from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {noScriptMenuLinks} from '@site/src/data/navigation';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ToggleType>;

export default function ToggleWrapper(props: Props): ReactNode {
  const base = useBaseUrl('/');
  return (
    <>
      <Toggle {...props} />
      <noscript>
        <style>{'.navbar__toggle[type="button"]{display:none}'}</style>
        <details className={styles.menu}>
          <summary className={styles.summary}>Menu</summary>
          <ul className={styles.links}>
            {noScriptMenuLinks.map((link) => (
              <li key={link.to}>
                <a href={`${base}${link.to.replace(/^\//, '')}`}>{link.label}</a>
              </li>
            ))}
          </ul>
        </details>
      </noscript>
    </>
  );
}
