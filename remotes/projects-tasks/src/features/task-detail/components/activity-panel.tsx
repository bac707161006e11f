import { COMMENT_MAX_LENGTH, type TaskActivity } from '@kanri/contracts';
import {
  Button,
  ErrorPanel,
  formatDateTime,
  formatRelativeTime,
  PaperClipOutlined,
  SendOutlined,
  Skeleton,
  TextArea,
  toast,
  Tooltip,
  useNow,
} from '@kanri/design-system';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PersonAvatar } from '../../../shared/components/workflow-badges';
import { useAddComment, useTaskActivity } from '../api/task-detail-queries';
import { describeActivity, type ActivityLookups } from '../lib/activity-format';
import { TASK_DETAIL_TEXTS } from '../texts';

const T = TASK_DETAIL_TEXTS;

/** A relative time with the full date on hover. */
export function When({ iso, now }: { iso: string; now: Date }) {
  const full = formatDateTime(iso);
  return (
    <Tooltip title={full}>
      <time className="ktd-when" dateTime={iso}>
        {formatRelativeTime(iso, now)}
      </time>
    </Tooltip>
  );
}

function Value({ text }: { text: string }) {
  return text ? <span className="ktd-value">{text}</span> : <span className="ktd-value is-empty">{T.empty.none}</span>;
}

function ActivityItem({ entry, lookups, now }: { entry: TaskActivity; lookups: ActivityLookups; now: Date }) {
  const line = describeActivity(entry, lookups);
  const who = entry.user?.full_name?.trim() || entry.user?.email || T.activity.someone;
  const person = entry.user ?? { id: 0, email: '', full_name: T.activity.someone };
  let action: string;
  switch (line.kind) {
    case 'created':
      action = T.activity.created;
      break;
    case 'updated':
      action = T.activity.changed(line.field);
      break;
    case 'comment':
      action = T.activity.commented;
      break;
    case 'attachment':
      action = line.removed ? T.activity.removedAttachment : T.activity.attached;
      break;
  }
  return (
    <li className={`ktd-entry is-${line.kind}`} data-testid="activity-entry" data-activity-type={entry.type}>
      <PersonAvatar person={person} size={28} />
      <div className="ktd-entry-body">
        <div className="ktd-entry-head">
          <span className="ktd-entry-who">{who}</span> <span className="ktd-entry-action">{action}</span>{' '}
          <When iso={entry.created_at} now={now} />
        </div>
        {line.kind === 'updated' ? (
          <div className="ktd-change" data-testid="activity-change">
            <Value text={line.from} />
            <span className="ktd-arrow" aria-hidden>
              →
            </span>
            <span className="ktd-visually-hidden"> {T.activity.to} </span>
            <Value text={line.to} />
          </div>
        ) : null}
        {line.kind === 'comment' ? <div className="ktd-comment">{line.body}</div> : null}
        {line.kind === 'attachment' ? (
          <div className="ktd-entry-file">
            <PaperClipOutlined aria-hidden /> <span className="ktd-ellipsis">{line.fileName}</span>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function CommentBox({ taskId }: { taskId: number }) {
  const [text, setText] = useState('');
  const add = useAddComment(taskId);
  const blank = text.trim() === '';

  function send() {
    if (blank || add.isPending) return;
    add.mutate(text.trim(), {
      onSuccess: () => setText(''),
      onError: (error) => toast.error(error.message),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <div className="ktd-comment-box">
      <TextArea
        aria-label={T.comment.label}
        placeholder={T.comment.placeholder}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        autoSize={{ minRows: 2, maxRows: 8 }}
        disabled={add.isPending}
        onChange={(event: { target: { value: string } }) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="ktd-comment-actions">
        <Button
          type="primary"
          icon={<SendOutlined />}
          aria-label={T.comment.send}
          disabled={blank}
          loading={add.isPending}
          onClick={send}
        >
          {T.comment.send}
        </Button>
      </div>
    </div>
  );
}

/**
 * The side panel: the task's history from the server, oldest first (created, each field change
 * old → new, comments, attachments; who and when), and the comment box under it.
 */
export function ActivityPanel({ taskId, lookups }: { taskId: number; lookups: ActivityLookups }) {
  const activity = useTaskActivity(taskId);
  const now = useNow();
  const listRef = useRef<HTMLOListElement>(null);
  const count = activity.data?.length ?? 0;

  useEffect(() => {
    // Newest at the bottom, next to the comment box: keep it in view when entries arrive.
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  return (
    <aside className="ktd-side" aria-labelledby="ktd-activity-title">
      <h2 id="ktd-activity-title" className="ktd-section-title">
        {T.activity.title}
      </h2>
      {activity.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : activity.isError ? (
        <ErrorPanel title={T.activity.loadFailed} description={activity.error.message} onRetry={() => void activity.refetch()} />
      ) : count === 0 ? (
        <p className="ktd-muted">{T.activity.empty}</p>
      ) : (
        <ol className="ktd-feed" ref={listRef} aria-label={T.activity.title}>
          {activity.data.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} lookups={lookups} now={now} />
          ))}
        </ol>
      )}
      <CommentBox taskId={taskId} />
    </aside>
  );
}
