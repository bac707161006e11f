import { taskReorderRequestSchema, taskStoreRequestSchema, TASK_MESSAGES } from './tasks';

describe('task requests', () => {
  it('defaults nothing but trims the title and checks dates in order', () => {
    expect(taskStoreRequestSchema.parse({ project_id: 1, title: '  A  ' })).toEqual({ project_id: 1, title: 'A' });
    const backwards = taskStoreRequestSchema.safeParse({ project_id: 1, start_date: '2025-01-02', due_date: '2025-01-01' });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]?.message).toBe(TASK_MESSAGES.dueBeforeStart);
  });

  it('wants exactly one of before_id and after_id to reorder', () => {
    expect(taskReorderRequestSchema.safeParse({ id: 1, before_id: 2 }).success).toBe(true);
    expect(taskReorderRequestSchema.safeParse({ id: 1, after_id: 2 }).success).toBe(true);
    expect(taskReorderRequestSchema.safeParse({ id: 1 }).success).toBe(false);
    expect(taskReorderRequestSchema.safeParse({ id: 1, before_id: 2, after_id: 3 }).success).toBe(false);
  });
});
