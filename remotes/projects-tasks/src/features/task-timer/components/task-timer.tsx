import type { Task, TimeEntry, TrackedSpan } from '@kanri/contracts';
import { StopOutlined, Button, PlayCircleOutlined, formatDuration, PauseOutlined } from '@kanri/design-system';
import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useTaskTimer, useTaskTimerActions } from '../api/use-task-timer';
import { useLiveFigure } from '../api/use-ticker';
import { isRunning, liveTrackedMs, stoppedAt, trackedObservations } from '../live-tracked';
import { TASK_TIMER_TEXTS as T } from '../texts';

type TimedTask = Pick<Task, 'id' | 'title' | 'tracked_ms'>;

/**
 * The task's tracked time (`formatDuration`), live while the caller's timer runs on it: only this
 * small component renders again, each second, and only for the task being tracked.
 */
export function TrackedDuration({
  task,
  entry,
  children = (text) => text,
}: {
  task: Pick<Task, 'id' | 'tracked_ms'>;
  /** The caller's active entry on this task, if any. */
  entry: TimeEntry | null;
  /** Wraps the text (a badge, a title). */
  children?: (text: string, ms: number) => ReactNode;
}) {
  const span = useCountedSpan(task.tracked_ms, entry);
  const ms = useLiveFigure(
    (now) => liveTrackedMs(task.tracked_ms, span, trackedObservations.observe(task.id, task.tracked_ms, now), now),
    isRunning(entry),
  );
  return <>{children(formatDuration(ms), ms)}</>;
}

/** How long a stopped timer's time is still counted while the task's new total is on its way. */
export const STOPPED_GRACE_MS = 10_000;

/**
 * The entry the figure counts: the active one; once it stops (the active timer is gone at once),
 * the same entry ended there, until the task's `tracked_ms` changes (the refetch with that time in
 * it) or, at the latest, `STOPPED_GRACE_MS` later (the server's figure is then the truth).
 */
function useCountedSpan(trackedMsValue: number, entry: TimeEntry | null): TrackedSpan | null {
  const last = useRef<{ entry: TimeEntry; value: number; stoppedAt: number | null } | null>(null);
  const [, expire] = useReducer((count: number) => count + 1, 0);
  const now = Date.now();
  if (entry) last.current = { entry, value: trackedMsValue, stoppedAt: null };
  else if (last.current) {
    last.current.stoppedAt ??= now;
    if (last.current.value !== trackedMsValue || now - last.current.stoppedAt >= STOPPED_GRACE_MS) last.current = null;
  }
  const stopped = entry ? null : (last.current?.stoppedAt ?? null);
  useEffect(() => {
    if (stopped === null) return undefined;
    const timeout = setTimeout(expire, Math.max(0, stopped + STOPPED_GRACE_MS - Date.now()));
    return () => clearTimeout(timeout);
  }, [stopped]);
  if (entry) return entry;
  return last.current && stopped !== null ? stoppedAt(last.current.entry, stopped) : null;
}

/** Tracking (a pulsing dot) or Paused, for a row or card with no room for words. */
export function TimerStateDot({ entry }: { entry: TimeEntry }) {
  const label = entry.is_paused ? T.paused : T.tracking;
  return (
    <span
      className={`kpt-timer-dot${entry.is_paused ? ' is-paused' : ''}`}
      role="img"
      aria-label={label}
      title={label}
      data-testid="task-timer-state"
    />
  );
}

type TimerActions = ReturnType<typeof useTaskTimerActions>;

/** One small icon button of the timer (`className` from the host: the list's or the board's). */
function TimerButton({
  label,
  title,
  icon,
  onClick,
  testId,
  className,
  disabled,
}: {
  label: string;
  title: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
  className: string;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      className={`${className} kpt-timer-button`}
      aria-label={label}
      title={title}
      disabled={disabled}
      data-testid={testId}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}

/** The timer's icon buttons on a task: Start, Pause or Resume (as the entry stands), and Stop. */
function timerButtons(task: Pick<Task, 'title'>, entry: TimeEntry | null, actions: TimerActions, className: string) {
  const common = { className, disabled: actions.pending };
  return {
    start: (
      <TimerButton
        {...common}
        label={T.startOn(task.title)}
        title={T.start}
        icon={<PlayCircleOutlined aria-hidden />}
        onClick={actions.start}
        testId="task-timer-start"
      />
    ),
    pauseOrResume: entry?.is_paused ? (
      <TimerButton
        {...common}
        label={T.resumeOn(task.title)}
        title={T.resume}
        icon={<PlayCircleOutlined aria-hidden />}
        onClick={actions.resume}
        testId="task-timer-resume"
      />
    ) : (
      <TimerButton
        {...common}
        label={T.pauseOn(task.title)}
        title={T.pause}
        icon={<PauseOutlined aria-hidden />}
        onClick={actions.pause}
        testId="task-timer-pause"
      />
    ),
    stop: (
      <TimerButton
        {...common}
        label={T.stopOn(task.title)}
        title={T.stop}
        icon={<StopOutlined aria-hidden />}
        onClick={actions.stop}
        testId="task-timer-stop"
      />
    ),
  };
}

/**
 * Start on the task, or — while the caller's timer is on it — Pause or Resume, and Stop, as small
 * icon buttons (`buttonClassName` from the host: the list's or the board's icon button).
 */
export function TimerIconButtons({
  task,
  entry,
  buttonClassName,
}: {
  task: Pick<Task, 'id' | 'title'>;
  entry: TimeEntry | null;
  buttonClassName: string;
}) {
  const actions = useTaskTimerActions(task);
  const buttons = timerButtons(task, entry, actions, buttonClassName);
  if (!entry) return buttons.start;
  return (
    <>
      {buttons.pauseOrResume}
      {buttons.stop}
    </>
  );
}

/**
 * The task list's Time tracked cell, compact so that the figure — what the column is for — stays
 * whole at the column's default width: Start and the total; while the caller's timer is on the
 * task, one control, Stop, with the Tracking / Paused dot on it, then the live total, and Pause or
 * Resume after it, shown while the row is hovered or the cell has the focus (always on a device
 * without hover; reached by Tab from Stop). The total ellipsizes only when the column is narrowed
 * below what it needs, its whole value in its title. Only the tracked row ticks.
 */
export function TaskTimeCell({
  task,
  buttonClassName,
  textClassName,
}: {
  task: TimedTask;
  buttonClassName: string;
  textClassName: string;
}) {
  const entry = useTaskTimer(task.id);
  const actions = useTaskTimerActions(task);
  const buttons = timerButtons(task, entry, actions, buttonClassName);
  return (
    <span
      className={`kpt-timer is-compact${entry ? ' is-active' : ''}${entry?.is_paused ? ' is-paused' : ''}`}
      data-testid="task-time-tracked"
    >
      {entry ? (
        <span className="kpt-timer-primary">
          {buttons.stop}
          <TimerStateDot entry={entry} />
        </span>
      ) : (
        buttons.start
      )}
      <TrackedDuration task={task} entry={entry}>
        {(text) => (
          <span className={`${textClassName} kpt-timer-text`} title={T.trackedTime(text)} data-testid="task-tracked-time">
            {text}
          </span>
        )}
      </TrackedDuration>
      {entry ? <span className="kpt-timer-reveal">{buttons.pauseOrResume}</span> : null}
    </span>
  );
}

/**
 * A board card's time: the timer's buttons and the time badge, the badge shown once the task has
 * time or while the caller's timer is on it.
 */
export function TaskTimeBadge({
  task,
  buttonClassName,
  badgeClassName,
  badgeTitle,
  icon,
}: {
  task: TimedTask;
  buttonClassName: string;
  badgeClassName: string;
  badgeTitle: (duration: string) => string;
  icon: ReactNode;
}) {
  const entry = useTaskTimer(task.id);
  return (
    <span className={`kpt-timer${entry ? ' is-active' : ''}`}>
      <TimerIconButtons task={task} entry={entry} buttonClassName={buttonClassName} />
      {entry || task.tracked_ms > 0 ? (
        <TrackedDuration task={task} entry={entry}>
          {(text) => (
            <span className={badgeClassName} title={badgeTitle(text)} data-testid="board-card-tracked">
              {entry ? <TimerStateDot entry={entry} /> : icon}
              <span className="kpt-timer-text">{text}</span>
            </span>
          )}
        </TrackedDuration>
      ) : null}
    </span>
  );
}

/**
 * The task detail's Track Time timer: Start timer, or Tracking / Paused with Pause or Resume and
 * Stop, and the task's live total.
 */
export function TaskTimerPanel({ task }: { task: TimedTask }) {
  const entry = useTaskTimer(task.id);
  const actions = useTaskTimerActions(task);
  return (
    <span className={`kpt-timer kpt-timer-panel${entry ? ' is-active' : ''}`} data-testid="task-timer">
      {entry ? (
        <>
          <span className={`kpt-timer-label${entry.is_paused ? ' is-paused' : ''}`} data-testid="task-timer-state">
            <span className={`kpt-timer-dot${entry.is_paused ? ' is-paused' : ''}`} aria-hidden />
            {entry.is_paused ? T.paused : T.tracking}
          </span>
          {entry.is_paused ? (
            <Button size="small" icon={<PlayCircleOutlined aria-hidden />} loading={actions.pending} onClick={actions.resume}>
              {T.resume}
            </Button>
          ) : (
            <Button size="small" icon={<PauseOutlined aria-hidden />} loading={actions.pending} onClick={actions.pause}>
              {T.pause}
            </Button>
          )}
          <Button size="small" danger icon={<StopOutlined aria-hidden />} disabled={actions.pending} onClick={actions.stop}>
            {T.stop}
          </Button>
        </>
      ) : (
        <Button
          size="small"
          type="primary"
          icon={<PlayCircleOutlined aria-hidden />}
          loading={actions.pending}
          onClick={actions.start}
        >
          {T.start}
        </Button>
      )}
      <TrackedDuration task={task} entry={entry}>
        {(text) => (
          <span className="kpt-timer-total" title={T.trackedTime(text)} data-testid="task-tracked-time">
            {text}
          </span>
        )}
      </TrackedDuration>
    </span>
  );
}

const CSS = `
.kpt-timer { display: inline-flex; align-items: center; gap: 4px; min-width: 0; white-space: nowrap; }
.kpt-timer-panel { gap: 8px; flex-wrap: wrap; white-space: normal; }
.kpt-timer-text, .kpt-timer-total { font-variant-numeric: tabular-nums; overflow: hidden; text-overflow: ellipsis; }
.kpt-timer.is-active .kpt-timer-text, .kpt-timer-total { color: rgba(255, 255, 255, 0.88); }
.kpt-timer-total { font-weight: 500; }
.kpt-timer-button:disabled { opacity: 0.5; cursor: default; }
.kpt-timer-dot { flex: none; display: inline-block; width: 8px; height: 8px; border-radius: 50%; background: #f87171; box-shadow: 0 0 0 0 rgba(248, 113, 113, 0.6); animation: kpt-timer-pulse 1.6s ease-out infinite; }
.kpt-timer-dot.is-paused { background: #fbbf24; animation: none; }
.kpt-timer-label { display: inline-flex; align-items: center; gap: 6px; padding: 0 8px; border-radius: 999px; background: rgba(248, 113, 113, 0.14); color: #fca5a5; font-size: 12px; line-height: 22px; }
.kpt-timer-label.is-paused { background: rgba(251, 191, 36, 0.14); color: #fcd34d; }
@keyframes kpt-timer-pulse { 0% { box-shadow: 0 0 0 0 rgba(248, 113, 113, 0.6); } 70% { box-shadow: 0 0 0 6px rgba(248, 113, 113, 0); } 100% { box-shadow: 0 0 0 0 rgba(248, 113, 113, 0); } }
@media (prefers-reduced-motion: reduce) { .kpt-timer-dot { animation: none; } }
.kpt-timer.is-compact { gap: 0; max-width: 100%; }
.kpt-timer.is-compact .kpt-timer-button { flex: none; width: 24px; height: 24px; font-size: 14px; }
.kpt-timer.is-compact .kpt-timer-text { flex: 0 1 auto; min-width: 0; margin-left: 4px; font-size: 12px; }
.kpt-timer.is-compact .kpt-timer-primary { position: relative; flex: none; display: inline-flex; }
.kpt-timer.is-compact .kpt-timer-primary .kpt-timer-button { color: #fca5a5; background: rgba(248, 113, 113, 0.12); }
.kpt-timer.is-compact.is-paused .kpt-timer-primary .kpt-timer-button { color: #fcd34d; background: rgba(251, 191, 36, 0.12); }
.kpt-timer.is-compact .kpt-timer-primary .kpt-timer-button:hover { background: rgba(248, 113, 113, 0.22); }
.kpt-timer.is-compact.is-paused .kpt-timer-primary .kpt-timer-button:hover { background: rgba(251, 191, 36, 0.22); }
.kpt-timer.is-compact .kpt-timer-primary .kpt-timer-dot { position: absolute; top: 1px; right: 1px; width: 7px; height: 7px; border: 1.5px solid var(--kpt-row-bg, #141414); pointer-events: none; }
.kpt-timer.is-compact .kpt-timer-reveal { flex: none; display: inline-flex; }
.kpt-timer.is-compact .kpt-timer-reveal .kpt-timer-button { width: 0; margin-left: 0; opacity: 0; overflow: hidden; }
[role="row"]:hover .kpt-timer.is-compact .kpt-timer-reveal .kpt-timer-button, .kpt-timer.is-compact:focus-within .kpt-timer-reveal .kpt-timer-button { width: 24px; margin-left: 2px; opacity: 1; }
@media (hover: none) { .kpt-timer.is-compact .kpt-timer-reveal .kpt-timer-button { width: 24px; margin-left: 2px; opacity: 1; } }
`;

/** The timer's styles (the build has no CSS loader): rendered once by each page that shows a timer. */
export function TaskTimerStyles() {
  return <style>{CSS}</style>;
}
