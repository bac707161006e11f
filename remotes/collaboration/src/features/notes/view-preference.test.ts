import { NOTES_VIEW_STORAGE_KEY, readNotesView, writeNotesView } from './view-preference';

afterEach(() => localStorage.clear());

describe('the notes view preference', () => {
  it('is Grid until List is chosen, and remembers the choice', () => {
    expect(readNotesView()).toBe('grid');
    writeNotesView('list');
    expect(localStorage.getItem(NOTES_VIEW_STORAGE_KEY)).toBe('list');
    expect(readNotesView()).toBe('list');
    writeNotesView('grid');
    expect(readNotesView()).toBe('grid');
  });

  it('reads anything else as Grid', () => {
    localStorage.setItem(NOTES_VIEW_STORAGE_KEY, 'table');
    expect(readNotesView()).toBe('grid');
  });
});
