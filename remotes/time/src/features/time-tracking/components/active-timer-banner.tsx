import { trackedMs, type TimeEntry } from '@kanri/contracts';
import {
  Button,
  PlayCircleOutlined,
  Card,
  Flex,
  formatDuration,
  PauseOutlined,
  StopOutlined,
  Tag,
  Typography,
} from '@kanri/design-system';
import { TRACKING_TEXTS } from '../texts';

const T = TRACKING_TEXTS.banner;

/**
 * The running or paused timer: Tracking or Paused, its description (and task), its live duration,
 * Pause or Resume, and Stop.
 */
export function ActiveTimerBanner({
  entry,
  now,
  pending,
  onPause,
  onResume,
  onStop,
}: {
  entry: TimeEntry;
  now: number;
  pending: boolean;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}) {
  const paused = entry.is_paused;
  const where = [entry.task_title, entry.project_name].filter(Boolean).join(' · ');
  return (
    <section aria-label={T.label} style={{ marginBottom: 16 }}>
      <Card
        size="small"
        styles={{ body: { padding: '12px 16px' } }}
        style={{ borderColor: paused ? 'rgba(250, 173, 20, 0.45)' : 'rgba(190, 252, 169, 0.45)' }}
      >
        <Flex align="center" justify="space-between" gap={16} wrap>
          <Flex align="center" gap={12} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Tag color={paused ? 'gold' : 'green'} data-testid="timer-state">
              {paused ? T.paused : T.tracking}
            </Tag>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong ellipsis style={{ display: 'block' }}>
                {entry.description || T.untitled}
              </Typography.Text>
              {where ? (
                <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                  {where}
                </Typography.Text>
              ) : null}
            </div>
          </Flex>
          <Flex align="center" gap={12} wrap>
            <span
              data-testid="timer-duration"
              style={{ fontSize: 22, fontWeight: 600, fontVariantNumeric: 'tabular-nums', minWidth: 110, textAlign: 'right' }}
            >
              {formatDuration(trackedMs(entry, now))}
            </span>
            {paused ? (
              <Button icon={<PlayCircleOutlined aria-hidden />} disabled={pending} onClick={onResume}>
                {T.resume}
              </Button>
            ) : (
              <Button icon={<PauseOutlined aria-hidden />} disabled={pending} onClick={onPause}>
                {T.pause}
              </Button>
            )}
            <Button danger type="primary" icon={<StopOutlined aria-hidden />} disabled={pending} onClick={onStop}>
              {T.stop}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </section>
  );
}
