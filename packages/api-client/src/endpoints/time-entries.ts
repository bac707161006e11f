import type {
  Deleted,
  TimeEntry,
  TimeEntryListQuery,
  TimeEntryPage,
  TimeEntryStoreRequest,
  TimeEntryUpdateRequest,
  TimeFilter,
  TimeReport,
  TimerStartRequest,
  TimesheetCell,
  TimesheetCellRequest,
} from '@kanri/contracts';
import { apiCall, apiDownload } from '../http';
import { queryString } from './tasks';

type QueryValues = Record<string, string | number | boolean | undefined | null>;

const query = (params: QueryValues) =>
  queryString(
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'boolean' ? String(value) : value])),
  );

/** GET /time-entries: the filter (period in a time zone, user, task, project, billable), newest first, by cursor. */
export const listTimeEntries = (params: TimeEntryListQuery = {}) =>
  apiCall<TimeEntryPage>(`/time-entries${query(params as QueryValues)}`);

/** GET /time-entries/active: the caller's running or paused timer, or null. */
export const getActiveTimeEntry = () => apiCall<TimeEntry | null>('/time-entries/active');

/** POST /time-entries/start: stops the running timer first; empty description → `General work`. */
export const startTimer = (body: TimerStartRequest = {}) => apiCall<TimeEntry>('/time-entries/start', { method: 'POST', body });

/** POST /time-entries/pause, /resume, /stop: the caller's active timer. */
export const pauseTimer = () => apiCall<TimeEntry>('/time-entries/pause', { method: 'POST', body: {} });
export const resumeTimer = () => apiCall<TimeEntry>('/time-entries/resume', { method: 'POST', body: {} });
export const stopTimer = () => apiCall<TimeEntry>('/time-entries/stop', { method: 'POST', body: {} });

/** POST /time-entries/store: a manual entry (start with end or duration). */
export const createTimeEntry = (body: TimeEntryStoreRequest) =>
  apiCall<TimeEntry>('/time-entries/store', { method: 'POST', body });

/** PUT /time-entries/update `{ id, ...changes }`. */
export const updateTimeEntry = (body: TimeEntryUpdateRequest) =>
  apiCall<TimeEntry>('/time-entries/update', { method: 'PUT', body });

/** DELETE /time-entries/destroy/{id}. */
export const deleteTimeEntry = (id: number) => apiCall<Deleted>(`/time-entries/destroy/${id}`, { method: 'DELETE' });

/** PUT /time-entries/timesheet: sets one timesheet cell (a row's day) to a duration. */
export const setTimesheetCell = (body: TimesheetCellRequest) =>
  apiCall<TimesheetCell>('/time-entries/timesheet', { method: 'PUT', body });

/** GET /time-entries/report: totals by day, project, member and task for the filter. */
export const getTimeReport = (params: TimeFilter = {}) =>
  apiCall<TimeReport>(`/time-entries/report${query(params as QueryValues)}`);

/** GET /time-entries/export: the filter's entries as CSV (RFC 4180, UTF-8, header row). */
export const exportTimeEntries = (params: TimeFilter = {}) => apiDownload(`/time-entries/export${query(params as QueryValues)}`);
