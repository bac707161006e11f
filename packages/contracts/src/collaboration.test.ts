import {
  meetingDurationMinutes,
  meetingStoreRequestSchema,
  meetingUpdateRequestSchema,
  MEETING_MESSAGES,
  noteStoreRequestSchema,
  NOTE_MESSAGES,
  notePreview,
  todoMarkedMessage,
  todoStoreRequestSchema,
  TODO_MESSAGES,
} from './index.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('meeting requests', () => {
  const valid = { title: 'Standup', start_time: '2026-03-02T09:00:00Z', end_time: '2026-03-02T09:15:00Z' };

  it('accepts a meeting with title, start and end', () => {
    expect(meetingStoreRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('says which of title, start and end are missing, with the spec text', () => {
    const result = meetingStoreRequestSchema.safeParse({ title: '  ', start_time: '' });
    expect(messagesOf(result)).toEqual({
      title: MEETING_MESSAGES.required,
      start_time: MEETING_MESSAGES.required,
      end_time: MEETING_MESSAGES.required,
    });
  });

  it('refuses an end before or at the start, and a non-http(s) meeting URL', () => {
    expect(messagesOf(meetingStoreRequestSchema.safeParse({ ...valid, end_time: valid.start_time }))).toEqual({
      end_time: MEETING_MESSAGES.endBeforeStart,
    });
    for (const meeting_url of ['javascript:alert(1)', 'ftp://example.com', 'meet.example.com']) {
      expect(messagesOf(meetingStoreRequestSchema.safeParse({ ...valid, meeting_url }))).toEqual({
        meeting_url: MEETING_MESSAGES.urlInvalid,
      });
    }
    expect(meetingStoreRequestSchema.safeParse({ ...valid, meeting_url: 'https://meet.example.com/abc' }).success).toBe(true);
    expect(meetingStoreRequestSchema.safeParse({ ...valid, meeting_url: '' }).success).toBe(true);
  });

  it('checks times on update only when both are sent', () => {
    expect(meetingUpdateRequestSchema.safeParse({ id: 1, end_time: '2026-03-02T09:15:00Z' }).success).toBe(true);
    expect(messagesOf(meetingUpdateRequestSchema.safeParse({ id: 1, ...valid, end_time: '2026-03-01T09:00:00Z' }))).toEqual({
      end_time: MEETING_MESSAGES.endBeforeStart,
    });
  });

  it('computes the duration in rounded minutes', () => {
    expect(meetingDurationMinutes(valid.start_time, valid.end_time)).toBe(15);
    expect(meetingDurationMinutes('2026-03-02T09:00:00Z', '2026-03-02T09:00:40Z')).toBe(1);
  });
});

describe('todo and note requests', () => {
  it('requires a todo title and refuses a cancelled new todo', () => {
    expect(messagesOf(todoStoreRequestSchema.safeParse({ title: ' ' }))).toEqual({ title: TODO_MESSAGES.required });
    expect(messagesOf(todoStoreRequestSchema.safeParse({ title: 'x', status: 'cancelled' }))).toEqual({
      status: TODO_MESSAGES.createCancelled,
    });
    expect(todoMarkedMessage('completed')).toBe('Todo marked as completed');
    expect(todoMarkedMessage('in_progress')).toBe('Todo marked as in progress');
  });

  it('requires a note title and content, keeping line breaks', () => {
    expect(messagesOf(noteStoreRequestSchema.safeParse({}))).toEqual({
      title: NOTE_MESSAGES.required,
      content: NOTE_MESSAGES.required,
    });
    const parsed = noteStoreRequestSchema.parse({ title: 'A', content: 'line 1\nline 2\n' });
    expect(parsed.content).toBe('line 1\nline 2\n');
    expect(messagesOf(noteStoreRequestSchema.safeParse({ title: 'A', content: 'x', color: 'red' }))).toEqual({
      color: NOTE_MESSAGES.colorInvalid,
    });
  });

  it('cuts previews at 150 characters (200 in list view)', () => {
    const long = 'a'.repeat(250);
    expect(notePreview(long)).toBe(`${'a'.repeat(150)}...`);
    expect(notePreview(long, 200)).toBe(`${'a'.repeat(200)}...`);
    expect(notePreview('short')).toBe('short');
  });
});
