import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Goes back one page when this app opened the current one, else to `fallback` (a link opened in a
 * new tab has nothing to go back to). The browser router keeps the entry's index in
 * `history.state.idx`; other routers (tests) only tell the first entry by its key `default`.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const state: unknown = typeof window !== 'undefined' ? window.history.state : null;
    const index = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
    const hasHistory = typeof index === 'number' ? index > 0 : location.key !== 'default';
    if (hasHistory) void navigate(-1);
    else void navigate(fallback);
  };
}
