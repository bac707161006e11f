import { useActiveTimer } from '@kanri/api-client';
import { Button, FieldTimeOutlined, formatDuration, PauseOutlined, Tooltip, useTimeZone } from '@kanri/design-system';
import { useId, useRef, useState, type ReactNode } from 'react';
import { TRACKER_SHORTCUT, useTrackerShortcut } from './shortcut';
import styles from './styles';
import { TRACKER_TEXTS as T } from './texts';
import { liveDurationMs } from './today-total';
import { TrackerPanel } from './tracker-panel';
import { useTick } from './use-tick';
import { useTrackerActions } from './use-tracker-actions';

type TrackerState = 'idle' | 'tracking' | 'paused';

/** The button's icon: a clock when idle, a dot beside the running time, a pause sign beside a paused one. */
const ICONS: Record<TrackerState, ReactNode> = {
  idle: <FieldTimeOutlined aria-hidden />,
  tracking: <span aria-hidden style={styles.buttonDot} />,
  paused: <PauseOutlined aria-hidden />,
};

/**
 * The floating time tracker (spec §2, issue 14), rendered by the shell on every dashboard page
 * through this remote's `./floating-tracker` expose: a round button at the bottom-right that shows
 * the running timer's time, opening a panel with the timer's state, description, controls and
 * Today's Total. Alt+Shift+T starts a timer when none is active and stops the active one. The
 * timer is the server's (api-client's active-timer query, kept live across tabs by the shell's
 * realtime connection).
 */
export function FloatingTracker() {
  const active = useActiveTimer();
  const entry = active.data ?? null;
  const running = entry !== null && !entry.is_paused;
  useTick(running);
  // Read at every render: each second while running; a paused or idle figure stands still.
  const now = Date.now();
  const timeZone = useTimeZone();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const actions = useTrackerActions();

  useTrackerShortcut(() => {
    // Unknown until the active timer has loaded; one action at a time.
    if (active.data === undefined || actions.pending) return;
    void (active.data ? actions.stop() : actions.start());
  });

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const state: TrackerState = entry ? (running ? 'tracking' : 'paused') : 'idle';
  return (
    <div style={styles.root} data-tracker-state={state}>
      {open ? <TrackerPanel id={panelId} now={now} timeZone={timeZone} actions={actions} onClose={close} /> : null}
      <Tooltip title={T.tooltip(TRACKER_SHORTCUT.label)} placement="left">
        <Button
          ref={buttonRef}
          type={running ? 'primary' : 'default'}
          shape={entry ? 'round' : 'circle'}
          size="large"
          style={styles.button}
          aria-label={entry ? `${T.button}: ${running ? T.tracking : T.paused}` : T.button}
          aria-keyshortcuts={TRACKER_SHORTCUT.aria}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          icon={ICONS[state]}
          onClick={() => setOpen((value) => !value)}
        >
          {entry ? formatDuration(liveDurationMs(entry, now)) : null}
        </Button>
      </Tooltip>
    </div>
  );
}
