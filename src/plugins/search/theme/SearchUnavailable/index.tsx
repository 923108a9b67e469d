/**
 * Shown by the SearchBar when the search modal's own code cannot load (offline after the first
 * page, a flaky network): the spec's failure texts (§8), a way to try again, and nothing thrown.
 * It cannot live inside the modal, because the modal is the code that failed to load.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {texts} from '../../client/texts';
import styles from './styles.module.css';

export interface SearchUnavailableProps {
  onRetry: () => void;
  onClose: () => void;
}

export default function SearchUnavailable({onRetry, onClose}: SearchUnavailableProps): ReactNode {
  const retryButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    retryButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  return (
    <div className={styles.panel} role="alert" aria-labelledby="search-unavailable-title">
      <p id="search-unavailable-title" className={styles.title}>
        {texts.errorTitle()}
      </p>
      <p className={styles.help}>{texts.errorHelp()}</p>
      <div className={styles.actions}>
        <button ref={retryButton} type="button" className="button button--primary button--sm" onClick={onRetry}>
          {texts.retry()}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={onClose}>
          {texts.close()}
        </button>
      </div>
    </div>
  );
}
