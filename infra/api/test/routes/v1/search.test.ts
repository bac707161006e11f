import type { Role } from '@kanri/contracts';
import { SEARCH_DEFAULT_PER_KIND, SEARCH_KINDS, SEARCH_MESSAGES, type SearchResult } from '@kanri/contracts/search';
import { sql } from 'drizzle-orm';
import { clients, meetingParticipants, meetings, notes, notifications, projects, tasks, todos } from '../../../src/db/schema.js';
import {
  addMember,
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { chatClient } from '../../helpers/chat.js';
import { roundTripCounter } from '../../helpers/round-trips.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, resetWork } from '../../helpers/work.js';

const HOUR = 3_600_000;

describe('GET /search', () => {
  let testApp: TestApp;
  let counter: ReturnType<typeof roundTripCounter>;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let stranger: { id: number; token: string };
  const ids: Record<string, number> = {};

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => members.admin.token,
  );
  const chat = chatClient(() => testApp.app);
  const searchAs = async (q: string, token = members.admin.token, extra = '', workspaceId?: number) =>
    dataOf(await call('GET', `/search?q=${encodeURIComponent(q)}${extra}`, undefined, token, workspaceId)) as SearchResult;
  const kindsOf = (result: SearchResult) => result.groups.map((group) => group.kind);
  const hitsOf = (result: SearchResult) => result.groups.flatMap((group) => group.items);
  const titles = (result: SearchResult, kind: string) =>
    result.groups.find((group) => group.kind === kind)?.items.map((item) => item.title) ?? [];

  async function insertTaskWith(projectId: number, title: string, description: string | null, workspaceId = 1) {
    const id = await insertTask(db(), { projectId, title, workspaceId });
    await db().execute(sql`update ${tasks} set description = ${description} where id = ${id}`);
    return id;
  }

  beforeAll(async () => {
    testApp = await startTestApp({ beforeReady: (app, database) => (counter = roundTripCounter(app, database.pool)) });
    await resetAccounts(db());
    await resetWork(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
    const strangerUser = await createUser(db(), {
      email: 'stranger@studio.test',
      workspaceId: studio,
      firstName: 'Xylo',
      lastName: 'Stranger',
    });
    stranger = { id: strangerUser.id, token: await openSession(db(), strangerUser.id) };
    await addMember(db(), members.admin.user.id, studio, 'admin');
    const admin = members.admin.user.id;
    const member = members.member.user.id;

    // Workspace 1: a project, tasks found by a word of their description, by title and description.
    const apollo = await insertProject(db(), { name: 'Apollo Nebula' });
    await db().execute(sql`update ${projects} set description = 'Rocket launch plan' where id = ${apollo}`);
    ids.apollo = apollo;
    ids.quokka = await insertTaskWith(apollo, 'Fix the login form', 'The quokkas crash it on submit');
    ids.zephyrTitle = await insertTaskWith(apollo, 'Zephyr onboarding', 'Welcome flow');
    ids.zephyrBody = await insertTaskWith(apollo, 'Onboarding copy', 'Mentions zephyr once');
    for (let index = 1; index <= SEARCH_DEFAULT_PER_KIND + 2; index += 1) {
      await insertTaskWith(apollo, `Comet task ${index}`, null);
    }
    ids.nebulaTask = await insertTaskWith(apollo, 'Nebula task', null);

    // One "nebula" of every other kind, visible to the admin.
    await db().insert(notes).values({ workspaceId: 1, userId: admin, title: 'Nebula note', content: 'Mine' });
    await db().insert(todos).values({ workspaceId: 1, userId: admin, title: 'Nebula todo', description: 'Mine' });
    const [meeting] = await db()
      .insert(meetings)
      .values({
        workspaceId: 1,
        organizerId: admin,
        title: 'Nebula sync',
        location: 'Room 4',
        startTime: new Date(Date.now() + HOUR),
        endTime: new Date(Date.now() + 2 * HOUR),
      })
      .returning({ id: meetings.id });
    ids.nebulaMeeting = meeting!.id;
    await db().insert(clients).values({ workspaceId: 1, name: 'Nebula Corp', email: 'hello@nebula.test', company: 'Nebula' });
    await createUser(db(), { email: 'nebula.person@workspace-1.test', firstName: 'Nebula', lastName: 'Person' });
    const channel = await chat.channel(members.admin.token, { name: 'general-nebula', member_ids: [member] });
    ids.channel = channel.id;
    ids.nebulaMessage = (await chat.send(members.admin.token, channel.id, 'Nebula launch at noon')).id;

    // Private to someone: what the member must never see.
    await db().insert(notes).values({ workspaceId: 1, userId: admin, title: 'Admin diary', content: 'privatenoteword' });
    await db().insert(todos).values({ workspaceId: 1, userId: admin, title: 'privatetodoword', description: '' });
    await db().insert(notifications).values({
      workspaceId: 1,
      userId: admin,
      kind: 'task.assigned',
      title: 'notifword assigned',
      message: 'notifword',
      payload: {},
    });
    const direct = await chat.direct(members.admin.token, [members.manager.user.id]);
    await chat.send(members.admin.token, direct.id, 'dmsecretword between two');
    const hidden = await chat.channel(members.admin.token, { name: 'board-room', is_private: true });
    await chat.send(members.admin.token, hidden.id, 'privatechannelword');
    const [secretMeeting] = await db()
      .insert(meetings)
      .values({
        workspaceId: 1,
        organizerId: admin,
        title: 'meetingsecretword',
        startTime: new Date(Date.now() + HOUR),
        endTime: new Date(Date.now() + 2 * HOUR),
      })
      .returning({ id: meetings.id });
    await db().insert(meetingParticipants).values({ meetingId: secretMeeting!.id, userId: members.manager.user.id });
    await db().insert(clients).values({ workspaceId: 1, name: 'Globex clientword', email: 'globex@example.com' });

    // Another workspace: every kind with the word "xenolith" (the stranger's and the admin's there).
    const studioProject = await insertProject(db(), { workspaceId: studio, name: 'Xenolith project' });
    await insertTaskWith(studioProject, 'Xenolith task', 'xenolith', studio);
    await db().insert(notes).values({ workspaceId: studio, userId: admin, title: 'Xenolith note', content: '' });
    await db().insert(todos).values({ workspaceId: studio, userId: admin, title: 'Xenolith todo' });
    await db().insert(clients).values({ workspaceId: studio, name: 'Xenolith client', email: 'x@studio.test' });
    await db()
      .insert(meetings)
      .values({
        workspaceId: studio,
        organizerId: admin,
        title: 'Xenolith meeting',
        startTime: new Date(Date.now() + HOUR),
        endTime: new Date(Date.now() + 2 * HOUR),
      });
    const studioChannel = await chat.as(members.admin.token, studio)('POST', '/chat/conversations/store', {
      type: 'channel',
      name: 'xenolith-chat',
      member_ids: [stranger.id],
    });
    await chat.as(members.admin.token, studio)('POST', '/chat/messages/store', {
      conversation_id: dataOf(studioChannel, 201).id,
      client_id: 'b5c3a6c0-0d53-4e1c-9d2b-9d8d0c8c0a11',
      body: 'xenolith in the studio',
    });
  });
  afterAll(() => testApp?.close());

  it('finds a task by a word of its description, and opens it at its page', async () => {
    const result = await searchAs('quokkas');
    expect(kindsOf(result)).toEqual(['task']);
    expect(result.groups[0]!.items).toEqual([
      expect.objectContaining({
        kind: 'task',
        id: ids.quokka,
        title: 'Fix the login form',
        subtitle: 'Apollo Nebula',
        url: `/dashboard/tasks/${ids.quokka}`,
      }),
    ]);
  });

  it('matches every word as a prefix, all words required', async () => {
    expect(titles(await searchAs('quok'), 'task')).toEqual(['Fix the login form']);
    expect(titles(await searchAs('QUOK crash'), 'task')).toEqual(['Fix the login form']);
    expect(titles(await searchAs('fix logi'), 'task')).toEqual(['Fix the login form']);
    expect(hitsOf(await searchAs('quokka banana'))).toEqual([]);
  });

  it('ranks a title match above a description match', async () => {
    expect(titles(await searchAs('zephyr'), 'task')).toEqual(['Zephyr onboarding', 'Onboarding copy']);
    const [first, second] = (await searchAs('zephyr')).groups[0]!.items;
    expect(first!.rank).toBeGreaterThan(second!.rank);
  });

  it('groups the matches by kind in the palette order, a few each, with has_more', async () => {
    const result = await searchAs('nebula');
    expect(kindsOf(result)).toEqual([...SEARCH_KINDS]);
    expect(Object.fromEntries(result.groups.map((group) => [group.kind, group.items.map((item) => item.title)]))).toEqual({
      task: ['Nebula task'],
      project: ['Apollo Nebula'],
      note: ['Nebula note'],
      todo: ['Nebula todo'],
      meeting: ['Nebula sync'],
      client: ['Nebula Corp'],
      person: ['Nebula Person'],
      message: ['Nebula launch at noon'],
    });
    const byKind = Object.fromEntries(result.groups.map((group) => [group.kind, group.items[0]!]));
    expect(byKind.project!.url).toBe(`/dashboard/projects/${ids.apollo}`);
    expect(byKind.meeting!).toMatchObject({ subtitle: 'Room 4', url: `/dashboard/meetings?meeting=${ids.nebulaMeeting}` });
    expect(byKind.meeting!.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(byKind.message!).toMatchObject({
      subtitle: 'general-nebula',
      url: `/dashboard/chat?conversation=${ids.channel}&message=${ids.nebulaMessage}`,
    });

    const comets = await searchAs('comet');
    expect(comets.groups[0]!.items).toHaveLength(SEARCH_DEFAULT_PER_KIND);
    expect(comets.groups[0]!.has_more).toBe(true);
    const all = await searchAs('comet', undefined, '&limit=20');
    expect(all.groups[0]!.items).toHaveLength(SEARCH_DEFAULT_PER_KIND + 2);
    expect(all.groups[0]!.has_more).toBe(false);
    expect(result.groups.every((group) => !group.has_more)).toBe(true);
  });

  it('answers in one statement after the session, whatever the number of kinds', async () => {
    await searchAs('nebula');
    const { queries } = await counter.queriesOf(() => searchAs('nebula'));
    expect(queries.length).toBeLessThanOrEqual(2);
  });

  it('reads full-text indexes that take each write at once: no GIN pending list for a search to scan', async () => {
    const { rows } = await db().execute<{ name: string; options: string[] | null }>(
      sql`select i.indexname as name, c.reloptions as options from pg_indexes i join pg_class c on c.relname = i.indexname
        where i.schemaname = 'public' and i.indexdef like '%USING gin%'
          and (i.indexdef like '%search_document(%' or i.indexdef like '%to_tsvector(%')
        order by i.indexname`,
    );
    // One per kind: the seven of migration 0016 and chat's own.
    expect(rows).toHaveLength(SEARCH_KINDS.length);
    for (const row of rows)
      expect({ name: row.name, options: row.options }).toEqual({ name: row.name, options: ['fastupdate=off'] });
  });

  it('answers no groups for an empty search or one without letters or digits', async () => {
    expect(await searchAs('')).toEqual({ q: '', groups: [] });
    expect(await searchAs('   ')).toEqual({ q: '', groups: [] });
    expect(dataOf(await call('GET', '/search'))).toEqual({ q: '', groups: [] });
    expect((await searchAs("&|!:*()<->'\\")).groups).toEqual([]);
  });

  it('never passes the text as tsquery syntax (operators are plain words)', async () => {
    for (const q of ['quokkas:* | xenolith', "quokkas' & !zzz", 'quokkas <-> (crash', "quokkas\\' | ''"]) {
      const response = await call('GET', `/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
    }
    expect(hitsOf(await searchAs('quokkas | xenolith'))).toEqual([]);
    expect(titles(await searchAs('quokkas:* !crash'), 'task')).toEqual(['Fix the login form']);
  });

  it('refuses a search longer than the limit and a limit out of range (422)', async () => {
    const long = await call('GET', `/search?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.q).toEqual([SEARCH_MESSAGES.queryTooLong]);
    expect((await call('GET', `/search?q=${'a'.repeat(200)}`)).statusCode).toBe(200);
    for (const limit of ['0', '21', 'x', '1.5']) {
      const response = await call('GET', `/search?q=a&limit=${limit}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.limit).toEqual([SEARCH_MESSAGES.limitInvalid]);
    }
  });

  // Whatever the query, these never reach the caller; each row says who looks and what they look for.
  const NEVER: [string, () => string, string][] = [
    [
      "another workspace's rows of every kind (as the admin, a member there too, in workspace 1)",
      () => members.admin.token,
      'xenolith',
    ],
    ["another workspace's rows (as a member of workspace 1 only)", () => members.member.token, 'xenolith'],
    ["workspace 1's rows (as the stranger, in their own workspace)", () => stranger.token, 'nebula quokkas'],
    ["another user's private note (content)", () => members.member.token, 'privatenoteword'],
    ["another user's private note (title), to a manager", () => members.manager.token, 'diary'],
    ["another user's todo", () => members.member.token, 'privatetodoword'],
    ["another user's todo, even to a manager", () => members.manager.token, 'privatetodoword'],
    ["anyone's notifications (not searchable, not even their own)", () => members.admin.token, 'notifword'],
    ["someone else's notifications", () => members.member.token, 'notifword'],
    ['a direct message one is not in', () => members.member.token, 'dmsecretword'],
    ['a private channel one is not in', () => members.manager.token, 'privatechannelword'],
    ['a meeting one neither organises nor attends', () => members.member.token, 'meetingsecretword'],
    ['clients, to a member', () => members.member.token, 'globex clientword'],
    ['clients, to a developer', () => members.developer.token, 'globex'],
    ['clients, to a designer', () => members.designer.token, 'corp'],
  ];

  it.each(NEVER)('never shows %s', async (_case, token, q) => {
    expect(hitsOf(await searchAs(q, token()))).toEqual([]);
    // Each word alone, and its prefix, finds nothing either.
    for (const word of q.split(' ')) {
      expect(hitsOf(await searchAs(word, token()))).toEqual([]);
      expect(hitsOf(await searchAs(word.slice(0, Math.max(4, word.length - 2)), token()))).toEqual([]);
    }
  });

  it('shows those rows to the people who may read them', async () => {
    expect(titles(await searchAs('privatenoteword'), 'note')).toEqual(['Admin diary']);
    expect(titles(await searchAs('privatetodoword'), 'todo')).toEqual(['privatetodoword']);
    expect(titles(await searchAs('dmsecretword', members.manager.token), 'message')).toEqual(['dmsecretword between two']);
    expect(titles(await searchAs('meetingsecretword', members.manager.token), 'meeting')).toEqual(['meetingsecretword']);
    expect(titles(await searchAs('globex', members.manager.token), 'client')).toEqual(['Globex clientword']);
    expect(kindsOf(await searchAs('xenolith', members.admin.token, '', studio))).toEqual([
      'task',
      'project',
      'note',
      'todo',
      'meeting',
      'client',
      'message',
    ]);
    // The stranger is not invited to the studio's meeting, and has no notes, todos or client access.
    expect(kindsOf(await searchAs('xenolith', stranger.token))).toEqual(['task', 'project', 'message']);
    // The member sees the channel they are in, the workspace's people, tasks and projects; no clients.
    expect(kindsOf(await searchAs('nebula', members.member.token))).toEqual(['task', 'project', 'person', 'message']);
  });

  it('refuses another workspace (403) and a missing token (401)', async () => {
    expect((await call('GET', '/search?q=xenolith', undefined, members.member.token, studio)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/search?q=nebula' })).statusCode).toBe(401);
  });
});
