import { DAILY_GOAL_MS } from '@kanri/contracts';
import { Card, Flex, formatDuration, Progress, theme, CheckCircleOutlined, Typography } from '@kanri/design-system';
import { TRACKING_TEXTS } from '../texts';
import { dailyProgress } from '../tracking-figures';

const T = TRACKING_TEXTS.progress;

/** Daily Progress (shown when today's time is above 0): the 8-hour goal, the percent, the time remaining or Goal achieved!. */
export function DailyProgress({ todayMs }: { todayMs: number }) {
  const { percent, remainingMs, achieved } = dailyProgress(todayMs);
  const { token } = theme.useToken();
  return (
    <section aria-label={T.title}>
      <Card size="small" title={T.title} style={{ marginBottom: 16 }}>
        <Flex justify="space-between" align="baseline" style={{ marginBottom: 4 }}>
          <Typography.Text type="secondary">{T.goal(formatDuration(DAILY_GOAL_MS))}</Typography.Text>
          <Typography.Text strong data-testid="daily-percent">
            {T.percent(percent)}
          </Typography.Text>
        </Flex>
        <Progress
          percent={percent}
          showInfo={false}
          status={achieved ? 'success' : 'active'}
          // antd's default bar colour is colorInfo (blue): use the brand primary, success once achieved.
          strokeColor={achieved ? token.colorSuccess : token.colorPrimary}
          aria-label={T.title}
        />
        {achieved ? (
          <Typography.Text style={{ color: token.colorSuccess }}>
            <CheckCircleOutlined aria-hidden /> {T.achieved}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{T.remaining(formatDuration(remainingMs))}</Typography.Text>
        )}
      </Card>
    </section>
  );
}
