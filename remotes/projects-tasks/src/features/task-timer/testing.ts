/**
 * Test support of the task timer (jest only): the caller's timer as the API keeps it — one active
 * entry, start (stopping the running one), pause, resume, stop — to spread into a fake API's handlers.
 */
import { TIME_MESSAGES, trackedMs, type TimeEntry, type TimerStartRequest } from '@kanri/contracts';
import { makeTimeEntry, Reply, type ApiCall } from '../../test-utils';

export interface TimerServerOptions {
  /** The caller's active entry at the start (default none). */
  active?: TimeEntry | null;
  /** A reply instead of the started entry (a refusal). */
  startReply?: () => Reply;
}

/** A running entry on a task, started `secondsAgo` before now. */
export function runningEntry(taskId: number, secondsAgo: number, overrides: Partial<TimeEntry> = {}): TimeEntry {
  const started = Date.now() - secondsAgo * 1000;
  return makeTimeEntry(50, {
    task_id: taskId,
    task_title: `Task ${taskId}`,
    project_id: 1,
    project_name: 'Website',
    project_color: '#a855f7',
    description: `Task ${taskId}`,
    started_at: new Date(started).toISOString(),
    ended_at: null,
    is_active: true,
    is_paused: false,
    pauses: [],
    duration_ms: secondsAgo * 1000,
    ...overrides,
  });
}

const noTimer = () => new Reply(404, { error: true, message: TIME_MESSAGES.noActiveTimer });

/** The handlers of the caller's timer and its state (`state.active`). */
export function timerServer({ active = null, startReply }: TimerServerOptions = {}) {
  const state = { active, nextId: 100 };
  const nowIso = () => new Date().toISOString();
  const withDuration = (entry: TimeEntry): TimeEntry => ({ ...entry, duration_ms: trackedMs(entry, Date.now()) });
  const handlers = {
    'GET /time-entries/active': () => (state.active ? withDuration(state.active) : null),
    'POST /time-entries/start': (call: ApiCall) => {
      if (startReply) return startReply();
      const body = call.body as TimerStartRequest;
      const entry = makeTimeEntry(state.nextId++, {
        task_id: body.task_id ?? null,
        task_title: body.task_id ? (body.description ?? null) : null,
        project_id: body.task_id ? 1 : null,
        description: body.description || 'General work',
        started_at: nowIso(),
        ended_at: null,
        is_active: true,
        is_paused: false,
        pauses: [],
        duration_ms: 0,
      });
      state.active = entry;
      return entry;
    },
    'POST /time-entries/pause': () => {
      if (!state.active) return noTimer();
      state.active = withDuration({
        ...state.active,
        is_paused: true,
        pauses: [...state.active.pauses, { started_at: nowIso(), ended_at: null }],
      });
      return state.active;
    },
    'POST /time-entries/resume': () => {
      if (!state.active) return noTimer();
      const pauses = state.active.pauses.map((pause) => (pause.ended_at === null ? { ...pause, ended_at: nowIso() } : pause));
      state.active = withDuration({ ...state.active, is_paused: false, pauses });
      return state.active;
    },
    'POST /time-entries/stop': () => {
      if (!state.active) return noTimer();
      const end = nowIso();
      const pauses = state.active.pauses.map((pause) => (pause.ended_at === null ? { ...pause, ended_at: end } : pause));
      const stopped = withDuration({ ...state.active, ended_at: end, is_active: false, is_paused: false, pauses });
      state.active = null;
      return stopped;
    },
  };
  return { state, handlers };
}
