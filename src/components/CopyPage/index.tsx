/**
 * "Copy page" puts the page's Markdown (served at its path with .md, by src/plugins/llms) on the
 * clipboard, for pasting into an issue, a chat or notes, and says so; next to it, a link to the
 * Markdown itself. The Markdown is fetched only when the button is pressed.
 */
import React, {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {markdownPath} from '@site/src/plugins/llms/paths';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

export default function CopyPage({permalink}: {permalink: string}): ReactNode {
  const [state, setState] = useState<State>('idle');
  const href = markdownPath(permalink);
  const copy = async () => {
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.actions}>
      <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
        {translate({id: 'copyPage.button', message: 'Copy page as Markdown'})}
      </button>
      <a href={href} className={styles.link}>
        {translate({id: 'copyPage.link', message: 'View as Markdown'})}
      </a>
      <span role="status" className={styles.status}>
        {state === 'copied' && translate({id: 'copyPage.copied', message: 'Copied to the clipboard.'})}
        {state === 'failed' &&
          translate({id: 'copyPage.failed', message: 'Could not copy: open the Markdown instead.'})}
      </span>
    </div>
  );
}
