/**
 * Meetings, todos and notes: their plain values, texts and small rules (spec §3, §4, §5, §8, §9),
 * without zod, so screens and the server share them.
 */
export const MEETING_STATUSES = ['scheduled', 'ongoing', 'completed', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const TODO_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];
/** Spec §4: cancelled is not offered on create, only on edit and in the filter. */
export const TODO_CREATE_STATUSES = ['pending', 'in_progress', 'completed'] as const satisfies readonly TodoStatus[];
export const TODO_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TodoPriority = (typeof TODO_PRIORITIES)[number];

/** Spec §9 note colours: key → name, fill, border. */
export const NOTE_COLORS = {
  default: { name: 'Default', fill: '#2a2a2a', border: '#404040' },
  yellow: { name: 'Yellow', fill: '#fff9c4', border: '#fbbf24' },
  green: { name: 'Green', fill: '#dcfce7', border: '#22c55e' },
  blue: { name: 'Blue', fill: '#dbeafe', border: '#3b82f6' },
  purple: { name: 'Purple', fill: '#f3e8ff', border: '#8b5cf6' },
  pink: { name: 'Pink', fill: '#fce7f3', border: '#ec4899' },
  orange: { name: 'Orange', fill: '#fed7aa', border: '#f97316' },
} as const;
export type NoteColor = keyof typeof NOTE_COLORS;
export const NOTE_COLOR_KEYS = Object.keys(NOTE_COLORS) as NoteColor[];

/** Spec §9: recent notes were created in the last 7 days. */
export const RECENT_NOTE_DAYS = 7;
/** Spec §5: note previews. */
export const NOTE_PREVIEW_LENGTH = 150;
export const NOTE_PREVIEW_LENGTH_LIST = 200;

export const MEETING_TITLE_MAX_LENGTH = 200;
export const MEETING_DESCRIPTION_MAX_LENGTH = 5000;
export const MEETING_LOCATION_MAX_LENGTH = 300;
export const MEETING_URL_MAX_LENGTH = 2000;
export const MEETING_MAX_PARTICIPANTS = 200;
/** The longest meeting accepted (a multi-day offsite is fine; a typo of a year is not). */
export const MEETING_MAX_DAYS = 31;
export const TODO_TITLE_MAX_LENGTH = 200;
export const TODO_DESCRIPTION_MAX_LENGTH = 5000;
export const NOTE_TITLE_MAX_LENGTH = 200;
export const NOTE_CONTENT_MAX_LENGTH = 100_000;
export const NOTE_MAX_TAGS = 20;
export const NOTE_TAG_MAX_LENGTH = 40;
export const SEARCH_MAX_LENGTH = 200;
/** Lists of meetings, todos and notes are paged (`page`, `per_page`). */
export const COLLAB_DEFAULT_PER_PAGE = 50;
export const COLLAB_MAX_PER_PAGE = 100;

/** Server replies (success texts are spec §8's toasts) and validation messages. */
export const MEETING_MESSAGES = {
  listed: 'Meetings retrieved successfully',
  retrieved: 'Meeting retrieved successfully',
  created: 'Meeting created successfully',
  updated: 'Meeting updated successfully',
  deleted: 'Meeting deleted successfully',
  feedRetrieved: 'Calendar feed retrieved successfully',
  feedCreated: 'Calendar feed link created',
  feedRevoked: 'Calendar feed link revoked',
  /** Spec §5, on each missing field. */
  required: 'Title, start time, and end time are required',
  endBeforeStart: 'The end time must be after the start time.',
  tooLong: 'A meeting may not be longer than 31 days.',
  urlInvalid: 'The meeting URL must be a web address starting with http:// or https://.',
  titleTooLong: 'The title may not be longer than 200 characters.',
  descriptionTooLong: 'The description may not be longer than 5000 characters.',
  locationTooLong: 'The location may not be longer than 300 characters.',
  urlTooLong: 'The meeting URL may not be longer than 2000 characters.',
  tooManyParticipants: 'A meeting may have at most 200 participants.',
  participantNotMember: 'Every participant must be a member of this workspace.',
  statusInvalid: 'The status must be scheduled, ongoing, completed or cancelled.',
  notFound: 'Meeting not found.',
  organizerOnly: 'Only the organiser can change or delete this meeting.',
  feedTokenInvalid: 'This calendar link is not valid. Create a new one in Kanri.',
  /** Spec §5 delete confirmation, §8 failure toasts. */
  confirmDelete: 'Are you sure you want to delete this meeting?',
  loadFailed: 'Failed to load meetings',
  createFailed: 'Failed to create meeting',
  updateFailed: 'Failed to update meeting',
  deleteFailed: 'Failed to delete meeting',
} as const;

export const TODO_MESSAGES = {
  listed: 'Todos retrieved successfully',
  created: 'Todo created successfully',
  updated: 'Todo updated successfully',
  deleted: 'Todo deleted successfully',
  required: 'Title is required',
  titleTooLong: 'The title may not be longer than 200 characters.',
  descriptionTooLong: 'The description may not be longer than 5000 characters.',
  statusInvalid: 'The status must be pending, in progress, completed or cancelled.',
  createCancelled: 'A new todo cannot be cancelled.',
  priorityInvalid: 'The priority must be low, medium, high or urgent.',
  notFound: 'Todo not found.',
  confirmDelete: 'Are you sure you want to delete this todo?',
  loadFailed: 'Failed to load todos',
  createFailed: 'Failed to add todo',
  updateFailed: 'Failed to update todo',
  deleteFailed: 'Failed to delete todo',
} as const;

export const NOTE_MESSAGES = {
  listed: 'Notes retrieved successfully',
  created: 'Note created successfully',
  updated: 'Note updated successfully',
  deleted: 'Note deleted successfully',
  pinned: 'Note pinned',
  unpinned: 'Note unpinned',
  archived: 'Note archived',
  unarchived: 'Note restored',
  required: 'Title and content are required',
  titleTooLong: 'The title may not be longer than 200 characters.',
  contentTooLong: 'The content may not be longer than 100,000 characters.',
  colorInvalid: 'The colour must be one of default, yellow, green, blue, purple, pink or orange.',
  tooManyTags: 'A note may have at most 20 tags.',
  tagInvalid: 'A tag must be 1 to 40 characters.',
  notFound: 'Note not found.',
  confirmDelete: 'Are you sure you want to delete this note?',
  emptySearch: 'No notes found matching your search',
  empty: 'No notes yet. Create your first note!',
  loadFailed: 'Failed to load notes',
  createFailed: 'Failed to add note',
  updateFailed: 'Failed to update note',
  deleteFailed: 'Failed to delete note',
} as const;

/** Spec §8: `Todo marked as {status}` (the status as the list shows it: `completed`, `pending`). */
export const todoMarkedMessage = (status: TodoStatus) => `Todo marked as ${status.replace('_', ' ')}`;

/** Spec §9: a meeting's duration in minutes, end minus start, rounded. */
export function meetingDurationMinutes(startTime: string, endTime: string): number {
  return Math.round((Date.parse(endTime) - Date.parse(startTime)) / 60_000);
}

/** Spec §5: a note's preview, cut at `length` characters with an ellipsis. */
export function notePreview(content: string, length: number = NOTE_PREVIEW_LENGTH): string {
  const chars = Array.from(content);
  return chars.length <= length ? content : `${chars.slice(0, length).join('')}...`;
}
