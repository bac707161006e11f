import { apiCall, errorMessage } from '@kanri/api-client';
import type { SearchResult } from '@kanri/contracts/search';
import { useEffect, useState } from 'react';

/**
 * GET /search?q= (contracts `@kanri/contracts/search`). It lives in the palette's chunk, not in
 * api-client: only an opened palette loads it.
 */
export const searchEverything = (q: string, signal?: AbortSignal) =>
  apiCall<SearchResult>(`/search?q=${encodeURIComponent(q)}`, signal ? { signal } : {});

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 150;

export interface PaletteSearch {
  /** The text the shown result answers ('' before any). */
  q: string;
  result: SearchResult | null;
  /** A search for newer text is pending (debounce or request). */
  loading: boolean;
  error: string | null;
}

const IDLE: PaletteSearch = { q: '', result: null, loading: false, error: null };

/**
 * Searches `text` as it is typed: after a pause of SEARCH_DEBOUNCE_MS, one request; a newer text
 * aborts the request of the older one, and an answer to an older text is never shown (even one
 * that arrives after the newer one). While the next answer loads, the last one stays on screen.
 */
export function usePaletteSearch(text: string, search = searchEverything): PaletteSearch {
  const [state, setState] = useState<PaletteSearch>(IDLE);
  const q = text.trim();

  useEffect(() => {
    if (!q) {
      setState(IDLE);
      return;
    }
    setState((previous) => ({ ...previous, loading: true }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(q, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setState({ q, result, loading: false, error: null });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ q, result: null, loading: false, error: errorMessage(error) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, search]);

  return state;
}
