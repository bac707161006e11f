import type {
  CalendarFeed,
  CalendarFeedLink,
  Deleted,
  Meeting,
  MeetingListQuery,
  MeetingPage,
  MeetingStoreRequest,
  MeetingUpdateRequest,
} from '@kanri/contracts';
import { apiCall, apiDownload } from '../http';
import { queryString } from './tasks';

/** GET /meetings: the caller's meetings (organised or invited to), paged, with the cards' counts. */
export const listMeetings = (params: MeetingListQuery = {}) =>
  apiCall<MeetingPage>(`/meetings${queryString(params as Record<string, string | number | undefined>)}`);

/** POST /meetings/store (spec §7): the caller organises it. */
export const createMeeting = (body: MeetingStoreRequest) => apiCall<Meeting>('/meetings/store', { method: 'POST', body });

/** PUT /meetings/update `{ id, ...changes }` (organiser only). */
export const updateMeeting = (body: MeetingUpdateRequest) => apiCall<Meeting>('/meetings/update', { method: 'PUT', body });

/** DELETE /meetings/destroy `{ id }` (organiser only). */
export const deleteMeeting = (id: number) => apiCall<Deleted>('/meetings/destroy', { method: 'DELETE', body: { id } });

/** GET /meetings/{id}/ics: one meeting as an iCalendar file. */
export const downloadMeetingIcs = (id: number) => apiDownload(`/meetings/${id}/ics`);

/** GET /meetings/feed: whether the caller has a calendar feed link. */
export const getCalendarFeed = () => apiCall<CalendarFeed>('/meetings/feed');

/** POST /meetings/feed: a new feed link (the previous one stops working); the token is shown only here. */
export const createCalendarFeed = () => apiCall<CalendarFeedLink>('/meetings/feed', { method: 'POST', body: {} });

/** DELETE /meetings/feed: revokes the caller's feed link. */
export const revokeCalendarFeed = () => apiCall<CalendarFeed>('/meetings/feed', { method: 'DELETE' });
