/**
 * DocSearch 3.9's search button and keyboard shortcuts, reimplemented with the same markup and
 * behaviour: importing them from @docsearch/react puts the whole DocSearch bundle (modal
 * included, ~40 KB gzip) in every page's JS, since the package is one module. The modal itself
 * still comes from @docsearch/react, loaded on first use.
 */
import React, {useEffect, useState, type ReactNode, type Ref, type RefObject} from 'react';

export interface SearchButtonProps {
  ref?: Ref<HTMLButtonElement>;
  translations?: {buttonText?: string; buttonAriaLabel?: string};
  onClick: () => void;
  onFocus: () => void;
  onMouseOver: () => void;
  onTouchStart: () => void;
}

/** A line drawing in DocSearch's icon style: a rounded stroke in the text colour. */
export function StrokePath({d}: {d: string}): ReactNode {
  return (
    <path d={d} stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" />
  );
}

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <StrokePath d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z" />
    </svg>
  );
}

export function SearchButton({ref, translations = {}, onClick, ...handlers}: SearchButtonProps): ReactNode {
  // buttonAriaLabel is accepted for DocSearch's props shape but unused: see the note below.
  const {buttonText = 'Search'} = translations;
  // Known only in the browser (as DocSearch does): no key hint in the server-rendered HTML.
  const [modifier, setModifier] = useState<'Ctrl' | '⌘' | null>(null);
  useEffect(() => {
    setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  // No aria-label: the name is the visible text ("Search", then the keys "Ctrl K"), so voice-control
  // users can say what they see (WCAG 2.5.3, axe's label-content-name-mismatch). The shortcut is
  // also announced in its standard form through aria-keyshortcuts.
  // A submit button of the SearchBar's form, so without JavaScript it goes to the search page; with
  // it, the click opens the modal instead.
  return (
    <button
      type="submit"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      ref={ref}
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
      {...handlers}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier !== null && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
}

function isEditingContent(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const {tagName} = target;
  return target.isContentEditable || tagName === 'INPUT' || tagName === 'SELECT' || tagName === 'TEXTAREA';
}

export interface SearchKeyboardEventsProps {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
}

/** Ctrl/Cmd+K toggles the modal, `/` opens it outside form fields, Escape closes it. */
export function useSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: SearchKeyboardEventsProps): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditingContent(event) && event.key === '/' && !isOpen)
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (searchButtonRef?.current === document.activeElement && onInput && /^[a-zA-Z0-9]$/.test(event.key)) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
