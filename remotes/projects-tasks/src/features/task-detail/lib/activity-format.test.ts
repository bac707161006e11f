import { TASK_MEDIA_ACTIVITY, type CustomField, type TaskActivity } from '@kanri/contracts';
import { makeMember, PRIORITIES, STATUSES, TAGS } from '../../../test-utils';
import { describeActivity, formatActivityValue, type ActivityLookups } from './activity-format';

const lookups: ActivityLookups = {
  statuses: STATUSES,
  priorities: PRIORITIES,
  tags: TAGS,
  members: [makeMember(1, { full_name: 'Ada Lovelace' }), makeMember(2, { full_name: 'Grace Hopper' })],
  relationships: [{ task_id: 9, type: 'blocks', title: 'Design the homepage', project_id: 1 }],
};

function entry(overrides: Partial<TaskActivity>): TaskActivity {
  return {
    id: 1,
    task_id: 1,
    type: 'updated',
    field: null,
    custom_field_id: null,
    old_value: null,
    new_value: null,
    body: null,
    user: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('describeActivity', () => {
  it('names statuses, priorities, people and tags instead of ids', () => {
    expect(describeActivity(entry({ field: 'status_id', old_value: 1, new_value: 3 }), lookups)).toEqual({
      kind: 'updated',
      field: 'Status',
      from: 'To Do',
      to: 'Completed',
    });
    expect(describeActivity(entry({ field: 'priority_id', old_value: 2, new_value: null }), lookups)).toEqual({
      kind: 'updated',
      field: 'Priority',
      from: 'Medium',
      to: '',
    });
    expect(describeActivity(entry({ field: 'assignee_ids', old_value: [], new_value: [2, 1, 44] }), lookups)).toEqual({
      kind: 'updated',
      field: 'Assignees',
      from: '',
      to: 'Grace Hopper, Ada Lovelace, Former member',
    });
    expect(describeActivity(entry({ field: 'tag_ids', old_value: [6], new_value: [] }), lookups)).toMatchObject({
      from: 'Feature',
      to: '',
    });
  });

  it('formats dates, estimates, switches, progress and links', () => {
    expect(
      describeActivity(entry({ field: 'start_date', old_value: '2026-01-02', new_value: '2026-02-03' }), lookups),
    ).toMatchObject({ field: 'Start date', from: 'Jan 2, 2026', to: 'Feb 3, 2026' });
    expect(describeActivity(entry({ field: 'time_estimate_minutes', old_value: null, new_value: 150 }), lookups)).toMatchObject({
      field: 'Time Estimate',
      from: '',
      to: '2h 30m',
    });
    expect(describeActivity(entry({ field: 'track_time', old_value: false, new_value: true }), lookups)).toMatchObject({
      from: 'Off',
      to: 'On',
    });
    expect(describeActivity(entry({ field: 'progress', old_value: 0, new_value: 40 }), lookups)).toMatchObject({
      from: '0%',
      to: '40%',
    });
    expect(
      describeActivity(
        entry({
          field: 'relationships',
          old_value: [],
          new_value: [
            { task_id: 9, type: 'blocks' },
            { task_id: 12, type: 'related' },
          ],
        }),
        lookups,
      ),
    ).toMatchObject({ to: 'Blocks Design the homepage, Related Task #12' });
  });

  it('shortens long texts to one line', () => {
    const line = describeActivity(
      entry({ field: 'description', old_value: null, new_value: `First\n\nsecond ${'x'.repeat(300)}` }),
      lookups,
    );
    expect(line).toMatchObject({ field: 'Description', from: '' });
    expect((line as { to: string }).to.startsWith('First second x')).toBe(true);
    expect((line as { to: string }).to.length).toBeLessThanOrEqual(120);
  });

  it('names custom fields and their option labels', () => {
    const field = {
      id: 4,
      name: 'Stage',
      type: 'dropdown',
      options: [{ id: 'a', label: 'Review', color: '#fff' }],
      settings: {},
    } as unknown as CustomField;
    const withField = { ...lookups, customFields: [field] };
    expect(
      describeActivity(entry({ field: 'custom_field', custom_field_id: 4, old_value: null, new_value: 'a' }), withField),
    ).toEqual({ kind: 'updated', field: 'Stage', from: '', to: 'Review' });
    expect(
      formatActivityValue('custom_field', 1999, lookups, {
        ...field,
        type: 'money',
        settings: { currency: 'EUR' },
      } as CustomField),
    ).toBe('€19.99');
  });

  it('describes created, comments and attachments', () => {
    expect(describeActivity(entry({ type: 'created' }), lookups)).toEqual({ kind: 'created' });
    expect(describeActivity(entry({ type: 'comment', body: 'Hello' }), lookups)).toEqual({ kind: 'comment', body: 'Hello' });
    expect(describeActivity(entry({ type: 'attachment', body: 'a.pdf', new_value: TASK_MEDIA_ACTIVITY.added }), lookups)).toEqual(
      { kind: 'attachment', fileName: 'a.pdf', removed: false },
    );
    expect(
      describeActivity(entry({ type: 'attachment', body: 'a.pdf', new_value: TASK_MEDIA_ACTIVITY.removed }), lookups),
    ).toEqual({ kind: 'attachment', fileName: 'a.pdf', removed: true });
  });
});
