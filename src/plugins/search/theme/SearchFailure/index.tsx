/**
 * The spec's failure texts (§8) inside the DocSearch modal when a search request fails. DocSearch
 * 3.9 shows its no-results screen for most failures, so the SearchBar puts this over it.
 */
import React, {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {texts} from '../../client/texts';
import type {FailureFlag} from '../../client/failureFlag';
import {StrokePath} from '../SearchButton';

/** DocSearch's own error screen markup. */
function SearchErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <StrokePath d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{texts.errorTitle()}</p>
      <p className="DocSearch-Help">{texts.errorHelp()}</p>
    </div>
  );
}

/**
 * While the last search failed, renders the error screen into the open modal's dropdown, and
 * `search-failed` hides its no-results screen: one status at a time.
 */
export default function SearchFailure({
  failure,
  container,
}: {
  failure: FailureFlag;
  container: HTMLElement | null;
}): ReactNode {
  const failed = useSyncExternalStore(failure.subscribe, failure.get, () => false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    if (!failed) return undefined;
    setDropdown(container?.querySelector('.DocSearch-Dropdown') ?? null);
    container?.classList.add('search-failed');
    return () => container?.classList.remove('search-failed');
  }, [container, failed]);
  return failed && dropdown?.isConnected ? createPortal(<SearchErrorScreen />, dropdown) : null;
}
