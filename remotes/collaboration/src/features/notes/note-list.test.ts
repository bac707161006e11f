import type { NotePage } from '@kanri/contracts';
import { makeNote } from '../../test-utils';
import { loadedNotes, nextPageOf, splitPinned } from './note-list';

const counts = { total: 0, pinned: 0, recent: 0, archived: 0 };
const page = (ids: number[], number: number, total: number): NotePage => ({
  items: ids.map((id) => makeNote(id)),
  total,
  page: number,
  per_page: 2,
  counts,
});

describe('the notes list', () => {
  it('joins the loaded pages in order, each note once', () => {
    expect(loadedNotes([page([1, 2], 1, 5), page([2, 3], 2, 5)]).map((note) => note.id)).toEqual([1, 2, 3]);
    expect(loadedNotes([])).toEqual([]);
  });

  it('asks for the next page until every note is loaded', () => {
    const first = page([1, 2], 1, 3);
    expect(nextPageOf(first, [first])).toBe(2);
    const second = page([3], 2, 3);
    expect(nextPageOf(second, [first, second])).toBeUndefined();
    // A shorter list than announced (notes deleted meanwhile) stops at an empty page.
    const empty = page([], 2, 3);
    expect(nextPageOf(empty, [first, empty])).toBeUndefined();
  });

  it('splits pinned notes from the others, keeping the server’s order', () => {
    const notes = [makeNote(1, { is_pinned: true }), makeNote(2), makeNote(3, { is_pinned: true }), makeNote(4)];
    const { pinned, other } = splitPinned(notes);
    expect(pinned.map((note) => note.id)).toEqual([1, 3]);
    expect(other.map((note) => note.id)).toEqual([2, 4]);
  });
});
