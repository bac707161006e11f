import {
  Button,
  Flex,
  formatCalendarDate,
  formatCalendarDateShort,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  Typography,
} from '@kanri/design-system';
import { TIMESHEET_TEXTS } from '../texts';

const T = TIMESHEET_TEXTS.week;

/** Previous week, This Week, next week, and the week's dates (Sunday to Saturday). */
export function WeekPicker({
  from,
  to,
  isCurrent,
  onPrevious,
  onNext,
  onCurrent,
}: {
  from: string;
  to: string;
  isCurrent: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onCurrent: () => void;
}) {
  return (
    <Flex align="center" gap={8} wrap role="group" aria-label={T.label}>
      <Button icon={<ArrowLeftOutlined aria-hidden />} aria-label={T.previous} title={T.previous} onClick={onPrevious} />
      <Button disabled={isCurrent} onClick={onCurrent}>
        {T.current}
      </Button>
      <Button icon={<ArrowRightOutlined aria-hidden />} aria-label={T.next} title={T.next} onClick={onNext} />
      <Typography.Text strong data-testid="week-range" style={{ marginInlineStart: 8 }}>
        {`${formatCalendarDateShort(from, to)} – ${formatCalendarDate(to)}`}
      </Typography.Text>
    </Flex>
  );
}
