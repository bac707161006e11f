import type { RemotesJson } from '@kanri/contracts';
import { Button, SearchOutlined } from '@kanri/design-system';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

/** The header box's hint, exactly as the issue words it (only this part loads with every page). */
export const SEARCH_HINT = 'Search [CTRL + K]';

// The palette is a chunk of its own: downloaded on the first opening (or when the box gets the focus).
const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

/**
 * The header's search box and the Ctrl+K / Cmd+K shortcut of every dashboard page, text fields
 * included (as in Linear): both open the command palette; the shortcut again closes it. Closing
 * gives the focus back to what had it.
 */
export function SearchBox({ registry }: { registry: RemotesJson }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<Element | null>(null);
  const toggle = (show: boolean) => {
    if (show) opener.current = document.activeElement;
    else setTimeout(() => (opener.current as HTMLElement | null)?.focus());
    setOpen(show);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        toggle(!open);
      }
    };
    addEventListener('keydown', onKeyDown);
    return () => removeEventListener('keydown', onKeyDown);
  });

  return (
    <>
      <Button
        icon={<SearchOutlined />}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => toggle(true)}
        onFocus={loadPalette}
        style={{ width: 220, justifyContent: 'start', color: '#888' }}
      >
        {SEARCH_HINT}
      </Button>
      {open && (
        <Suspense>
          <CommandPalette registry={registry} onClose={() => toggle(false)} />
        </Suspense>
      )}
    </>
  );
}
