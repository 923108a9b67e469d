/**
 * Whether the modal's last search failed, kept outside the SearchBar's React state. A state change
 * there re-rendered the DocSearch modal, and a modal given new props rebuilds its autocomplete with
 * the query it opened with: typed text was lost on the first failure and on recovery. Only the
 * failure screen subscribes to this, so a search's outcome re-renders nothing else.
 */
export interface FailureFlag {
  get: () => boolean;
  set: (failed: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createFailureFlag(): FailureFlag {
  let failed = false;
  const listeners = new Set<() => void>();
  return {
    get: () => failed,
    set: (next) => {
      if (next === failed) return;
      failed = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
