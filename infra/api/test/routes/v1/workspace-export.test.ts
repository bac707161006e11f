import http from 'node:http';
import { ROLES, type Role } from '@kanri/contracts';
import { API_TOKEN_MESSAGES } from '@kanri/contracts/api-tokens';
import {
  WORKSPACE_EXPORT_EXCLUDED,
  WORKSPACE_EXPORT_FORMAT,
  WORKSPACE_EXPORT_VERSION,
  workspaceExportFileName,
  workspaceSlug,
  type WorkspaceExportFile,
} from '@kanri/contracts/workspace-export';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import * as schema from '../../../src/db/schema.js';
import { issueUserToken } from '../../../src/services/user-tokens.js';
import {
  EXPORTED_TABLES,
  openWorkspaceExport,
  planTables,
  WORKSPACE_EXPORT_PAGE_ROWS,
  WORKSPACE_TABLE,
} from '../../../src/services/workspace-export.js';
import { createUser, createWorkspace, openSession, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { openApiToken } from '../../helpers/api-tokens.js';
import { injectAs } from '../../helpers/calls.js';
import { chatClient } from '../../helpers/chat.js';
import { eventually } from '../../helpers/eventually.js';
import { listenLocally, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask } from '../../helpers/work.js';

/** Excluded names that are not tables of the schema (files are not rows). */
const NOT_TABLES = new Set(['media_files']);
/** Column names that must never leave: a new exported column named like a secret fails the test. */
const SECRET_COLUMN = /password|hash|secret|token/i;

describe('GET /workspace-export', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let studioAdmin: string;
  const ids: Record<string, number> = {};

  const db = () => testApp.database.db;
  const pool = () => testApp.database.pool;
  const get = (token: string, workspaceId?: number) => injectAs(testApp.app, token, { workspaceId })('GET', '/workspace-export');
  const exportAs = async (token = members.admin.token, workspaceId?: number) => {
    const response = await get(token, workspaceId);
    expect(response.statusCode).toBe(200);
    return { response, file: JSON.parse(response.body) as WorkspaceExportFile };
  };
  const idsIn = (file: WorkspaceExportFile, table: string) => (file.tables[table] ?? []).map((row) => row.id as number);

  beforeAll(async () => {
    testApp = await startTestApp();
    await db().execute(sql`update workspaces set name = 'Team Space' where id = 1`);
    members = await seedRoleMembers(db());
    const { admin, member, manager } = members;
    studio = await createWorkspace(db(), 'Studio Nord');
    const outsider = await createUser(db(), { email: 'admin@studio.test', role: 'admin', workspaceId: studio });
    studioAdmin = await openSession(db(), outsider.id);

    // Work of both workspaces.
    ids.project = await insertProject(db(), { name: 'Launch' });
    ids.task = await insertTask(db(), { projectId: ids.project, title: 'Ship the export' });
    ids.studioProject = await insertProject(db(), { workspaceId: studio, name: 'Studio secret project' });
    ids.studioTask = await insertTask(db(), { projectId: ids.studioProject, workspaceId: studio, title: 'Studio secret task' });

    // Private records: the admin's own and member A's.
    const personal = async (userId: number, label: string) => {
      const [note] = await db()
        .insert(schema.notes)
        .values({ workspaceId: 1, userId, title: `${label} note`, content: `${label} note body` })
        .returning({ id: schema.notes.id });
      const [todo] = await db()
        .insert(schema.todos)
        .values({ workspaceId: 1, userId, title: `${label} todo` })
        .returning({ id: schema.todos.id });
      const [notification] = await db()
        .insert(schema.notifications)
        .values({ workspaceId: 1, userId, kind: 'task.assigned', title: `${label} notification`, message: 'm', payload: {} })
        .returning({ id: schema.notifications.id });
      ids[`${label}Note`] = note!.id;
      ids[`${label}Todo`] = todo!.id;
      ids[`${label}Notification`] = notification!.id;
    };
    await personal(admin.user.id, 'admin');
    await personal(member.user.id, 'member');

    // Meetings: organised by the admin, by member A with the admin invited, by member A without the admin.
    const meeting = async (organizerId: number, title: string, participants: number[]) => {
      const start = new Date(Date.now() + 86_400_000);
      const [row] = await db()
        .insert(schema.meetings)
        .values({ workspaceId: 1, organizerId, title, startTime: start, endTime: new Date(start.getTime() + 3_600_000) })
        .returning({ id: schema.meetings.id });
      if (participants.length > 0)
        await db()
          .insert(schema.meetingParticipants)
          .values(participants.map((userId) => ({ meetingId: row!.id, userId })));
      return row!.id;
    };
    ids.adminMeeting = await meeting(admin.user.id, 'Admin meeting', [member.user.id]);
    ids.invitedMeeting = await meeting(member.user.id, 'Admin invited', [admin.user.id]);
    ids.hiddenMeeting = await meeting(member.user.id, 'Without the admin', [manager.user.id]);

    // Chat: a public channel, private channels with and without the admin, direct messages with and without them.
    const chat = chatClient(() => testApp.app);
    const general = await chat.channel(member.token, { name: 'general-export' });
    const secretRoom = await chat.channel(member.token, { name: 'secret-room', is_private: true, member_ids: [manager.user.id] });
    const adminRoom = await chat.channel(admin.token, { name: 'admin-room', is_private: true, member_ids: [member.user.id] });
    const hiddenDirect = await chat.direct(member.token, [manager.user.id]);
    const adminDirect = await chat.direct(member.token, [admin.user.id]);
    Object.assign(ids, {
      general: general.id,
      secretRoom: secretRoom.id,
      adminRoom: adminRoom.id,
      hiddenDirect: hiddenDirect.id,
      adminDirect: adminDirect.id,
    });
    for (const [key, conversation] of Object.entries({ general, secretRoom, adminRoom, hiddenDirect, adminDirect })) {
      ids[`${key}Message`] = (await chat.send(member.token, conversation.id, `message in ${key}`)).id as number;
    }
    const attachment = async (uploadedBy: number, messageId: number | null, key: string) => {
      const [row] = await db()
        .insert(schema.chatAttachments)
        .values({
          workspaceId: 1,
          conversationId: general.id,
          messageId,
          uploadedBy,
          fileName: `${key}.txt`,
          mimeType: 'text/plain',
          size: 3,
          storageKey: `export-test/${key}`,
        })
        .returning({ id: schema.chatAttachments.id });
      ids[key] = row!.id;
    };
    await attachment(member.user.id, ids.generalMessage!, 'sentAttachment');
    await attachment(member.user.id, null, 'pendingAttachment');
    await attachment(admin.user.id, null, 'ownPendingAttachment');
    const studioChannel = await chatClient(() => testApp.app).channel(studioAdmin, { name: 'studio-general' });
    ids.studioChannel = studioChannel.id;

    // Secrets of every kind.
    await openApiToken(db(), admin.user.id);
    await issueUserToken(db(), member.user.id, 'reset_password');
    await db()
      .insert(schema.invitations)
      .values({
        workspaceId: 1,
        email: 'invitee@example.test',
        firstName: 'In',
        lastName: 'Vitee',
        roleId: 3,
        tokenHash: 'invitation-token-hash-export-test',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    await db()
      .insert(schema.calendarFeedTokens)
      .values({ workspaceId: 1, userId: admin.user.id, tokenHash: 'calendar-feed-hash-x' });
    await db()
      .insert(schema.webhooks)
      .values({
        workspaceId: 1,
        url: 'http://127.0.0.1:9/export',
        events: ['task.created'],
        secret: 'whsec_export_test_secret',
        active: false,
      });
    await createUser(db(), { email: 'invited@workspace-1.test', password: null, membershipStatus: 'invited' });
  });
  afterAll(() => testApp?.close());

  describe('the file', () => {
    it('is a kanri.workspace-export of the current workspace, named after it and the day, as JSON', async () => {
      const before = Date.now();
      const { response, file } = await exportAs();
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="kanri-team-space-${today}.json"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(file).toMatchObject({
        format: WORKSPACE_EXPORT_FORMAT,
        version: WORKSPACE_EXPORT_VERSION,
        exported_by: { id: members.admin.user.id, name: 'Test Admin', email: members.admin.email },
        workspace: { id: 1, name: 'Team Space' },
        excluded: WORKSPACE_EXPORT_EXCLUDED,
      });
      expect(Date.parse(file.exported_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Object.keys(file.tables)).toEqual(planTables().map((table) => table.name));
      expect(idsIn(file, 'tasks')).toEqual([ids.task]);
      expect(file.tables.tasks![0]).toMatchObject({ title: 'Ship the export', project_id: ids.project, workspace_id: 1 });
      expect(Object.keys(file.tables.tasks![0]!)).toContain('custom_field_values');
      expect(file.tables.workspace_members!.map((row) => row.user_id)).toHaveLength(6);
    });

    it('names the file after the workspace (slug) and the UTC day', () => {
      expect(workspaceExportFileName('Café Crème & Co.', new Date('2026-03-04T23:30:00Z'))).toBe(
        'kanri-cafe-creme-co-2026-03-04.json',
      );
      expect(workspaceSlug('   ')).toBe('workspace');
      expect(workspaceSlug('日本')).toBe('workspace');
      expect(workspaceSlug('a'.repeat(80))).toHaveLength(48);
    });

    it("exports the workspace named in the workspace_id header for that workspace's admin", async () => {
      const { response, file } = await exportAs(studioAdmin, studio);
      expect(response.headers['content-disposition']).toContain('kanri-studio-nord-');
      expect(file.workspace).toMatchObject({ id: studio, name: 'Studio Nord' });
      expect(idsIn(file, 'tasks')).toEqual([ids.studioTask]);
      expect(idsIn(file, 'chat_conversations')).toEqual([ids.studioChannel]);
      expect(idsIn(file, 'users')).toHaveLength(1);
    });
  });

  describe('privacy: what the admin cannot see in the app is not exported', () => {
    let file: WorkspaceExportFile;
    beforeAll(async () => {
      file = (await exportAs()).file;
    });

    it.each([
      ['notes', 'adminNote', true],
      ['notes', 'memberNote', false],
      ['todos', 'adminTodo', true],
      ['todos', 'memberTodo', false],
      ['notifications', 'adminNotification', true],
      ['notifications', 'memberNotification', false],
      ['meetings', 'adminMeeting', true],
      ['meetings', 'invitedMeeting', true],
      ['meetings', 'hiddenMeeting', false],
      ['chat_conversations', 'general', true],
      ['chat_conversations', 'adminRoom', true],
      ['chat_conversations', 'adminDirect', true],
      ['chat_conversations', 'secretRoom', false],
      ['chat_conversations', 'hiddenDirect', false],
      ['chat_conversations', 'studioChannel', false],
      ['chat_messages', 'generalMessage', true],
      ['chat_messages', 'adminRoomMessage', true],
      ['chat_messages', 'adminDirectMessage', true],
      ['chat_messages', 'secretRoomMessage', false],
      ['chat_messages', 'hiddenDirectMessage', false],
      ['chat_attachments', 'sentAttachment', true],
      ['chat_attachments', 'pendingAttachment', false],
      ['chat_attachments', 'ownPendingAttachment', true],
      ['projects', 'project', true],
      ['projects', 'studioProject', false],
      ['tasks', 'task', true],
      ['tasks', 'studioTask', false],
    ])('%s: %s present = %s', (table, key, present) => {
      expect(idsIn(file, table).includes(ids[key]!)).toBe(present);
    });

    it('keeps participants and chat members of the exported meetings and conversations only', () => {
      const meetings = new Set(idsIn(file, 'meetings'));
      expect(file.tables.meeting_participants!.every((row) => meetings.has(row.meeting_id as number))).toBe(true);
      expect(file.tables.meeting_participants!.some((row) => row.meeting_id === ids.hiddenMeeting)).toBe(false);
      const conversations = new Set(idsIn(file, 'chat_conversations'));
      for (const table of ['chat_members', 'chat_messages', 'chat_attachments']) {
        expect(file.tables[table]!.every((row) => conversations.has(row.conversation_id as number))).toBe(true);
      }
      expect(JSON.stringify(file)).not.toMatch(/message in (secretRoom|hiddenDirect)|member note|member todo|Without the admin/);
    });

    it('lists the members of the workspace only (active and invited), with safe columns', () => {
      const emails = file.tables.users!.map((row) => row.email).sort();
      expect(emails).toEqual([...ROLES.map((role) => `${role}@workspace-1.test`), 'invited@workspace-1.test'].sort());
      expect(emails).not.toContain('admin@studio.test');
      for (const row of file.tables.users!) {
        expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['password_hash']));
        expect(row).not.toHaveProperty('default_workspace_id');
      }
    });

    it('never writes a secret: no password hash, token hash, webhook secret or invitation token anywhere', async () => {
      const text = (await get(members.admin.token)).body;
      const secrets = (
        await db().execute<{ secret: string }>(sql`
          select password_hash as secret from users where password_hash is not null
          union all select token_hash from sessions union all select token_hash from api_tokens
          union all select token_prefix from api_tokens union all select token_hash from user_tokens
          union all select token_hash from invitations union all select token_hash from calendar_feed_tokens
          union all select secret from webhooks`)
      ).rows.map((row) => row.secret);
      expect(secrets.length).toBeGreaterThanOrEqual(12);
      expect(secrets).toContain('whsec_export_test_secret');
      expect(secrets).toContain('invitation-token-hash-export-test');
      for (const secret of secrets) expect(text.includes(secret)).toBe(false);
      expect(file.tables.webhooks).toHaveLength(1);
      expect(file.tables.webhooks![0]).not.toHaveProperty('secret');
      expect(file.tables.invitations![0]).not.toHaveProperty('token_hash');
      for (const [table, rows] of Object.entries(file.tables)) {
        for (const column of Object.keys(rows[0] ?? {})) {
          expect(`${table}.${column}: ${SECRET_COLUMN.test(column) ? 'secret-like' : 'ok'}`).toBe(`${table}.${column}: ok`);
        }
      }
      for (const key of Object.keys(WORKSPACE_EXPORT_EXCLUDED)) expect(file.tables).not.toHaveProperty(key);
    });
  });

  describe('completeness', () => {
    const schemaTables = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table));

    it('exports or excludes (with a reason) every table of the schema', () => {
      const exported = new Set(planTables().map((table) => table.name));
      const excluded = WORKSPACE_EXPORT_EXCLUDED as Record<string, string>;
      const forgotten = schemaTables
        .map((table) => table.name)
        .filter((name) => name !== WORKSPACE_TABLE && !exported.has(name) && !excluded[name]);
      expect(forgotten).toEqual([]);
      const both = [...exported].filter((name) => name in excluded);
      expect(both).toEqual([]);
      for (const reason of Object.values(excluded)) expect(reason.length).toBeGreaterThan(10);
      // Every exclusion names a table of the schema (or is one of the non-table notes).
      const names = new Set(schemaTables.map((table) => table.name));
      expect(Object.keys(excluded).filter((name) => !names.has(name) && !NOT_TABLES.has(name))).toEqual([]);
    });

    it('exports no column named like a secret, and every exported table of the schema once', () => {
      for (const table of planTables()) {
        expect(table.columns.filter((column) => SECRET_COLUMN.test(column)).map((column) => `${table.name}.${column}`)).toEqual(
          [],
        );
      }
      const names = EXPORTED_TABLES.map(({ table }) => getTableConfig(table).name);
      expect(new Set(names).size).toBe(names.length);
    });
  });

  describe('a big workspace', () => {
    const TASKS = 4_500;
    let big: number;
    let bigAdmin: string;
    let bigAdminUser: { id: number; firstName: string; lastName: string; email: string };

    beforeAll(async () => {
      big = await createWorkspace(db(), 'Big Co');
      const user = await createUser(db(), { email: 'admin@big.test', role: 'admin', workspaceId: big });
      bigAdminUser = user;
      bigAdmin = await openSession(db(), user.id);
      const project = await insertProject(db(), { workspaceId: big, name: 'Backlog' });
      await db().execute(sql`
        insert into tasks (workspace_id, project_id, title, description, status_id, position)
        select ${big}, ${project}, 'Task ' || n, repeat('lorem ipsum ', 20),
               (select id from statuses where workspace_id = ${big} order by position limit 1), 'a' || lpad(n::text, 6, '0')
          from generate_series(1, ${TASKS}) n`);
    });

    /** A pool whose clients record each query's row count (and can fail the `failAt`th query). */
    function countingPool(failAt?: number) {
      const counts: { text: string; rows: number }[] = [];
      let released = 0;
      let queries = 0;
      const wrapped = {
        connect: async () => {
          const client: PoolClient = await pool().connect();
          const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<{ rowCount: number }>;
          const release = client.release.bind(client);
          Object.assign(client, {
            query: async (text: string, values?: unknown[]) => {
              queries += 1;
              if (failAt !== undefined && queries === failAt) throw new Error('connection lost (test)');
              const result = await query(text, values);
              counts.push({ text, rows: result.rowCount ?? 0 });
              return result;
            },
            release: (error?: Error | boolean) => {
              released += 1;
              Object.assign(client, { query, release });
              release(error);
            },
          });
          return client;
        },
      } as unknown as Pool;
      return { pool: wrapped, counts, released: () => released };
    }

    it(`exports ${TASKS} tasks in pages of at most ${WORKSPACE_EXPORT_PAGE_ROWS} rows per query`, async () => {
      const started = Date.now();
      const response = await get(bigAdmin, big);
      const ms = Date.now() - started;
      expect(response.statusCode).toBe(200);
      const file = JSON.parse(response.body) as WorkspaceExportFile;
      expect(file.tables.tasks).toHaveLength(TASKS);
      expect(new Set(idsIn(file, 'tasks')).size).toBe(TASKS);
      const rows = Object.values(file.tables).reduce((sum, table) => sum + table.length, 0);
      console.log(`workspace export: ${rows} rows, ${response.rawPayload.length} bytes, ${ms} ms`);

      const counting = countingPool();
      const { stream } = await openWorkspaceExport(counting.pool, big, bigAdminUser);
      let bytes = 0;
      for await (const chunk of stream) bytes += (chunk as Buffer).length;
      expect(bytes).toBeGreaterThan(TASKS * 100);
      expect(Math.max(...counting.counts.map((count) => count.rows))).toBeLessThanOrEqual(WORKSPACE_EXPORT_PAGE_ROWS);
      const taskPages = counting.counts.filter((count) => count.text.includes('from "tasks" t'));
      expect(taskPages.map((page) => page.rows)).toEqual([2000, 2000, 500]);
      expect(counting.counts[0]!.text).toBe('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      expect(counting.counts.at(-1)!.text).toBe('COMMIT');
      expect(counting.released()).toBe(1);
    });

    it('releases its client (rolled back) when a query fails mid-file', async () => {
      const counting = countingPool(8);
      const { stream } = await openWorkspaceExport(counting.pool, big, bigAdminUser);
      await expect(
        (async () => {
          for await (const chunk of stream) void chunk;
        })(),
      ).rejects.toThrow('connection lost (test)');
      await eventually(() => expect(counting.released()).toBe(1));
      expect(counting.counts.at(-1)!.text).toBe('ROLLBACK');
    });

    it('releases its client when the stream is destroyed (the download aborted)', async () => {
      const counting = countingPool();
      const { stream } = await openWorkspaceExport(counting.pool, big, bigAdminUser);
      await new Promise<void>((resolve) => stream.once('data', () => resolve()));
      stream.destroy();
      await eventually(() => expect(counting.released()).toBe(1));
      expect(counting.counts.at(-1)!.text).toBe('ROLLBACK');
    });

    it('gives its connection back when the client aborts the HTTP download', async () => {
      const url = await listenLocally(testApp.app);
      const checkedOut = () => pool().totalCount - pool().idleCount;
      await eventually(() => expect(checkedOut()).toBe(0));
      await new Promise<void>((resolve, reject) => {
        const request = http.get(
          `${url}/api/v1/workspace-export`,
          { headers: { authorization: `Bearer ${bigAdmin}`, workspace_id: String(big) } },
          (response) => {
            expect(response.statusCode).toBe(200);
            response.once('data', () => {
              request.destroy();
              resolve();
            });
          },
        );
        request.on('error', (error) => (error.message.includes('aborted') ? undefined : reject(error)));
      });
      await eventually(() => expect(checkedOut()).toBe(0));
      // The API still answers (the pool was not exhausted or broken).
      expect((await get(bigAdmin, big)).statusCode).toBe(200);
    });
  });

  describe('who may export', () => {
    it.each(ROLES.filter((role) => role !== 'admin'))('refuses a %s (403)', async (role) => {
      expect((await get(members[role].token)).statusCode).toBe(403);
    });

    it('refuses an API token, even an admin one (403, sessions only)', async () => {
      const token = await openApiToken(db(), members.admin.user.id);
      const response = await get(token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(API_TOKEN_MESSAGES.sessionOnly);
    });

    it('refuses a caller without a session (401)', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/workspace-export' });
      expect(response.statusCode).toBe(401);
      expect((await get('not-a-session-token')).statusCode).toBe(401);
    });

    it("refuses another workspace's id in the workspace_id header as the other routes do", async () => {
      const refused = await get(members.admin.token, studio);
      const elsewhere = await injectAs(testApp.app, members.admin.token, { workspaceId: studio })('GET', '/webhooks');
      expect(refused.statusCode).toBe(elsewhere.statusCode);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.json().message).toBe(elsewhere.json().message);
      expect(refused.body).not.toContain('Studio secret');
    });
  });
});
