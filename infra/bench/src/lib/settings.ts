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
  /** Sections to run: api, pages, scale (all by default). */
  sections: Set<Section>;
  /** PostgreSQL server (an admin URL: a fresh database is created and dropped on it), if any. */
  postgresUrl: string | undefined;
  chromiumPath: string;
  /** First port tried for the servers the bench starts (8400–8499 by default). */
  basePort: number;
}

export const SECTIONS = ['api', 'pages', 'scale'] as const;
export type Section = (typeof SECTIONS)[number];

type Env = Record<string, string | undefined>;

export function loadSettings(env: Env = process.env): BenchSettings {
  return {
    durationSeconds: positive(env.BENCH_DURATION, 10),
    warmupSeconds: positive(env.BENCH_WARMUP, 3),
    connections: positive(env.BENCH_CONNECTIONS, 50),
    pageRuns: positive(env.BENCH_PAGE_RUNS, 3),
    scaleListTasks: positive(env.BENCH_SCALE_LIST_TASKS, 10_000),
    scaleBoardTasks: positive(env.BENCH_SCALE_BOARD_TASKS, 2_000),
    pageTasks: positive(env.BENCH_PAGE_TASKS, 1_000),
    sections: parseSections(env.BENCH_ONLY),
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
