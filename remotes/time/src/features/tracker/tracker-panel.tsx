import { useActiveTimer } from '@kanri/api-client';
import { TIME_ENTRY_DESCRIPTION_MAX_LENGTH, type TimeEntry } from '@kanri/contracts';
import {
  StopOutlined,
  Button,
  PlayCircleOutlined,
  CloseOutlined,
  formatDuration,
  Input,
  PauseOutlined,
  Skeleton,
  Tag,
} from '@kanri/design-system';
import { useState, type FormEvent } from 'react';
import { DescriptionEditor } from './description-editor';
import { TRACKER_SHORTCUT } from './shortcut';
import styles from './styles';
import { TRACKER_TEXTS as T } from './texts';
import { liveDurationMs, useTodaysTotalMs } from './today-total';
import type { TrackerActions } from './use-tracker-actions';

interface TrackerPanelProps {
  id: string;
  now: number;
  timeZone: string;
  actions: TrackerActions;
  onClose: () => void;
}

/**
 * The open tracker (spec §2 "Floating time tracker"): Tracking or Paused, the active entry's
 * editable description and live duration with Pause/Resume and Stop, or a description and Start
 * when idle; Today's Total below.
 */
export function TrackerPanel({ id, now, timeZone, actions, onClose }: TrackerPanelProps) {
  const active = useActiveTimer();
  const entry = active.data ?? null;
  const running = entry !== null && !entry.is_paused;

  let body;
  if (active.isPending) {
    body = (
      <div role="status" aria-label={T.title}>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    );
  } else if (active.isError) {
    body = (
      <div role="alert" style={styles.error}>
        <span style={{ flex: 1 }}>{T.loadFailed}</span>
        <Button size="small" onClick={() => void active.refetch()} loading={active.isFetching}>
          {T.retry}
        </Button>
      </div>
    );
  } else if (entry) {
    body = <ActiveEntry entry={entry} now={now} actions={actions} />;
  } else {
    body = <StartForm actions={actions} />;
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-label={T.title}
      style={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div style={styles.header}>
        <span style={styles.title}>{T.title}</span>
        {entry ? (
          <Tag color={running ? 'green' : 'orange'} style={{ marginInlineEnd: 0 }}>
            {running ? T.tracking : T.paused}
          </Tag>
        ) : null}
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={T.close} onClick={onClose} />
      </div>
      {body}
      <TodaysTotal active={active.isSuccess ? entry : null} now={now} timeZone={timeZone} />
      <div style={styles.hint}>{T.shortcutHint(TRACKER_SHORTCUT.label)}</div>
    </section>
  );
}

function ActiveEntry({ entry, now, actions }: { entry: TimeEntry; now: number; actions: TrackerActions }) {
  const running = !entry.is_paused;
  const context = [entry.project_name, entry.task_title].filter(Boolean).join(' · ');
  return (
    <>
      <div>
        <div style={styles.taskRow}>
          <DescriptionEditor key={entry.id} entry={entry} actions={actions} />
          <span data-testid="task-state" style={styles.badge}>
            {running ? <span aria-hidden style={styles.liveDot} /> : null}
            {running ? T.live : T.paused}
          </span>
        </div>
        {context ? <div style={styles.context}>{context}</div> : null}
      </div>
      <div role="timer" aria-label={T.duration} style={styles.duration}>
        {formatDuration(liveDurationMs(entry, now))}
      </div>
      <div style={styles.controls}>
        {running ? (
          <Button icon={<PauseOutlined aria-hidden />} disabled={actions.pending} onClick={() => void actions.pause()}>
            {T.pause}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<PlayCircleOutlined aria-hidden />}
            disabled={actions.pending}
            onClick={() => void actions.resume()}
          >
            {T.resume}
          </Button>
        )}
        <Button danger icon={<StopOutlined aria-hidden />} disabled={actions.pending} onClick={() => void actions.stop()}>
          {T.stop}
        </Button>
      </div>
    </>
  );
}

function StartForm({ actions }: { actions: TrackerActions }) {
  const [description, setDescription] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (actions.pending) return;
    if (await actions.start(description)) setDescription('');
  }
  return (
    <form style={styles.startForm} onSubmit={(event) => void submit(event)}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Input
          autoFocus
          aria-label={T.description}
          placeholder={T.newDescription}
          value={description}
          maxLength={TIME_ENTRY_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <Button type="primary" htmlType="submit" icon={<PlayCircleOutlined aria-hidden />} loading={actions.pending}>
        {T.start}
      </Button>
    </form>
  );
}

/** Today's Total: the day's tracked time from the server plus the active timer's live part. */
function TodaysTotal({ active, now, timeZone }: { active: TimeEntry | null; now: number; timeZone: string }) {
  const total = useTodaysTotalMs(active, now, timeZone);
  return (
    <div role="group" aria-label={T.todaysTotal} aria-busy={total === undefined} style={styles.total}>
      <span>{T.todaysTotal}</span>
      <span style={styles.totalValue}>{total === undefined ? T.totalUnknown : formatDuration(total)}</span>
    </div>
  );
}
