import { ApiError } from '@kanri/api-client';
import { TIME_MESSAGES } from '@kanri/contracts';
import { formatDuration } from '@kanri/design-system';
import { makeTimeEntry } from '../../test-utils';
import {
  asFormRefusal,
  clockOf,
  entryForm,
  parseClock,
  storeFormSchema,
  storeRequestOf,
  updateFormSchema,
  updateRequestOf,
  type EntryFormValues,
} from './entry-form';
import { TRACKING_TEXTS } from './texts';

const PARIS = 'Europe/Paris';
const form = (overrides: Partial<EntryFormValues> = {}): EntryFormValues => ({
  date: '2026-11-03',
  start: '09:00',
  mode: 'end',
  end: '10:30',
  duration: '',
  description: '',
  billable: true,
  ...overrides,
});

/** The message shown under each field: the first one for it (as the form adapter shows them). */
function issues(result: ReturnType<ReturnType<typeof storeFormSchema>['safeParse']>) {
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.error.issues) if (!first.has(issue.path.join('.'))) first.set(issue.path.join('.'), issue.message);
  return [...first];
}

describe('parseClock / clockOf', () => {
  it('reads 24-hour times', () => {
    expect(parseClock('9:05')).toEqual({ hour: 9, minute: 5 });
    expect(parseClock('23:59')).toEqual({ hour: 23, minute: 59 });
    expect(parseClock('7')).toEqual({ hour: 7, minute: 0 });
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('9:60')).toBeNull();
    expect(parseClock('nine')).toBeNull();
  });

  it('shows an instant’s wall-clock time in a zone', () => {
    expect(clockOf(Date.parse('2026-11-03T08:15:00Z'), PARIS)).toBe('09:15');
    expect(clockOf(Date.parse('2026-07-03T08:15:00Z'), PARIS)).toBe('10:15');
  });
});

describe('storeRequestOf', () => {
  it('gives the instants of the day’s times in the user’s zone', () => {
    expect(storeRequestOf(form({ description: '  Call ' }), PARIS)).toEqual({
      description: 'Call',
      started_at: '2026-11-03T08:00:00.000Z',
      ended_at: '2026-11-03T09:30:00.000Z',
      billable: true,
    });
  });

  it('puts an end at or before the start on the next day', () => {
    const request = storeRequestOf(form({ start: '22:00', end: '01:00' }), 'UTC');
    expect(request.ended_at).toBe('2026-11-04T01:00:00.000Z');
  });

  it('sends a duration instead of an end, and leaves a blank description to the server', () => {
    expect(storeRequestOf(form({ mode: 'duration', duration: '1:30', billable: false }), 'UTC')).toEqual({
      started_at: '2026-11-03T09:00:00.000Z',
      duration_ms: 5_400_000,
      billable: false,
    });
  });
});

describe('storeFormSchema', () => {
  it('accepts a complete form', () => {
    expect(storeFormSchema('UTC').safeParse(form())).toEqual({ success: true });
  });

  it('puts the form’s and the contract’s messages under the form’s fields', () => {
    const schema = storeFormSchema('UTC');
    expect(issues(schema.safeParse(form({ start: '', end: '' })))).toEqual([
      ['start', TIME_MESSAGES.startRequired],
      ['end', TIME_MESSAGES.endOrDuration],
    ]);
    expect(issues(schema.safeParse(form({ end: '25:00' })))[0]).toEqual(['end', TRACKING_TEXTS.dialog.timeInvalid]);
    expect(issues(schema.safeParse(form({ mode: 'duration', duration: '' })))).toEqual([
      ['duration', TIME_MESSAGES.endOrDuration],
    ]);
    expect(issues(schema.safeParse(form({ mode: 'duration', duration: '25h' })))).toEqual([['duration', TIME_MESSAGES.tooLong]]);
    expect(issues(schema.safeParse(form({ description: 'x'.repeat(501) })))).toEqual([
      ['description', TIME_MESSAGES.descriptionTooLong],
    ]);
    expect(issues(schema.safeParse(form({ date: null })))[0]).toEqual(['date', TRACKING_TEXTS.dialog.dateRequired]);
  });
});

describe('updateRequestOf', () => {
  const entry = makeTimeEntry(5, { description: 'Standup' });
  const initial = entryForm(entry, 'UTC', formatDuration);

  it('starts from the entry', () => {
    expect(initial).toEqual(form({ date: '2026-11-01', end: '10:00', duration: '1h 0m 0s', description: 'Standup' }));
  });

  it('sends only what changed', () => {
    expect(updateRequestOf(initial, initial, entry, 'UTC')).toEqual({ id: 5 });
    expect(updateRequestOf({ ...initial, billable: false }, initial, entry, 'UTC')).toEqual({ id: 5, billable: false });
    expect(updateRequestOf({ ...initial, end: '11:00' }, initial, entry, 'UTC')).toEqual({
      id: 5,
      ended_at: '2026-11-01T11:00:00.000Z',
    });
    expect(updateRequestOf({ ...initial, start: '08:00' }, initial, entry, 'UTC')).toEqual({
      id: 5,
      started_at: '2026-11-01T08:00:00.000Z',
      ended_at: '2026-11-01T10:00:00.000Z',
    });
    expect(updateRequestOf({ ...initial, mode: 'duration', duration: '45m' }, initial, entry, 'UTC')).toEqual({
      id: 5,
      duration_ms: 2_700_000,
    });
  });

  it('changes only the description and billable of a running entry', () => {
    const running = makeTimeEntry(6, { ended_at: null, is_active: true, description: 'Deep work' });
    const start = entryForm(running, 'UTC', formatDuration);
    expect(updateRequestOf({ ...start, description: 'Focus', start: '07:00' }, start, running, 'UTC')).toEqual({
      id: 6,
      description: 'Focus',
    });
    expect(updateFormSchema(running, start, 'UTC').safeParse({ ...start, end: '' })).toEqual({ success: true });
  });
});

describe('asFormRefusal', () => {
  it('moves a 422’s request fields to the form’s', () => {
    const refusal = asFormRefusal(
      new ApiError('The given data was invalid.', 422, { started_at: ['a'], duration_ms: ['b'], task_id: ['c'] }),
      'duration',
    ) as ApiError;
    expect(refusal.errors).toEqual({ start: ['a'], duration: ['b'], task_id: ['c'] });
    const other = new ApiError('Server down', 500);
    expect(asFormRefusal(other, 'end')).toBe(other);
  });
});
