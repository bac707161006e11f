import {
  COLLAB_DEFAULT_PER_PAGE,
  COMMON_MESSAGES,
  NOTE_CONTENT_MAX_LENGTH,
  NOTE_MAX_TAGS,
  NOTE_MESSAGES,
  NOTE_TAG_MAX_LENGTH,
  NOTE_TITLE_MAX_LENGTH,
  type Note,
  type NoteColor,
  type Role,
} from '@kanri/contracts';
import { eq, sql } from 'drizzle-orm';
import { notes } from '../../../src/db/schema.js';
import {
  addMember,
  authHeaders,
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { roundTripCounter } from '../../helpers/round-trips.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const DAY = 86_400_000;

describe('notes', () => {
  let testApp: TestApp;
  let counter: ReturnType<typeof roundTripCounter>;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let outsider: { id: number; token: string };

  beforeAll(async () => {
    testApp = await startTestApp({ beforeReady: (app, database) => (counter = roundTripCounter(app, database.pool)) });
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
    const outsiderUser = await createUser(db(), { email: 'outsider@studio.test', role: 'member', workspaceId: studio });
    outsider = { id: outsiderUser.id, token: await openSession(db(), outsiderUser.id) };
  });
  beforeEach(() => db().delete(notes));
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  /** The member of workspace 1 is the owner in these tests. */
  const call = caller(
    () => testApp.app,
    () => members.member.token,
  );
  const owner = () => members.member.user.id;
  const store = async (body: object) => dataOf(await call('POST', '/notes/store', body), 201) as Note;
  const list = async (query = '', token?: string, workspaceId?: number) =>
    dataOf(await call('GET', `/notes${query}`, undefined, token, workspaceId));
  const titles = (page: { items: Note[] }) => page.items.map((note) => note.title);
  const rowCount = async () => (await db().select({ id: notes.id }).from(notes)).length;

  interface NoteSeed {
    title: string;
    content?: string;
    color?: NoteColor;
    tags?: string[];
    pinned?: boolean;
    archived?: boolean;
    /** Milliseconds ago (created and updated then, unless `updatedAgo`). */
    createdAgo?: number;
    updatedAgo?: number;
    userId?: number;
  }
  /** Notes written straight to the database, with the times a test needs. */
  async function insertNotes(...seeds: NoteSeed[]): Promise<number[]> {
    const now = Date.now();
    const rows = await db()
      .insert(notes)
      .values(
        seeds.map((seed) => ({
          workspaceId: 1,
          userId: seed.userId ?? owner(),
          title: seed.title,
          content: seed.content ?? `Content of ${seed.title}`,
          color: seed.color ?? 'default',
          tags: seed.tags ?? [],
          isPinned: seed.pinned ?? false,
          isArchived: seed.archived ?? false,
          createdAt: new Date(now - (seed.createdAgo ?? 0)),
          updatedAt: new Date(now - (seed.updatedAgo ?? seed.createdAgo ?? 0)),
        })),
      )
      .returning({ id: notes.id });
    return rows.map((row) => row.id);
  }

  describe('POST /notes/store', () => {
    it('adds a note of the caller: default colour, no tags, not pinned or archived; the content keeps its line breaks', async () => {
      const content = '  First line\n\nThird line\r\n\tindented  ';
      const response = await call('POST', '/notes/store', { title: '  Ideas  ', content });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ error: false, message: NOTE_MESSAGES.created });
      const note: Note = response.json().data;
      expect(note).toEqual({
        id: expect.any(Number),
        title: 'Ideas',
        content,
        color: 'default',
        tags: [],
        is_pinned: false,
        is_archived: false,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        updated_at: note.created_at,
      });
      const [row] = await db().select().from(notes).where(eq(notes.id, note.id));
      expect(row).toMatchObject({ workspaceId: 1, userId: owner(), content });
    });

    it('keeps colour and pin, trims tags and drops repeated ones (any character kept as typed)', async () => {
      const note = await store({
        title: 'Tagged',
        content: 'Body',
        color: 'purple',
        is_pinned: true,
        tags: [' work ', 'work', 'a,b', '"quoted"', '{braces}', 'back\\slash', 'NULL', 'Work'],
      });
      expect(note).toMatchObject({
        color: 'purple',
        is_pinned: true,
        tags: ['work', 'a,b', '"quoted"', '{braces}', 'back\\slash', 'NULL', 'Work'],
      });
      expect((await list()).items[0].tags).toEqual(note.tags);
    });

    const tooManyTags = Array.from({ length: NOTE_MAX_TAGS + 1 }, (_, index) => `t${index}`);
    it.each([
      ['no title or content', {}, { title: [NOTE_MESSAGES.required], content: [NOTE_MESSAGES.required] }],
      ['a blank title', { title: '  ', content: 'Body' }, { title: [NOTE_MESSAGES.required] }],
      ['blank content', { title: 'Title', content: ' \n\t ' }, { content: [NOTE_MESSAGES.required] }],
      [
        'a title too long',
        { title: 'x'.repeat(NOTE_TITLE_MAX_LENGTH + 1), content: 'Body' },
        { title: [NOTE_MESSAGES.titleTooLong] },
      ],
      [
        'content too long',
        { title: 'Title', content: 'x'.repeat(NOTE_CONTENT_MAX_LENGTH + 1) },
        { content: [NOTE_MESSAGES.contentTooLong] },
      ],
      ['an unknown colour', { title: 'Title', content: 'Body', color: 'red' }, { color: [NOTE_MESSAGES.colorInvalid] }],
      ['a blank tag', { title: 'Title', content: 'Body', tags: ['ok', '  '] }, { 'tags.1': [NOTE_MESSAGES.tagInvalid] }],
      [
        'a tag too long',
        { title: 'Title', content: 'Body', tags: ['x'.repeat(NOTE_TAG_MAX_LENGTH + 1)] },
        { 'tags.0': [NOTE_MESSAGES.tagInvalid] },
      ],
      ['a tag that is not text', { title: 'Title', content: 'Body', tags: [7] }, { 'tags.0': [NOTE_MESSAGES.tagInvalid] }],
      ['too many tags', { title: 'Title', content: 'Body', tags: tooManyTags }, { tags: [NOTE_MESSAGES.tooManyTags] }],
    ])('refuses %s (422 with the field’s message) and writes nothing', async (_case, body, errors) => {
      const response = await call('POST', '/notes/store', body);

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: true, message: 'The given data was invalid.', errors });
      expect(await rowCount()).toBe(0);
    });

    it('takes the longest content and the most tags allowed', async () => {
      const tags = Array.from({ length: NOTE_MAX_TAGS }, (_, index) => `${index}`.padEnd(NOTE_TAG_MAX_LENGTH, '.'));
      const note = await store({ title: 'Big', content: 'x'.repeat(NOTE_CONTENT_MAX_LENGTH), tags });
      expect(note.content).toHaveLength(NOTE_CONTENT_MAX_LENGTH);
      expect(note.tags).toEqual(tags);
    });
  });

  describe('PUT /notes/update', () => {
    it('changes what is sent, keeps the rest and moves updated_at', async () => {
      const [id] = await insertNotes({ title: 'Draft', content: 'Old', color: 'yellow', tags: ['a'], createdAgo: 3 * DAY });
      const before = (await list()).items[0] as Note;

      const response = await call('PUT', '/notes/update', { id, title: ' Final ', content: 'New\nlines', tags: ['b ', 'b'] });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ error: false, message: NOTE_MESSAGES.updated });
      const note: Note = response.json().data;
      expect(note).toEqual({ ...before, title: 'Final', content: 'New\nlines', tags: ['b'], updated_at: expect.any(String) });
      expect(Date.parse(note.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    });

    it('pins, unpins, archives and restores (the pin toggle sends is_pinned flipped)', async () => {
      const note = await store({ title: 'Toggle', content: 'Body' });
      expect(dataOf(await call('PUT', '/notes/update', { id: note.id, is_pinned: true }))).toMatchObject({ is_pinned: true });
      expect(dataOf(await call('PUT', '/notes/update', { id: note.id, is_pinned: false }))).toMatchObject({ is_pinned: false });
      expect(dataOf(await call('PUT', '/notes/update', { id: note.id, is_archived: true }))).toMatchObject({
        is_archived: true,
      });
      expect((await list()).items).toEqual([]);
      expect(titles(await list('?archived=true'))).toEqual(['Toggle']);
      expect(dataOf(await call('PUT', '/notes/update', { id: note.id, is_archived: false, color: 'green' }))).toMatchObject({
        is_archived: false,
        color: 'green',
      });
    });

    it.each([
      ['a blank title', { title: '' }, { title: [NOTE_MESSAGES.required] }],
      ['blank content', { content: '\n' }, { content: [NOTE_MESSAGES.required] }],
      ['content too long', { content: 'x'.repeat(NOTE_CONTENT_MAX_LENGTH + 1) }, { content: [NOTE_MESSAGES.contentTooLong] }],
      ['an unknown colour', { color: 'teal' }, { color: [NOTE_MESSAGES.colorInvalid] }],
      ['a blank tag', { tags: [''] }, { 'tags.0': [NOTE_MESSAGES.tagInvalid] }],
      [
        'too many tags',
        { tags: Array.from({ length: NOTE_MAX_TAGS + 1 }, (_, i) => `t${i}`) },
        { tags: [NOTE_MESSAGES.tooManyTags] },
      ],
    ])('refuses %s and leaves the note as it was', async (_case, changes, errors) => {
      const note = await store({ title: 'Keep me', content: 'As is', tags: ['x'] });

      const response = await call('PUT', '/notes/update', { id: note.id, ...changes });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
      expect((await list()).items).toEqual([note]);
    });

    it('refuses a missing id (422) and an unknown one (404)', async () => {
      expect((await call('PUT', '/notes/update', { title: 'A' })).json().errors).toEqual({ id: [COMMON_MESSAGES.idInvalid] });
      const unknown = await call('PUT', '/notes/update', { id: 2_147_483_647, title: 'A' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: true, message: NOTE_MESSAGES.notFound });
    });
  });

  describe('DELETE /notes/destroy', () => {
    it('deletes the caller’s note and answers its id; a second time it is not found', async () => {
      const note = await store({ title: 'Gone soon', content: 'Body' });

      const response = await call('DELETE', '/notes/destroy', { id: note.id });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: NOTE_MESSAGES.deleted, data: { id: note.id } });
      expect(await rowCount()).toBe(0);
      const again = await call('DELETE', '/notes/destroy', { id: note.id });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: true, message: NOTE_MESSAGES.notFound });
    });

    it('refuses a missing or malformed id (422)', async () => {
      expect((await call('DELETE', '/notes/destroy', {})).json().errors).toEqual({ id: [COMMON_MESSAGES.idInvalid] });
      expect((await call('DELETE', '/notes/destroy', { id: '1' })).statusCode).toBe(422);
    });
  });

  describe('GET /notes', () => {
    it('lists pinned notes first, then the most recently updated (then the highest id); archived ones apart', async () => {
      await insertNotes(
        { title: 'Old', updatedAgo: 5 * DAY },
        { title: 'Pinned long ago', pinned: true, updatedAgo: 9 * DAY },
        { title: 'Fresh', updatedAgo: DAY },
        { title: 'Pinned lately', pinned: true, updatedAgo: 2 * DAY },
        { title: 'Archived', archived: true, updatedAgo: 0 },
        { title: 'Archived and pinned', archived: true, pinned: true, updatedAgo: 3 * DAY },
      );
      // Same instant: the higher id first.
      const [first, second] = await insertNotes({ title: 'Tie A', updatedAgo: 4 * DAY }, { title: 'Tie B', updatedAgo: 4 * DAY });
      await db().execute(
        sql`update ${notes} set updated_at = (select updated_at from ${notes} where id = ${first}) where id = ${second}`,
      );

      const page = await list();

      expect(titles(page)).toEqual(['Pinned lately', 'Pinned long ago', 'Fresh', 'Tie B', 'Tie A', 'Old']);
      expect(page).toMatchObject({ total: 6, page: 1, per_page: COLLAB_DEFAULT_PER_PAGE });
      const archived = await list('?archived=true');
      expect(titles(archived)).toEqual(['Archived and pinned', 'Archived']);
      expect(archived.total).toBe(2);
      expect(titles(await list('?archived=false'))).toEqual(titles(page));
    });

    it('searches title, content and tags (case-insensitive, % and _ as text) within the archived choice', async () => {
      await insertNotes(
        { title: 'Roadmap', content: 'Q3 plans' },
        { title: 'Groceries', content: 'Milk and ROADMAP printouts' },
        { title: 'Standup', content: 'Daily', tags: ['team', 'RoadTrip'] },
        { title: 'Budget', content: 'Up 100% this year' },
        { title: 'snake_case', content: 'names' },
        { title: 'snakecase', content: 'names' },
        { title: 'Old roadmap', content: 'Archived', archived: true },
      );

      expect(titles(await list('?search=roadmap')).sort()).toEqual(['Groceries', 'Roadmap']);
      expect(titles(await list('?search=roadtrip'))).toEqual(['Standup']);
      expect(titles(await list('?search=ROAD')).sort()).toEqual(['Groceries', 'Roadmap', 'Standup']);
      expect(titles(await list('?search=100%25'))).toEqual(['Budget']);
      expect(titles(await list('?search=%25'))).toEqual(['Budget']);
      expect(titles(await list('?search=snake_'))).toEqual(['snake_case']);
      expect(titles(await list('?search=roadmap&archived=true'))).toEqual(['Old roadmap']);
      expect(titles(await list('?search=%20'))).toHaveLength(6);
      // A search never matches across two tags.
      expect(titles(await list('?search=team%20road'))).toEqual([]);
      const searched = await list('?search=road');
      expect(searched).toMatchObject({ total: 3, counts: { total: 6, pinned: 0, recent: 6, archived: 1 } });
    });

    it('pages by per_page (50 by default), the total over every page', async () => {
      await insertNotes(...Array.from({ length: 55 }, (_, index) => ({ title: `Note ${index}`, updatedAgo: index * 1000 })));

      const first = await list();
      expect(first.items).toHaveLength(50);
      expect(first).toMatchObject({ total: 55, page: 1, per_page: 50 });

      const third = await list('?per_page=20&page=3');
      expect(titles(third)).toEqual(Array.from({ length: 15 }, (_, index) => `Note ${40 + index}`));
      expect(third).toMatchObject({ total: 55, page: 3, per_page: 20 });

      expect(await list('?per_page=20&page=4')).toMatchObject({ items: [], total: 55, counts: { total: 55 } });
    });

    it('counts over all the caller’s notes: not archived, pinned, recent (created in the last 7 days), archived', async () => {
      await insertNotes(
        { title: 'Pinned, old', pinned: true, createdAgo: 30 * DAY },
        { title: 'Pinned, new', pinned: true, createdAgo: DAY },
        { title: 'Six days old', createdAgo: 6 * DAY },
        { title: 'Eight days old, edited today', createdAgo: 8 * DAY, updatedAgo: 0 },
        { title: 'Archived, new', archived: true, createdAgo: DAY },
        { title: 'Archived, pinned', archived: true, pinned: true, createdAgo: 40 * DAY },
      );

      const page = await list('?search=pinned');

      expect(page.counts).toEqual({ total: 4, pinned: 2, recent: 2, archived: 2 });
      expect(page.total).toBe(2);
    });

    it('answers an empty list with zero counts', async () => {
      expect(await list()).toEqual({
        items: [],
        total: 0,
        page: 1,
        per_page: COLLAB_DEFAULT_PER_PAGE,
        counts: { total: 0, pinned: 0, recent: 0, archived: 0 },
      });
    });

    it.each(['archived=yes', 'per_page=0', 'per_page=101', 'page=-1', `search=${'x'.repeat(201)}`])(
      'refuses %s (422)',
      async (query) => {
        const response = await call('GET', `/notes?${query}`);
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual([query.split('=')[0]]);
      },
    );
  });

  describe('privacy', () => {
    const others = [
      ['another member of the workspace', () => members.designer.token, undefined],
      ['an admin of the workspace', () => members.admin.token, undefined],
      ['a member of another workspace', () => outsider.token, () => studio],
    ] as const;

    it.each(others)('%s gets a 404 for the note and does not see it', async (_who, token, workspace) => {
      const note = await store({ title: 'Private', content: 'Secret', is_pinned: true });
      const as = (method: 'PUT' | 'DELETE' | 'GET', url: string, body?: object) =>
        call(method, url, body, token(), workspace?.());

      const update = await as('PUT', '/notes/update', { id: note.id, title: 'Mine now' });
      expect(update.statusCode).toBe(404);
      expect(update.json()).toEqual({ error: true, message: NOTE_MESSAGES.notFound });
      const destroy = await as('DELETE', '/notes/destroy', { id: note.id });
      expect(destroy.statusCode).toBe(404);
      expect(destroy.json()).toEqual({ error: true, message: NOTE_MESSAGES.notFound });
      expect(dataOf(await as('GET', '/notes?search=secret'))).toMatchObject({
        items: [],
        total: 0,
        counts: { total: 0, pinned: 0 },
      });

      expect((await list()).items).toEqual([note]);
    });

    it('keeps a user’s notes of one workspace out of another workspace of theirs', async () => {
      await addMember(db(), owner(), studio, 'member');
      const note = await store({ title: 'Team Space only', content: 'Body' });

      expect((await list('', undefined, studio)).items).toEqual([]);
      expect((await call('PUT', '/notes/update', { id: note.id, title: 'Moved?' }, undefined, studio)).statusCode).toBe(404);
      expect((await call('DELETE', '/notes/destroy', { id: note.id }, undefined, studio)).statusCode).toBe(404);
      expect((await list()).items).toEqual([note]);
    });
  });

  describe('SQL round trips', () => {
    const queriesOf = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const { result, queries } = await counter.queriesOf(() =>
        testApp.app.inject({
          method,
          url: `/api/v1${url}`,
          headers: authHeaders(members.member.token),
          ...(payload && { payload }),
        }),
      );
      expect(result.statusCode).toBeLessThan(300);
      return queries;
    };

    it('reads in one statement and writes in one (plus the session’s)', async () => {
      await insertNotes({ title: 'One', tags: ['x'] }, { title: 'Two', pinned: true });
      // The first request of a session refreshes its last use: not what is measured.
      await list();

      expect(await queriesOf('GET', '/notes?search=x')).toHaveLength(2);
      expect(await queriesOf('POST', '/notes/store', { title: 'Three', content: 'Body', tags: ['a'] })).toHaveLength(2);
      const [id] = await insertNotes({ title: 'Four' });
      expect(await queriesOf('PUT', '/notes/update', { id, is_pinned: true })).toHaveLength(2);
      expect(await queriesOf('DELETE', '/notes/destroy', { id })).toHaveLength(2);
    });
  });

  describe('10,000 notes', () => {
    const COLORS = ['default', 'yellow', 'green', 'blue', 'purple', 'pink', 'orange'];

    /**
     * Note g (1 to 10,000) of the caller: created g hours ago, updated g minutes ago; pinned when g
     * is a multiple of 1,000, archived when g ends in 07, tags `ten` and `tag<g mod 3>` when g is a
     * multiple of 10. And 1,000 notes of another member, which must not count.
     */
    beforeEach(async () => {
      await db()
        .execute(sql`insert into ${notes} (workspace_id, user_id, title, content, color, tags, is_pinned, is_archived, created_at, updated_at)
        select 1, ${owner()}, 'Note ' || g, 'Content of note ' || g || E'\nsecond line', (${sql.param(`{${COLORS.join(',')}}`)}::text[])[1 + g % 7],
          case when g % 10 = 0 then array['ten', 'tag' || g % 3] else '{}' end,
          g % 1000 = 0, g % 100 = 7, now() - make_interval(hours => g), now() - make_interval(mins => g)
        from generate_series(1, 10000) g`);
      await db().execute(sql`insert into ${notes} (workspace_id, user_id, title, content, is_pinned)
        select 1, ${members.admin.user.id}, 'Note ' || g, 'Not yours', g % 2 = 0 from generate_series(1, 1000) g`);
      await db().execute(sql`analyze ${notes}`);
    });

    it('answers the first page, a search and the counts correctly', async () => {
      const started = performance.now();
      const first = await list();
      const firstMs = performance.now() - started;

      const pinned = Array.from({ length: 10 }, (_, index) => `Note ${(index + 1) * 1000}`);
      const others = Array.from({ length: 41 }, (_, index) => index + 1).filter((g) => g !== 7);
      expect(titles(first)).toEqual([...pinned, ...others.map((g) => `Note ${g}`)]);
      expect(first.items[10]).toMatchObject({ content: 'Content of note 1\nsecond line', color: 'yellow', tags: [] });
      // 10,000 minus the 100 archived; 10 pinned; created in the last 168 hours: 1 to 167 but 7 and 107.
      expect(first).toMatchObject({ total: 9_900, counts: { total: 9_900, pinned: 10, recent: 165, archived: 100 } });

      const searchStarted = performance.now();
      // Note 12, 120 to 129 and 1200 to 1299 (in title and content), but 1207 (archived).
      const search = await list('?search=NOTE%2012&per_page=100');
      const searchMs = performance.now() - searchStarted;
      expect(search.total).toBe(110);
      expect(titles(search).slice(0, 3)).toEqual(['Note 12', 'Note 120', 'Note 121']);

      // g = 20 mod 30: 333 notes, none archived.
      expect((await list('?search=tag2')).total).toBe(333);
      expect((await list('?search=note_12')).total).toBe(0);
      const archived = await list('?archived=true&page=2&per_page=60');
      expect(archived).toMatchObject({ total: 100, counts: { archived: 100 } });
      expect(titles(archived)).toEqual(Array.from({ length: 40 }, (_, index) => `Note ${(index + 60) * 100 + 7}`));

      console.info(`GET /notes over 10,000 notes: first page ${firstMs.toFixed(1)} ms, search ${searchMs.toFixed(1)} ms`);
    });
  });
});
