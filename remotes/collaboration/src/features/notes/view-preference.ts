import { useCallback, useState } from 'react';

export const NOTE_VIEWS = ['grid', 'list'] as const;
export type NoteView = (typeof NOTE_VIEWS)[number];

/** The browser remembers how the user likes to see notes: a view preference, not product data. */
export const NOTES_VIEW_STORAGE_KEY = 'kanri.notes.view';

export function readNotesView(): NoteView {
  try {
    return globalThis.localStorage?.getItem(NOTES_VIEW_STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

export function writeNotesView(view: NoteView): void {
  try {
    globalThis.localStorage?.setItem(NOTES_VIEW_STORAGE_KEY, view);
  } catch {
    /* storage full or blocked: the preference is simply not remembered */
  }
}

/** Grid or List, remembered across visits. */
export function useNotesView(): [NoteView, (view: NoteView) => void] {
  const [view, setView] = useState(readNotesView);
  const choose = useCallback((next: NoteView) => {
    setView(next);
    writeNotesView(next);
  }, []);
  return [view, choose];
}
