import { addDays, dayOf, localTimeZone, zoneOffsetMs, type WeekStartDay } from '@kanri/contracts/constants';
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { CSSProperties } from 'react';
import { useTimeZone, useWeekStartsOn } from '../hooks/use-time-zone';

/** Calendar dates travel as `YYYY-MM-DD` strings; dayjs stays inside design-system. */
export const DATE_FORMAT = 'YYYY-MM-DD';

export interface DateInputProps {
  /** `YYYY-MM-DD` or null. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** Today, Tomorrow and Next Week (+7 days) shortcuts (spec §2 Task list), in the user's time zone. */
  shortcuts?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  autoFocus?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
  variant?: 'outlined' | 'borderless' | 'filled' | 'underlined';
  /** Days before this `YYYY-MM-DD` cannot be picked. */
  min?: string | null;
  /** Days after this `YYYY-MM-DD` cannot be picked. */
  max?: string | null;
  style?: CSSProperties;
  className?: string;
  id?: string;
  'aria-label'?: string;
  /** Shown in the input (default `MMM D, YYYY`). */
  displayFormat?: string;
}

function parse(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value, DATE_FORMAT);
  return parsed.isValid() ? parsed : null;
}

/**
 * The calendars' first day of the week: the workspace's (issue 19). antd's pickers read it from
 * dayjs's locale (`en`, antd's default), so every picker follows the one setting.
 */
export function useCalendarWeekStart(): WeekStartDay {
  const weekStartsOn = useWeekStartsOn();
  dayjs.Ls.en!.weekStart = weekStartsOn;
  return weekStartsOn;
}

/** The zone of the date pickers' "now", set by each DateInput as it renders (one user per page). */
let pickerTimeZone = localTimeZone();

/**
 * antd's picker with its "now" read in the user's time zone (issue 19): the calendar's today cell
 * and the month it opens on follow the zone, not the browser's clock. The wall-clock time there,
 * as a local dayjs: the picker only reads its fields.
 */
const ZonedDatePicker = DatePicker.generatePicker<Dayjs>({
  ...dayjsGenerateConfig,
  getNow: () => {
    const now = Date.now();
    return dayjs(new Date(now + zoneOffsetMs(now, pickerTimeZone)).toISOString().slice(0, -1));
  },
});

/** The day `days` after today in the user's zone (not the browser's), read when the shortcut is taken. */
const shortcut = (days: number, timeZone: string) => () => dayjs(addDays(dayOf(Date.now(), timeZone), days), DATE_FORMAT);

/** A date picker whose week starts on the workspace's first day (Sunday by default), with string values. */
export function DateInput({
  value,
  onChange,
  shortcuts = false,
  min,
  max,
  displayFormat = 'MMM D, YYYY',
  ...rest
}: DateInputProps) {
  const minDay = parse(min);
  const maxDay = parse(max);
  const timeZone = useTimeZone();
  pickerTimeZone = timeZone;
  useCalendarWeekStart();
  return (
    <ZonedDatePicker
      {...rest}
      value={parse(value)}
      format={displayFormat}
      onChange={(next: Dayjs | null) => onChange(next ? next.format(DATE_FORMAT) : null)}
      disabledDate={
        minDay || maxDay
          ? (day: Dayjs) => Boolean((minDay && day.isBefore(minDay, 'day')) || (maxDay && day.isAfter(maxDay, 'day')))
          : undefined
      }
      // The Today shortcut replaces the picker's own Today link: one way to pick today.
      showNow={!shortcuts}
      presets={
        shortcuts
          ? [
              { label: 'Today', value: shortcut(0, timeZone) },
              { label: 'Tomorrow', value: shortcut(1, timeZone) },
              { label: 'Next Week', value: shortcut(7, timeZone) },
            ]
          : undefined
      }
    />
  );
}
