import type { Note, NotePage } from '@kanri/contracts';

/**
 * The notes of every loaded page in the server's order (pinned first, then most recently updated).
 * Pages are numbered: a note that moved to a later page while the next one loaded is listed once.
 */
export function loadedNotes(pages: readonly NotePage[]): Note[] {
  const seen = new Set<number>();
  const notes: Note[] = [];
  for (const page of pages) {
    for (const note of page.items) {
      if (seen.has(note.id)) continue;
      seen.add(note.id);
      notes.push(note);
    }
  }
  return notes;
}

/** The next page to ask for, or undefined once every note of the list (`total`) is loaded. */
export function nextPageOf(last: NotePage, pages: readonly NotePage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < last.total && last.items.length > 0 ? last.page + 1 : undefined;
}

/** The sections Pinned Notes and Other Notes, each in the order given. */
export function splitPinned(notes: readonly Note[]): { pinned: Note[]; other: Note[] } {
  return { pinned: notes.filter((note) => note.is_pinned), other: notes.filter((note) => !note.is_pinned) };
}
