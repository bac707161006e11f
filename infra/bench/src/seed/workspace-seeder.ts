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
    await this.database.pool.query('analyze time_entries');
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
    await this.database.pool.query('analyze notes');
  }

  /**
   * `count` more members of the bench workspace with a session each (straight into the database, as
   * the API's own tables hold them): the timer cases spread their requests over them, since one user's
   * timer writes take turns.
   */
  async trackers(count: number): Promise<string[]> {
    const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
    await this.database.pool.query(
      `with added as (
         insert into users (first_name, last_name, email, password_hash, status, email_verified_at, default_workspace_id)
         select 'Tracker', g::text, 'tracker-' || g || '@kanri.test', null, 'active', now(), $1
         from generate_series(1, $2::int) g
         returning id, email
       ),
       joined as (
         insert into workspace_members (workspace_id, user_id, role_id, status)
         select $1, a.id, (select id from roles where slug = 'member'), 'active' from added a
       )
       insert into sessions (user_id, token_hash, expires_at)
       select a.id, t.hash, now() + interval '1 day'
       from added a join unnest($3::text[]) with ordinality t(hash, g) on a.email = 'tracker-' || t.g || '@kanri.test'`,
      [BENCH_WORKSPACE_ID, count, tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
    );
    return tokens;
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

function dueDate(index: number): string {
  const day = new Date(Date.UTC(2026, 0, 1) + (index % 365) * 86_400_000);
  return day.toISOString().slice(0, 10);
}
