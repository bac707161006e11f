import { formatDuration, Input } from '@kanri/design-system';
import { useState, type KeyboardEvent } from 'react';
import { parseDurationInput } from '../../../shared/duration-input';

/**
 * One editable cell of the timesheet: shows the day's tracked time; typed text (`1:30`, `1h 30m`,
 * `90m`, `1.5`, blank for none) is saved on Enter or when the cell loses focus. Escape reverts. While
 * saving the cell shows the typed value; once saved, the value the server kept; on a refusal it
 * goes back to the value it had (the page shows why).
 */
export function TimesheetCell({
  label,
  value,
  disabled,
  failed,
  onSave,
  onInvalid,
}: {
  label: string;
  value: number;
  disabled: boolean;
  /** The last save of this cell was refused. */
  failed: boolean;
  /** Saves the new duration; rejects when refused (the cell reverts). */
  onSave: (ms: number) => Promise<unknown>;
  /** The text is not a duration (the cell reverts). */
  onInvalid: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const shownValue = pending ?? value;
  const text = (ms: number) => (ms > 0 ? formatDuration(ms) : '');

  async function commit() {
    if (draft === null) return;
    const typed = draft;
    setDraft(null);
    if (typed.trim() === text(shownValue)) return;
    const ms = parseDurationInput(typed);
    if (ms === null) {
      onInvalid();
      return;
    }
    if (ms === shownValue) return;
    setPending(ms);
    try {
      await onSave(ms);
    } catch {
      // reverted below; the page reports the refusal
    } finally {
      setPending(null);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  }

  return (
    <Input
      aria-label={label}
      value={draft ?? text(shownValue)}
      disabled={disabled}
      status={failed && draft === null ? 'error' : undefined}
      aria-invalid={failed || undefined}
      autoComplete="off"
      inputMode="decimal"
      size="small"
      // the native 20-character default would set the day columns' preferred width; minWidth bounds it
      htmlSize={1}
      variant="borderless"
      onFocus={(event) => event.target.select()}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => void commit()}
      style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', width: '100%', minWidth: 72 }}
    />
  );
}
