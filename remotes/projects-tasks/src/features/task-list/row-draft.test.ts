import { makeTask } from '../../test-utils';
import { draftChanges, draftOf, draftTask } from './row-draft';

describe('row draft', () => {
  const task = makeTask(1, { title: 'Plan', progress: 40, assignee_ids: [2], custom_field_values: { '7': 'x' } });

  it('changes nothing when nothing was edited', () => {
    expect(draftChanges(task, draftOf(task))).toEqual({});
  });

  it('sends only the changed fields, the name trimmed', () => {
    const draft = { ...draftOf(task), title: '  Plan it  ', status_id: 2, due_date: '2026-12-01', assignee_ids: [2, 3] };
    expect(draftChanges(task, draft)).toEqual({ title: 'Plan it', status_id: 2, due_date: '2026-12-01', assignee_ids: [2, 3] });
  });

  it('turns the typed progress into 0–100 (spec §5: non-numeric is 0)', () => {
    expect(draftChanges(task, { ...draftOf(task), progress: 'abc' })).toEqual({ progress: 0 });
    expect(draftChanges(task, { ...draftOf(task), progress: '150' })).toEqual({ progress: 100 });
    expect(draftChanges(task, { ...draftOf(task), progress: ' 40 % ' })).toEqual({});
  });

  it('sends changed custom values and shows them on the draft task', () => {
    const draft = { ...draftOf(task), custom: { '7': 'x', '8': 5, '9': null } };
    expect(draftChanges(task, draft)).toEqual({ custom_field_values: { '8': 5 } });
    expect(draftTask(task, { ...draft, custom: { '7': null, '8': 5 } }).custom_field_values).toEqual({ '8': 5 });
  });
});
