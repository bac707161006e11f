/** Messages between the bench and the API server processes it forks (Node IPC). */

export interface ServerOptions {
  /**
   * `seed`: create the database (embedded: initdb, then migrations), seed it through the API, exit.
   * `serve`: open the seeded database as a restarted server would, listen, answer memory requests.
   * `seed-chat`: create the database, register the bench account and `chatMembers` members, exit.
   */
  mode: 'seed' | 'serve' | 'seed-chat';
  port: number;
  /** Unset: the embedded PostgreSQL server in dataDir, as `pnpm start` runs it. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Tasks of the project GET /tasks reads. */
  readTasks: number;
  /** Projects in the workspace (GET /projects), the two the cases use included. */
  projects: number;
  /** Time entries of the bench user (the report cases read them). */
  timeEntries: number;
  /** Tasks of the workspace in all, for the dashboard case: a project of its own holds those the others do not. */
  workspaceTasks?: number;
  /** Notes of the bench user (the notes cases list and search them). */
  notes: number;
  /** More rows the command palette searches (the search case), besides the tasks and notes. */
  searchables?: { messages: number; meetings: number; clients: number };
  /** Members with a session each, whose timers the timer cases start and stop. */
  trackers: number;
  /** `seed-chat`: members with a session each (the chat case's sockets and senders). */
  chatMembers?: number;
}

/** What the cases need to know about the seeded workspace. */
export interface SeededWorkspace {
  token: string;
  readProjectId: number;
  writeProjectId: number;
  readTaskIds: number[];
  /** Session tokens of the trackers. */
  trackerTokens: string[];
}

export interface SeededMessage {
  type: 'seeded';
  workspace: SeededWorkspace;
  /** Peak resident set size of the seeding process: a first start (migrations, then seeding). */
  maxRssBytes: number;
}

export interface MemoryMessage {
  type: 'memory';
  /** Resident set size now, after a full GC. */
  rssBytes: number;
  heapUsedBytes: number;
  /** The process's peak resident set size so far. */
  maxRssBytes: number;
}

/** The chat case's workspace: the bench account (admin) and the members, each with a session. */
export interface ChatSeededMessage {
  type: 'seeded-chat';
  token: string;
  members: { id: number; token: string }[];
}

/** The API's own connections the database ended (`pg_terminate_backend`, the load case's outage). */
export interface TerminatedMessage {
  type: 'terminated';
  connections: number;
}

export type ServerMessage =
  SeededMessage | ChatSeededMessage | { type: 'ready' } | MemoryMessage | TerminatedMessage | { type: 'error'; message: string };
export type ParentMessage = { type: 'memory' } | { type: 'close' } | { type: 'terminate-connections' };

export const SERVER_OPTIONS_ENV = 'KANRI_BENCH_SERVER';

/** The route the API cases are compared with: same Fastify instance, no database, no auth. */
export const BARE_ROUTE = '/bench/bare';
