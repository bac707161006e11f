import type { LoadSettings } from '../load/load-section';
/** What a run measures and for how long, from the environment (defaults: the full run of the README). */
export interface BenchSettings {
  /** Seconds each API case is measured (after its warm-up). */
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** Cold page loads per page; the timings reported are their median. */
  pageRuns: number;
  /** Tasks of the scale cases. */
  scaleListTasks: number;
  scaleBoardTasks: number;
  /** Tasks of the project whose list and board are loaded in the page cases. */
  pageTasks: number;
  /** Sections to run: api, pages, scale, chat, load (all by default). */
  sections: Set<Section>;
  /** The chat case: sockets in one channel (split over the replicas), messages a second, seconds, senders. */
  chat: ChatSettings;
  /** The mixed workload and the outage after it. */
  load: LoadSettings;
  /** PostgreSQL server (an admin URL: a fresh database is created and dropped on it), if any. */
  postgresUrl: string | undefined;
  chromiumPath: string;
  /** First port tried for the servers the bench starts (8400–8499 by default). */
  basePort: number;
}

export interface ChatSettings {
  clients: number;
  messagesPerSecond: number;
  durationSeconds: number;
  /** Members who post (they have no socket of their own: every socket hears every message). */
  senders: number;
  /** API processes on the same database; sockets and posts are spread over them. */
  replicas: number;
  warmupSeconds: number;
}

export const SECTIONS = ['api', 'pages', 'scale', 'chat', 'load'] as const;
export type Section = (typeof SECTIONS)[number];

type Env = Record<string, string | undefined>;

/**
 * The run's settings from the environment; `--only <sections>` on the command line (comma-separated)
 * wins over BENCH_ONLY.
 */
export function loadSettings(env: Env = process.env, argv: readonly string[] = process.argv.slice(2)): BenchSettings {
  return {
    durationSeconds: positive(env.BENCH_DURATION, 10),
    warmupSeconds: positive(env.BENCH_WARMUP, 3),
    connections: positive(env.BENCH_CONNECTIONS, 50),
    pageRuns: positive(env.BENCH_PAGE_RUNS, 3),
    scaleListTasks: positive(env.BENCH_SCALE_LIST_TASKS, 10_000),
    scaleBoardTasks: positive(env.BENCH_SCALE_BOARD_TASKS, 2_000),
    pageTasks: positive(env.BENCH_PAGE_TASKS, 1_000),
    sections: parseSections(onlyArgument(argv) ?? env.BENCH_ONLY),
    chat: {
      clients: positive(env.BENCH_CHAT_CLIENTS, 200),
      messagesPerSecond: positive(env.BENCH_CHAT_RATE, 20),
      durationSeconds: positive(env.BENCH_CHAT_DURATION, 30),
      senders: positive(env.BENCH_CHAT_SENDERS, 4),
      replicas: positive(env.BENCH_CHAT_REPLICAS, 2),
      warmupSeconds: positive(env.BENCH_CHAT_WARMUP, 2),
    },
    load: {
      connections: positive(env.BENCH_LOAD_CONNECTIONS, 200),
      sockets: positive(env.BENCH_LOAD_SOCKETS, 50),
      durationSeconds: positive(env.BENCH_LOAD_DURATION, 60),
      outageSeconds: positive(env.BENCH_LOAD_OUTAGE, 15),
    },
    postgresUrl: env.DATABASE_URL?.trim() || env.TEST_DATABASE_URL?.trim() || undefined,
    chromiumPath: env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium',
    basePort: positive(env.BENCH_PORT, 8400),
  };
}

function positive(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`Expected a positive number, got "${value}"`);
  return parsed;
}

/** `--only chat` or `--only=api,chat`. */
function onlyArgument(argv: readonly string[]): string | undefined {
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--only') {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) throw new Error('--only: name the sections (e.g. --only chat)');
      return value;
    }
    if (argument.startsWith('--only=')) return argument.slice('--only='.length);
  }
  return undefined;
}

function parseSections(value: string | undefined): Set<Section> {
  if (!value?.trim()) return new Set(SECTIONS);
  const wanted = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const name of wanted) {
    if (!(SECTIONS as readonly string[]).includes(name)) {
      throw new Error(`BENCH_ONLY: unknown section "${name}" (use ${SECTIONS.join(', ')})`);
    }
  }
  return new Set(wanted as Section[]);
}
