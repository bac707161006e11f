import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, type CSSProperties } from 'react';
import { useCalendarWeekStart } from './date-input';

export interface DateTimeInputProps {
  /** An instant (ISO 8601, `2026-11-01T10:00:00.000Z`), shown in local time; '' or null for none. */
  value: string | null | undefined;
  /** The chosen instant in ISO 8601 (UTC), to the minute; null when cleared. */
  onChange: (value: string | null) => void;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** Local days before this instant's day cannot be picked. */
  min?: string | null;
  minuteStep?: 1 | 5 | 10 | 15 | 30;
  status?: 'error';
  style?: CSSProperties;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Shown in the input, and what typing must follow (default `MMM D, YYYY h:mm A`). */
  displayFormat?: string;
}

function parse(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/**
 * A date and time picker with instant strings: the day and the time (local) in one field, committed
 * as picked (no OK step), seconds dropped. Enter while picking takes the typed text without
 * submitting the form around it.
 */
export function DateTimeInput({
  value,
  onChange,
  min,
  minuteStep = 5,
  displayFormat = 'MMM D, YYYY h:mm A',
  ...rest
}: DateTimeInputProps) {
  const minDay = parse(min);
  const open = useRef(false);
  useCalendarWeekStart();
  return (
    // Seen before the picker's own handler, which closes the popup as it takes the text.
    <span
      style={{ display: 'contents' }}
      onKeyDownCapture={(event) => {
        if (event.key === 'Enter' && open.current) event.preventDefault();
      }}
    >
      <DatePicker
        {...rest}
        onOpenChange={(next: boolean) => {
          open.current = next;
        }}
        value={parse(value)}
        format={displayFormat}
        showTime={{ format: 'h:mm A', minuteStep, use12Hours: true }}
        needConfirm={false}
        onChange={(next: Dayjs | null) => onChange(next ? next.second(0).millisecond(0).toISOString() : null)}
        disabledDate={minDay ? (day: Dayjs) => day.isBefore(minDay, 'day') : undefined}
      />
    </span>
  );
}
