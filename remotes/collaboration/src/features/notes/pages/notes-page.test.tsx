import { NOTE_COLORS, NOTE_MESSAGES, type Note } from '@kanri/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { makeNote, Reply, skipContractCheck, spyOnToasts, toastTexts } from '../../../test-utils';
import { NOTES_TEXTS } from '../texts';
import { noteCard, renderNotesPage, sectionTitles, statValue } from '../test-support';
import { NOTES_VIEW_STORAGE_KEY } from '../view-preference';

// Lazy design-system parts (inputs, modal, dropdown) are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const T = NOTES_TEXTS;

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** Opens a card's menu and picks an item (Pin, Unpin, Archive, Unarchive, Edit, Delete). */
async function pickFromMenu(view: ReturnType<typeof renderNotesPage>, title: string, item: string) {
  await view.user.click(within(noteCard(title)).getByRole('button', { name: T.card.actions(title) }));
  await view.user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${item}$`) }));
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('NotesPage', () => {
  it('shows the cards’ figures from the reply’s counts and the sections Pinned Notes, then Other Notes', async () => {
    const view = renderNotesPage({
      notes: [
        makeNote(1, { title: 'Groceries', updated_at: '2026-11-01T09:00:00.000Z' }),
        makeNote(2, { title: 'Roadmap', is_pinned: true, updated_at: '2026-10-01T09:00:00.000Z' }),
        makeNote(3, { title: 'Standup', updated_at: '2026-11-01T12:00:00.000Z' }),
        makeNote(4, { title: 'Ideas', is_pinned: true, updated_at: '2026-10-20T09:00:00.000Z' }),
      ],
      counts: { total: 41, pinned: 7, recent: 3, archived: 12 },
    });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    await waitFor(() => expect(statValue(T.stats.total)).toBe('41'));
    expect(statValue(T.stats.pinned)).toBe('7');
    expect(statValue(T.stats.recent)).toBe('3');
    expect(statValue(T.stats.archived)).toBe('12');
    expect([T.stats.total, T.stats.pinned, T.stats.recent, T.stats.archived]).toEqual([
      'Total Notes',
      'Pinned',
      'Recent',
      'Archived',
    ]);

    await waitFor(() => expect(sectionTitles('Pinned Notes')).toEqual(['Ideas', 'Roadmap']));
    expect(sectionTitles('Other Notes')).toEqual(['Standup', 'Groceries']);
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeInTheDocument();
    // Lists are asked of the server: the first page, active notes, no search.
    expect(view.api.callsTo('GET /notes').map((call) => Object.fromEntries(call.query))).toEqual([{ per_page: '50', page: '1' }]);
  });

  it('hides an empty section and says so when there are no notes at all', async () => {
    renderNotesPage({ notes: [makeNote(1, { title: 'Only one' })] });
    await waitFor(() => expect(sectionTitles('Other Notes')).toEqual(['Only one']));
    expect(screen.queryByRole('region', { name: 'Pinned Notes' })).not.toBeInTheDocument();
  });

  it('says `No notes yet. Create your first note!` when there are none', async () => {
    renderNotesPage();
    expect(await screen.findByText('No notes yet. Create your first note!')).toBeInTheDocument();
    expect(statValue(T.stats.total)).toBe('0');
  });

  it('searches on the server (title, content, tags) and says `No notes found matching your search`', async () => {
    const view = renderNotesPage({
      notes: [makeNote(1, { title: 'Groceries', tags: ['home'] }), makeNote(2, { title: 'Roadmap', content: 'Q3 launch' })],
    });
    await waitFor(() => expect(sectionTitles('Other Notes')).toHaveLength(2));
    const search = screen.getByRole('textbox', { name: T.search });
    await view.user.type(search, 'launch');
    await waitFor(() => expect(sectionTitles('Other Notes')).toEqual(['Roadmap']));
    expect(view.api.callsTo('GET /notes').at(-1)!.query.get('search')).toBe('launch');

    await view.user.clear(search);
    await view.user.type(search, 'home');
    await waitFor(() => expect(sectionTitles('Other Notes')).toEqual(['Groceries']));

    await view.user.clear(search);
    await view.user.type(search, 'nothing like it');
    expect(await screen.findByText('No notes found matching your search')).toBeInTheDocument();
    // Typing is sent once it pauses, not once per key.
    expect(view.api.callsTo('GET /notes').filter((call) => call.query.get('search')?.startsWith('noth')).length).toBe(1);
  });

  it('remembers Grid or List across visits and previews 150 characters in the grid, 200 in the list', async () => {
    const content = `${'a'.repeat(120)}\n${'b'.repeat(179)}`;
    const first = renderNotesPage({ notes: [makeNote(1, { title: 'Long', content })] });
    const preview = () => noteCard('Long').querySelector('.kc-note-preview')!.textContent;
    await waitFor(() => expect(preview()).toBe(`${content.slice(0, 150)}...`));
    expect(screen.getByRole('radio', { name: /Grid/ })).toBeChecked();

    await first.user.click(screen.getByText('List'));
    await waitFor(() => expect(preview()).toBe(`${content.slice(0, 200)}...`));
    expect(localStorage.getItem(NOTES_VIEW_STORAGE_KEY)).toBe('list');
    first.unmount();

    renderNotesPage({ notes: [makeNote(1, { title: 'Long', content })] });
    await waitFor(() => expect(preview()).toBe(`${content.slice(0, 200)}...`));
    expect(screen.getByRole('radio', { name: /List/ })).toBeChecked();
  });

  it('paints a card in its colour, keeps line breaks and wraps long words', async () => {
    renderNotesPage({
      notes: [
        makeNote(1, { title: 'Sunny', color: 'yellow', content: 'Line 1\nLine 2', tags: ['home', 'ideas'] }),
        makeNote(2, { title: 'Plain', content: 'x'.repeat(120) }),
      ],
    });
    await waitFor(() => expect(sectionTitles('Other Notes')).toHaveLength(2));
    const sunny = noteCard('Sunny');
    expect(sunny).toHaveStyle({ background: NOTE_COLORS.yellow.fill, borderColor: NOTE_COLORS.yellow.border, color: '#1f1f1f' });
    expect(noteCard('Plain')).toHaveStyle({ background: NOTE_COLORS.default.fill, borderColor: NOTE_COLORS.default.border });
    const preview = sunny.querySelector('.kc-note-preview')!;
    expect(preview.textContent).toBe('Line 1\nLine 2');
    expect(preview).toHaveStyle({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
    expect(
      within(within(sunny).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['home', 'ideas']);
  });

  it('refuses an empty Add Note form with `Title and content are required` under each field, sending nothing', async () => {
    const view = renderNotesPage();
    await screen.findByText(T.empty);
    await view.user.click(screen.getByRole('button', { name: 'Add Note' }));
    const form = await dialog('Add Note');
    await view.user.click(within(form).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(within(form).getAllByText('Title and content are required')).toHaveLength(2));
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-invalid', 'true');
    expect(view.api.callsTo('POST /notes/store')).toHaveLength(0);

    // Content alone still lacks a title.
    await view.user.type(within(form).getByRole('textbox', { name: 'Content' }), 'Something');
    await view.user.click(within(form).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(within(form).getAllByText('Title and content are required')).toHaveLength(1));
    expect(view.api.callsTo('POST /notes/store')).toHaveLength(0);
  });

  it('adds a note with its colour, multi-line content and tags, toasts and shows it', async () => {
    const toasts = spyOnToasts();
    const view = renderNotesPage();
    await screen.findByText(T.empty);
    await view.user.click(screen.getByRole('button', { name: 'Add Note' }));
    const form = await dialog('Add Note');
    await view.user.type(within(form).getByRole('textbox', { name: 'Title' }), '  Launch plan ');
    await view.user.type(within(form).getByRole('textbox', { name: 'Content' }), 'First line{Enter}Second line');
    const colours = within(form).getByRole('radiogroup', { name: 'Colour' });
    expect(
      within(colours)
        .getAllByRole('radio')
        .map((swatch) => swatch.getAttribute('aria-label')),
    ).toEqual(['Default', 'Yellow', 'Green', 'Blue', 'Purple', 'Pink', 'Orange']);
    expect(within(colours).getByRole('radio', { name: 'Default' })).toBeChecked();
    const blue = within(colours).getByRole('radio', { name: 'Blue' });
    expect(blue).toHaveStyle({ background: NOTE_COLORS.blue.fill, border: `2px solid ${NOTE_COLORS.blue.border}` });
    await view.user.click(blue);
    expect(blue).toBeChecked();
    const tags = within(form).getByRole('combobox', { name: 'Tags' });
    await view.user.type(tags, 'work,');
    await view.user.type(tags, 'q3{Enter}');
    await waitFor(() => expect(within(form).getByTitle('q3')).toBeInTheDocument());

    await view.user.click(within(form).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(view.api.callsTo('POST /notes/store')).toHaveLength(1));
    expect(view.api.callsTo('POST /notes/store')[0]!.body).toEqual({
      title: 'Launch plan',
      content: 'First line\nSecond line',
      color: 'blue',
      tags: ['work', 'q3'],
    });
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual(['Note created successfully']));
    await waitFor(() => expect(sectionTitles('Other Notes')).toEqual(['Launch plan']));
    expect(noteCard('Launch plan')).toHaveAttribute('data-color', 'blue');
    expect(noteCard('Launch plan')).toHaveStyle({ background: NOTE_COLORS.blue.fill });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Note' })).not.toBeInTheDocument());
  });

  it('places a 422’s messages under their fields', async () => {
    const view = renderNotesPage({
      handlers: {
        'POST /notes/store': () =>
          new Reply(422, { error: true, message: 'The given data was invalid.', errors: { title: ['That title is taken.'] } }),
      },
    });
    await screen.findByText(T.empty);
    await view.user.click(screen.getByRole('button', { name: 'Add Note' }));
    const form = await dialog('Add Note');
    await view.user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Plan');
    await view.user.type(within(form).getByRole('textbox', { name: 'Content' }), 'Body');
    await view.user.click(within(form).getByRole('button', { name: 'Add Note' }));
    expect(await within(form).findByText('That title is taken.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('toasts `Failed to add note` without a server message, and the server’s message when it gives one', async () => {
    skipContractCheck('POST /notes/store', 'a gateway reply without the API’s error envelope, on purpose');
    const toasts = spyOnToasts();
    let reply = new Reply(502, undefined);
    const view = renderNotesPage({ handlers: { 'POST /notes/store': () => reply } });
    await screen.findByText(T.empty);
    await view.user.click(screen.getByRole('button', { name: 'Add Note' }));
    const form = await dialog('Add Note');
    await view.user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Plan');
    await view.user.type(within(form).getByRole('textbox', { name: 'Content' }), 'Body');
    await view.user.click(within(form).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Failed to add note']));

    reply = new Reply(500, { error: true, message: 'The database is resting.' });
    await view.user.click(within(form).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Failed to add note', 'The database is resting.']));
    expect(screen.getByRole('dialog', { name: 'Add Note' })).toBeInTheDocument();
  });

  it('opens Edit by clicking a card, prefilled, and saves the changes', async () => {
    const toasts = spyOnToasts();
    const view = renderNotesPage({
      notes: [makeNote(5, { title: 'Draft', content: 'One\nTwo', color: 'pink', tags: ['idea'] })],
    });
    await waitFor(() => expect(sectionTitles('Other Notes')).toEqual(['Draft']));
    await view.user.click(noteCard('Draft').querySelector('.kc-note-preview')!);
    const form = await dialog('Edit Note');
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Draft');
    expect(within(form).getByRole('textbox', { name: 'Content' })).toHaveValue('One\nTwo');
    expect(within(form).getByRole('radio', { name: 'Pink' })).toBeChecked();
    expect(within(form).getByTitle('idea')).toBeInTheDocument();

    const title = within(form).getByRole('textbox', { name: 'Title' });
    await view.user.clear(title);
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Title and content are required')).toBeInTheDocument();
    await view.user.type(title, 'Final');
    await view.user.click(within(form).getByRole('radio', { name: 'Green' }));
    // A tag typed but not entered is kept once the field is left.
    await view.user.type(within(form).getByRole('combobox', { name: 'Tags' }), 'later');
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual(['Note updated successfully']));
    expect(view.api.callsTo('PUT /notes/update')[0]!.body).toEqual({
      id: 5,
      title: 'Final',
      content: 'One\nTwo',
      color: 'green',
      tags: ['idea', 'later'],
    });
    await waitFor(() => expect(sectionTitles('Other Notes')).toEqual(['Final']));
    expect(noteCard('Final')).toHaveAttribute('data-color', 'green');
  });

  it('opens Edit from the keyboard on the card’s title', async () => {
    const view = renderNotesPage({ notes: [makeNote(5, { title: 'Draft' })] });
    const open = await screen.findByRole('button', { name: T.card.open('Draft') });
    open.focus();
    await view.user.keyboard('{Enter}');
    expect(await dialog('Edit Note')).toBeInTheDocument();
  });

  it('pins and unpins from the card’s menu (not opening Edit): the note moves to Pinned Notes and back', async () => {
    const toasts = spyOnToasts();
    const view = renderNotesPage({
      notes: [makeNote(1, { title: 'Alpha', updated_at: '2026-11-01T09:00:00.000Z' }), makeNote(2, { title: 'Beta' })],
    });
    await waitFor(() => expect(sectionTitles('Other Notes')).toHaveLength(2));
    await pickFromMenu(view, 'Alpha', 'Pin');
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual(['Note pinned']));
    expect(view.api.callsTo('PUT /notes/update').map((call) => call.body)).toEqual([{ id: 1, is_pinned: true }]);
    await waitFor(() => expect(sectionTitles('Pinned Notes')).toEqual(['Alpha']));
    expect(sectionTitles('Other Notes')).toEqual(['Beta']);
    expect(within(noteCard('Alpha')).getByRole('img', { name: 'Pinned' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Note' })).not.toBeInTheDocument();

    await pickFromMenu(view, 'Alpha', 'Unpin');
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual(['Note pinned', 'Note unpinned']));
    expect(view.api.callsTo('PUT /notes/update').at(-1)!.body).toEqual({ id: 1, is_pinned: false });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pinned Notes' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Edit Note' })).not.toBeInTheDocument();
  });

  it('toasts the server’s message, else `Failed to update note`, when a pin is refused', async () => {
    const toasts = spyOnToasts();
    let reply = new Reply(404, { error: true, message: NOTE_MESSAGES.notFound });
    const view = renderNotesPage({ notes: [makeNote(1, { title: 'Alpha' })], handlers: { 'PUT /notes/update': () => reply } });
    await waitFor(() => expect(sectionTitles('Other Notes')).toEqual(['Alpha']));
    await pickFromMenu(view, 'Alpha', 'Pin');
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Note not found.']));

    skipContractCheck('PUT /notes/update', 'a gateway reply without the API’s error envelope, on purpose');
    reply = new Reply(503, undefined);
    await pickFromMenu(view, 'Alpha', 'Pin');
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Note not found.', 'Failed to update note']));
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('archives a note: it leaves the sections and is listed under Archived, where it can be restored', async () => {
    const toasts = spyOnToasts();
    const view = renderNotesPage({
      notes: [makeNote(1, { title: 'Old plan', is_pinned: true }), makeNote(2, { title: 'Current' })],
    });
    await waitFor(() => expect(sectionTitles('Pinned Notes')).toEqual(['Old plan']));
    await pickFromMenu(view, 'Old plan', 'Archive');
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([NOTE_MESSAGES.archived]));
    expect(view.api.callsTo('PUT /notes/update')[0]!.body).toEqual({ id: 1, is_archived: true });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pinned Notes' })).not.toBeInTheDocument());
    expect(sectionTitles('Other Notes')).toEqual(['Current']);
    await waitFor(() => expect(statValue(T.stats.archived)).toBe('1'));

    await view.user.click(screen.getByText(T.filter.archived, { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(sectionTitles('Archived Notes')).toEqual(['Old plan']));
    expect(view.api.callsTo('GET /notes').at(-1)!.query.get('archived')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Pinned Notes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Other Notes' })).not.toBeInTheDocument();

    await pickFromMenu(view, 'Old plan', 'Unarchive');
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([NOTE_MESSAGES.archived, NOTE_MESSAGES.unarchived]));
    expect(await screen.findByText(T.emptyArchived)).toBeInTheDocument();
  });

  it('opens on the archived list with ?filter=archived', async () => {
    const view = renderNotesPage({
      path: '/dashboard/notes?filter=archived',
      notes: [makeNote(1, { title: 'Gone', is_archived: true }), makeNote(2, { title: 'Here' })],
    });
    await waitFor(() => expect(sectionTitles('Archived Notes')).toEqual(['Gone']));
    expect(view.api.callsTo('GET /notes')[0]!.query.get('archived')).toBe('true');
  });

  it('deletes after `Are you sure you want to delete this note?`', async () => {
    const toasts = spyOnToasts();
    const view = renderNotesPage({ notes: [makeNote(1, { title: 'Scratch' }), makeNote(2, { title: 'Keep' })] });
    await waitFor(() => expect(sectionTitles('Other Notes')).toHaveLength(2));
    await pickFromMenu(view, 'Scratch', 'Delete');
    const confirm = await dialog('Delete Note');
    expect(within(confirm).getByText('Are you sure you want to delete this note?')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Note' })).not.toBeInTheDocument();
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual(['Note deleted successfully']));
    expect(view.api.callsTo('DELETE /notes/destroy')[0]!.body).toEqual({ id: 1 });
    await waitFor(() => expect(sectionTitles('Other Notes')).toEqual(['Keep']));
  });

  it('toasts `Failed to delete note` (or the server’s message) when a delete is refused', async () => {
    skipContractCheck('DELETE /notes/destroy', 'a gateway reply without the API’s error envelope, on purpose');
    const toasts = spyOnToasts();
    let reply = new Reply(502, undefined);
    const view = renderNotesPage({
      notes: [makeNote(1, { title: 'Scratch' })],
      handlers: { 'DELETE /notes/destroy': () => reply },
    });
    await waitFor(() => expect(sectionTitles('Other Notes')).toEqual(['Scratch']));
    await pickFromMenu(view, 'Scratch', 'Delete');
    await view.user.click(within(await dialog('Delete Note')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Failed to delete note']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Note' })).not.toBeInTheDocument());

    reply = new Reply(404, { error: true, message: NOTE_MESSAGES.notFound });
    await pickFromMenu(view, 'Scratch', 'Delete');
    await view.user.click(within(await dialog('Delete Note')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Failed to delete note', NOTE_MESSAGES.notFound]));
  });

  it('shows `Failed to load notes` with Retry when the list cannot be loaded', async () => {
    let fail = true;
    const notes: Note[] = [makeNote(1, { title: 'Back again' })];
    const view = renderNotesPage({
      notes,
      handlers: {
        'GET /notes': () =>
          fail
            ? new Reply(500, { error: true, message: 'The database is resting.' })
            : { items: notes, total: 1, page: 1, per_page: 50, counts: { total: 1, pinned: 0, recent: 1, archived: 0 } },
      },
    });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Failed to load notes')).toBeInTheDocument();
    expect(within(panel).getByText('The database is resting.')).toBeInTheDocument();
    fail = false;
    await view.user.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sectionTitles('Other Notes')).toEqual(['Back again']));
  });

  it('loads the next page with Load more until every note is shown', async () => {
    const notes = Array.from({ length: 60 }, (_, index) =>
      makeNote(index + 1, { title: `Note ${index + 1}`, updated_at: new Date(Date.UTC(2026, 9, 1, 0, index)).toISOString() }),
    );
    const view = renderNotesPage({ notes });
    await waitFor(() => expect(sectionTitles('Other Notes')).toHaveLength(50));
    expect(screen.getByText('Showing 50 of 60')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(sectionTitles('Other Notes')).toHaveLength(60));
    expect(sectionTitles('Other Notes').slice(0, 2)).toEqual(['Note 60', 'Note 59']);
    expect(view.api.callsTo('GET /notes').map((call) => call.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  describe('?note=ID (a search result)', () => {
    it('opens the note’s editor, archived ones too, and closing it takes the parameter off the URL', async () => {
      const view = renderNotesPage({
        notes: [makeNote(1, { title: 'Groceries' }), makeNote(2, { title: 'Old plan', content: 'Kept', is_archived: true })],
        path: '/dashboard/notes?note=2',
      });
      const form = await dialog(T.dialog.editTitle);
      await waitFor(() => expect(within(form).getByRole('textbox', { name: T.dialog.noteTitle })).toHaveValue('Old plan'));
      expect(view.router.state.location.search).toBe('?note=2');
      await view.user.click(within(form).getByRole('button', { name: T.dialog.cancel }));
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      expect(view.router.state.historyAction).toBe('REPLACE');
      expect(view.pathname()).toBe('/dashboard/notes');
    });

    it('toasts Note not found. for an unknown id and removes the parameter', async () => {
      const toasts = spyOnToasts();
      const view = renderNotesPage({ notes: [makeNote(1, { title: 'Groceries' })], path: '/dashboard/notes?note=99' });
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual([NOTE_MESSAGES.notFound]));
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      expect(NOTE_MESSAGES.notFound).toBe('Note not found.');
      expect(screen.queryByRole('dialog', { name: T.dialog.editTitle })).not.toBeInTheDocument();
      expect(sectionTitles('Other Notes')).toEqual(['Groceries']);
    });
  });
});
