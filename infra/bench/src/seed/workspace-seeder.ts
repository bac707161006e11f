import { createHash, randomBytes } from 'node:crypto';
import { buildApp, type OpenedDatabase } from '@kanri/api';
import { apiInternals } from './api-internals';

type ApiApp = ReturnType<typeof buildApp>;

/** The instance's first account (admin of workspace 1), registered by every run. */
export const BENCH_ACCOUNT = {
  first_name: 'Bench',
  last_name: 'Runner',
  email: 'bench@kanri.test',
  phone: '+1 555 010 0100',
  password: 'bench-password-1',
  password_confirmation: 'bench-password-1',
  type: 'member',
  company: 'Kanri bench',
};

export const BENCH_WORKSPACE_ID = 1;

export interface BenchSession {
  token: string;
  user: { id: number } & Record<string, unknown>;
}

export interface SeededProject {
  id: number;
  name: string;
  statusIds: number[];
  taskIds: number[];
}

/** Headers of a signed-in request in the bench workspace. */
export function sessionHeaders(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, workspace_id: String(BENCH_WORKSPACE_ID) };
}

/**
 * Seeds a fresh instance through the API itself (`inject`: register, projects, a first task per
 * project), and bulk-inserts the rest of the tasks through the API's database layer.
 */
export class WorkspaceSeeder {
  private session: BenchSession | undefined;

  constructor(
    private readonly app: ApiApp,
    private readonly database: OpenedDatabase,
  ) {}

  async register(): Promise<BenchSession> {
    const reply = await this.request<{ access_token?: string; user?: BenchSession['user'] }>(
      'POST',
      '/api/v1/register',
      BENCH_ACCOUNT,
    );
    if (!reply.access_token || !reply.user)
      throw new Error('Registering the bench account gave no token: is the data dir fresh?');
    this.session = { token: reply.access_token, user: reply.user };
    return this.session;
  }

  /** A project with `taskCount` tasks: the first `throughApi` created with POST /tasks/store, the rest in bulk. */
  async project(name: string, taskCount: number, throughApi = 1): Promise<SeededProject> {
    const project = await this.request<{ data: { id: number; status_ids: number[] } }>('POST', '/api/v1/projects/store', {
      name,
    });
    const { id, status_ids: statusIds } = project.data;
    const taskIds: number[] = [];
    const firstTasks = Math.min(taskCount, Math.max(1, throughApi));
    let last: { position: string; priority_id: number | null } | undefined;
    for (let index = 0; index < firstTasks; index += 1) {
      const task = await this.request<{ data: { id: number; position: string; priority_id: number | null } }>(
        'POST',
        '/api/v1/tasks/store',
        { project_id: id, title: taskTitle(index) },
      );
      taskIds.push(task.data.id);
      last = task.data;
    }
    if (taskCount > firstTasks && last) {
      taskIds.push(...(await this.bulkTasks(id, statusIds, taskCount - firstTasks, firstTasks, last)));
    }
    return { id, name, statusIds, taskIds };
  }

  private async bulkTasks(
    projectId: number,
    statusIds: number[],
    count: number,
    offset: number,
    after: { position: string; priority_id: number | null },
  ): Promise<number[]> {
    const { tables, keysAfter } = apiInternals();
    const userId = this.requireSession().user.id;
    const keys = keysAfter(after.position, count);
    const ids: number[] = [];
    const batchSize = 1000;
    for (let start = 0; start < count; start += batchSize) {
      const rows = keys.slice(start, start + batchSize).map((position, batchIndex) => {
        const index = offset + start + batchIndex;
        return {
          workspaceId: BENCH_WORKSPACE_ID,
          projectId,
          title: taskTitle(index),
          description: index % 4 === 0 ? `Notes for task ${index + 1}` : null,
          // Spread over the project's statuses so the board has every column filled.
          statusId: statusIds[index % statusIds.length]!,
          priorityId: after.priority_id,
          startDate: null,
          dueDate: index % 2 === 0 ? dueDate(index) : null,
          progress: (index * 7) % 101,
          position,
          customFieldValues: {},
          createdBy: userId,
        };
      });
      const inserted = (await this.database.db
        .insert(tables.tasks)
        .values(rows as never)
        .returning()) as unknown as { id: number }[];
      const batchIds = inserted.map((row) => row.id);
      ids.push(...batchIds);
      // Every third task is assigned to the bench user, so the list shows avatars too.
      const assignees = batchIds.filter((_, i) => i % 3 === 0).map((taskId) => ({ taskId, userId, position: 0 }));
      if (assignees.length > 0) await this.database.db.insert(tables.taskAssignees).values(assignees as never);
    }
    return ids;
  }

  /**
   * `count` time entries of the bench user in ONE statement (INSERT … SELECT generate_series), going
   * back from yesterday every 15 minutes (100,000 reach about three years back): 5 to 14 minutes
   * long, every fourth on `taskId`, every fifth not billable, half at 10,000 minor units an hour in
   * EUR, every tenth with a 2-minute pause. Reports over a week read some 670 of them.
   */
  async timeEntries(count: number, taskId: number): Promise<void> {
    const userId = this.requireSession().user.id;
    await this.database.pool.query(
      `insert into time_entries (workspace_id, user_id, task_id, description, started_at, ended_at, pauses, billable,
         hourly_rate_minor, currency, source)
       select $1, $2, case when g % 4 = 0 then $3::int end, 'Bench entry ' || (g % 20), s, s + (5 + g % 10) * interval '1 minute',
         case when g % 10 = 0 then tstzmultirange(tstzrange(s + interval '1 minute', s + interval '3 minutes')) else '{}' end,
         g % 5 <> 0, case when g % 2 = 0 then 10000 end, case when g % 2 = 0 then 'EUR' end,
         case when g % 3 = 0 then 'manual' else 'timer' end
       from generate_series(1, $4::int) g,
         lateral (select date_trunc('minute', now()) - interval '1 day' - g * interval '15 minutes' as s) start`,
      [BENCH_WORKSPACE_ID, userId, taskId, count],
    );
  }

  /**
   * `count` notes of the bench user in ONE statement: every seventh pinned, every tenth archived,
   * a paragraph of content each, updated one minute apart, two tags.
   */
  async notes(count: number): Promise<void> {
    const userId = this.requireSession().user.id;
    await this.database.pool.query(
      `insert into notes (workspace_id, user_id, title, content, color, tags, is_pinned, is_archived, created_at, updated_at)
       select $1, $2, 'Bench note ' || g, repeat('Notes keep line breaks and long words. ', 10) || g,
         (array['default', 'yellow', 'green', 'blue', 'purple', 'pink', 'orange'])[1 + g % 7],
         array['tag-' || (g % 50), 'bench'], g % 7 = 0, g % 10 = 0, s, s
       from generate_series(1, $3::int) g, lateral (select now() - g * interval '1 minute' as s) at`,
      [BENCH_WORKSPACE_ID, userId, count],
    );
  }

  /**
   * More searchable rows for the command palette's search (GET /search), each kind in ONE statement:
   * `messages` chat messages of the bench user in one channel they are a member of, `meetings` they
   * organise and `clients` of the workspace, with words drawn from the tasks' topics and a small
   * vocabulary (so a query matches some thousands of rows of several kinds, not all or none).
   */
  async searchables({ messages, meetings, clients }: { messages: number; meetings: number; clients: number }): Promise<void> {
    const userId = this.requireSession().user.id;
    const pool = this.database.pool;
    const topics = `(array[${TOPICS.map((topic) => `'${topic}'`).join(', ')}])`;
    const words = `(array[${SEARCH_WORDS.map((word) => `'${word}'`).join(', ')}])`;
    const phrase = (g: string) =>
      `${topics}[1 + ${g} % ${TOPICS.length}] || ' ' || ${words}[1 + (${g} * 7) % ${SEARCH_WORDS.length}] || ' ' || ${words}[1 + (${g} * 13) % ${SEARCH_WORDS.length}]`;
    await pool.query(
      `with channel as (
         insert into chat_conversations (workspace_id, type, name, created_by, last_message_at)
         values ($1, 'channel', 'bench-search', $2, now()) returning id
       ),
       joined as (insert into chat_members (conversation_id, user_id, workspace_id) select id, $2, $1 from channel)
       insert into chat_messages (workspace_id, conversation_id, sender_id, body, seq, created_at)
       select $1, channel.id, $2, 'Message ' || g || ': ' || ${phrase('g')}, nextval('chat_message_seq'),
         now() - g * interval '1 minute'
       from channel, generate_series(1, $3::int) g`,
      [BENCH_WORKSPACE_ID, userId, messages],
    );
    await pool.query(
      `insert into meetings (workspace_id, organizer_id, title, description, start_time, end_time, location)
       select $1, $2, 'Meeting ' || g || ': ' || ${phrase('g')}, ${phrase('(g + 3)')}, s, s + interval '30 minutes', 'Room ' || (g % 12)
       from generate_series(1, $3::int) g, lateral (select date_trunc('hour', now()) - g * interval '2 hours' as s) at`,
      [BENCH_WORKSPACE_ID, userId, meetings],
    );
    await pool.query(
      `insert into clients (workspace_id, name, email, company, created_by)
       select $1, initcap(${words}[1 + g % ${SEARCH_WORDS.length}]) || ' ' || initcap(${words}[1 + (g * 11) % ${SEARCH_WORDS.length}]) || ' ' || g,
         'client-' || g || '@example.com', initcap(${words}[1 + (g * 5) % ${SEARCH_WORDS.length}]) || ' Ltd', $2
       from generate_series(1, $3::int) g`,
      [BENCH_WORKSPACE_ID, userId, clients],
    );
  }

  /**
   * VACUUM ANALYZE of the tables the seeding filled, as autovacuum does within a minute or two of such
   * a bulk load on a running server (insert-driven vacuum and analyze): statistics for the planner
   * (10,000 tasks none of which it has seen would be read through the wrong index) and a visibility
   * map. Without it the cases would measure the first minute after an import, not the server people use.
   */
  async settle(): Promise<void> {
    await this.database.pool.query(
      `vacuum (analyze) tasks, task_assignees, projects, time_entries, notes, chat_messages, chat_members,
         meetings, clients, users, workspace_members, sessions`,
    );
  }

  /**
   * `count` more members of the bench workspace with a session each (straight into the database, as
   * the API's own tables hold them): the timer cases spread their requests over them, since one user's
   * timer writes take turns.
   */
  async trackers(count: number): Promise<string[]> {
    return (await this.members(count, 'tracker', 'Tracker')).map((member) => member.token);
  }

  /**
   * `count` active members (role `member`) of the bench workspace with a session each, in one
   * statement: `<emailPrefix>-<n>@kanri.test`, first name `firstName`, last name n. Their ids and
   * session tokens, in order.
   */
  async members(count: number, emailPrefix: string, firstName: string): Promise<{ id: number; token: string }[]> {
    const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
    const { rows } = await this.database.pool.query<{ id: number; g: string }>(
      `with added as (
         insert into users (first_name, last_name, email, password_hash, status, email_verified_at, default_workspace_id)
         select $4, g::text, $5 || '-' || g || '@kanri.test', null, 'active', now(), $1
         from generate_series(1, $2::int) g
         returning id, email
       ),
       joined as (
         insert into workspace_members (workspace_id, user_id, role_id, status)
         select $1, a.id, (select id from roles where slug = 'member'), 'active' from added a
       ),
       opened as (
         insert into sessions (user_id, token_hash, expires_at)
         select a.id, t.hash, now() + interval '1 day'
         from added a join unnest($3::text[]) with ordinality t(hash, g) on a.email = $5 || '-' || t.g || '@kanri.test'
       )
       select a.id, substring(a.email from '-([0-9]+)@') as g from added a`,
      [
        BENCH_WORKSPACE_ID,
        count,
        tokens.map((token) => createHash('sha256').update(token).digest('hex')),
        firstName,
        emailPrefix,
      ],
    );
    const ids = new Map(rows.map((row) => [Number(row.g), Number(row.id)]));
    return tokens.map((token, index) => ({ id: ids.get(index + 1)!, token }));
  }

  async request<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
    const headers = this.session ? sessionHeaders(this.session.token) : {};
    const reply = await this.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (reply.statusCode >= 300) throw new Error(`${method} ${url}: HTTP ${reply.statusCode} ${reply.body}`);
    return reply.json() as T;
  }

  private requireSession(): BenchSession {
    if (!this.session) throw new Error('register() first');
    return this.session;
  }
}

const taskTitle = (index: number) => `Task ${index + 1}: ${TOPICS[index % TOPICS.length]}`;

const TOPICS = [
  'review the onboarding copy',
  'fix the invoice rounding',
  'design the settings page',
  'write release notes',
  'migrate the reports',
  'plan the sprint demo',
  'triage support tickets',
];

/** Words of the searchable rows besides the topics (lower case, no quotes: they are written into SQL). */
const SEARCH_WORDS = [
  'budget',
  'customer',
  'deadline',
  'kickoff',
  'roadmap',
  'feedback',
  'prototype',
  'contract',
  'launch',
  'retro',
  'hiring',
  'security',
  'analytics',
  'mobile',
  'pricing',
  'partner',
  'workshop',
  'backlog',
  'quarterly',
  'audit',
  'vendor',
  'newsletter',
  'checkout',
  'dashboard',
  'invoice',
  'renewal',
  'training',
  'offsite',
  'compliance',
  'beta',
  'translation',
  'accessibility',
  'performance',
  'campaign',
  'survey',
  'integration',
  'support',
  'design',
  'legal',
  'archive',
];

function dueDate(index: number): string {
  const day = new Date(Date.UTC(2026, 0, 1) + (index % 365) * 86_400_000);
  return day.toISOString().slice(0, 10);
}
