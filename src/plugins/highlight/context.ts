/** Carries a code block's build-time tokens (its `data-highlight` prop) from CodeBlock to CodeBlock/Content. */
import {createContext, useContext} from 'react';

export const HighlightTokensContext = createContext<string | undefined>(undefined);

export function useHighlightTokens(): string | undefined {
  return useContext(HighlightTokensContext);
}
