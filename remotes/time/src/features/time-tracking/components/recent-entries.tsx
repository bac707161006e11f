import { trackedMs, type TimeEntry, type TimeEntryPage } from '@kanri/contracts';
import {
  Button,
  Card,
  DeleteOutlined,
  EditOutlined,
  EmptyState,
  ErrorPanel,
  Flex,
  formatDateTime,
  formatDuration,
  PlusOutlined,
  Skeleton,
  Tag,
  theme,
  Typography,
} from '@kanri/design-system';
import { TRACKING_TEXTS } from '../texts';

const T = TRACKING_TEXTS.recent;

/**
 * Recent Time Entries: the period's last 10, newest first, each marked Completed (or Tracking /
 * Paused while active, its duration live), with Edit and Delete; Add Entry adds one by hand.
 */
export function RecentEntries({
  page,
  error,
  now,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
}: {
  page: TimeEntryPage | undefined;
  error: Error | null;
  now: number;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (entry: TimeEntry) => void;
  onDelete: (entry: TimeEntry) => void;
}) {
  const { token } = theme.useToken();
  let body;
  if (error) body = <ErrorPanel title={T.loadFailed} description={error.message} onRetry={onRetry} />;
  else if (!page) body = <Skeleton active paragraph={{ rows: 5 }} title={false} />;
  else if (page.items.length === 0) body = <EmptyState title={T.empty} />;
  else {
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {page.items.map((entry, index) => {
          const where = [entry.task_title, entry.project_name].filter(Boolean).join(' · ');
          const status = !entry.is_active ? T.completed : entry.is_paused ? T.paused : T.tracking;
          return (
            <li
              key={entry.id}
              data-testid="time-entry"
              data-entry-id={entry.id}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                padding: '10px 0',
                borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <span
                aria-hidden
                style={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  flexShrink: 0,
                  background: entry.project_color ?? token.colorTextQuaternary,
                }}
              />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  {entry.description}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                  {[formatDateTime(entry.started_at), where].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
              <Flex align="center" gap={8} style={{ flexShrink: 0 }}>
                <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatDuration(entry.is_active ? trackedMs(entry, now) : entry.duration_ms)}
                </Typography.Text>
                <Tag color={entry.is_active ? (entry.is_paused ? 'gold' : 'green') : 'default'} style={{ marginInlineEnd: 0 }}>
                  {status}
                </Tag>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined aria-hidden />}
                  aria-label={T.editLabel(entry.description)}
                  title={T.editLabel(entry.description)}
                  onClick={() => onEdit(entry)}
                />
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={T.deleteLabel(entry.description)}
                  title={T.deleteLabel(entry.description)}
                  onClick={() => onDelete(entry)}
                />
              </Flex>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-label={T.title}>
      <Card
        size="small"
        title={T.title}
        extra={
          <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
            {T.add}
          </Button>
        }
        style={{ marginBottom: 16 }}
      >
        {body}
      </Card>
    </section>
  );
}
