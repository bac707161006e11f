import type { Note, NoteCounts, NotePage, NoteStoreRequest, NoteUpdateRequest } from '@kanri/contracts';
import { screen, within } from '@testing-library/react';
import { fakeApi, makeNote, renderWithApp, type ApiCall, type RenderWithAppOptions } from '../../test-utils';
import NotesPage from './pages/notes-page';
import { NOTES_TEXTS } from './texts';

const T = NOTES_TEXTS;

/** The server's order: pinned first, then most recently updated. */
const byServerOrder = (a: Note, b: Note) =>
  Number(b.is_pinned) - Number(a.is_pinned) || b.updated_at.localeCompare(a.updated_at) || b.id - a.id;

/**
 * The notes page over a fake API that keeps `notes` like the server: GET /notes filters (search in
 * title, content and tags; archived), orders and pages them with their counts (or `counts` as
 * given); store, update and destroy change them. `handlers` replace any route.
 */
export function renderNotesPage({
  notes: initial = [],
  counts,
  handlers = {},
  path = '/dashboard/notes',
  options = {},
}: {
  notes?: Note[];
  counts?: NoteCounts;
  handlers?: Record<string, (call: ApiCall) => unknown>;
  path?: string;
  options?: RenderWithAppOptions;
} = {}) {
  const notes = [...initial];
  let nextId = Math.max(100, ...notes.map((note) => note.id + 1));
  let clock = Date.parse('2026-11-02T10:00:00.000Z');
  const stamp = () => new Date((clock += 60_000)).toISOString();

  const api = fakeApi({
    'GET /notes': (call): NotePage => {
      const search = call.query.get('search')?.toLowerCase() ?? '';
      const archived = call.query.get('archived') === 'true';
      const page = Number(call.query.get('page') ?? 1);
      const perPage = Number(call.query.get('per_page') ?? 50);
      const matching = notes
        .filter((note) => note.is_archived === archived)
        .filter((note) => !search || [note.title, note.content, ...note.tags].some((text) => text.toLowerCase().includes(search)))
        .sort(byServerOrder);
      const active = notes.filter((note) => !note.is_archived);
      return {
        items: matching.slice((page - 1) * perPage, page * perPage),
        total: matching.length,
        page,
        per_page: perPage,
        counts: counts ?? {
          total: active.length,
          pinned: active.filter((note) => note.is_pinned).length,
          recent: active.length,
          archived: notes.length - active.length,
        },
      };
    },
    'POST /notes/store': (call) => {
      const body = call.body as NoteStoreRequest;
      const at = stamp();
      const note = makeNote(nextId++, {
        title: body.title.trim(),
        content: body.content,
        color: body.color ?? 'default',
        tags: body.tags ?? [],
        is_pinned: body.is_pinned ?? false,
        created_at: at,
        updated_at: at,
      });
      notes.push(note);
      return note;
    },
    'PUT /notes/update': (call) => {
      const { id, ...changes } = call.body as NoteUpdateRequest;
      const index = notes.findIndex((note) => note.id === id);
      const note = { ...notes[index]!, ...changes, updated_at: stamp() } as Note;
      notes[index] = note;
      return note;
    },
    'DELETE /notes/destroy': (call) => {
      const { id } = call.body as { id: number };
      notes.splice(
        notes.findIndex((note) => note.id === id),
        1,
      );
      return { id };
    },
    ...handlers,
  });
  const view = renderWithApp([{ path: '/dashboard/notes', element: <NotesPage /> }], { path, ...options });
  return { ...view, api, notes };
}

/** The value shown on a stat card (Total Notes, Pinned, Recent, Archived). */
export function statValue(title: string): string {
  const stats = screen.getByRole('region', { name: T.stats.label });
  const label = within(stats).getByText(title);
  return label.parentElement!.children[1]!.textContent ?? '';
}

/** The titles of the cards in a section (Pinned Notes, Other Notes, Archived Notes), in order. */
export function sectionTitles(section: string): string[] {
  const region = screen.queryByRole('region', { name: section });
  if (!region) return [];
  return within(region)
    .queryAllByTestId('note-card')
    .map((card) => card.querySelector('.kc-note-title')!.textContent ?? '');
}

/** The card of the note titled `title`. */
export const noteCard = (title: string) =>
  screen.getAllByTestId('note-card').find((card) => card.querySelector('.kc-note-title')?.textContent === title)!;
