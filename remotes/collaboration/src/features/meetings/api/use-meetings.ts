import {
  createCalendarFeed,
  createMeeting,
  deleteMeeting,
  failureMessage,
  formFailure,
  getCalendarFeed,
  listMeetings,
  queryKeys,
  revokeCalendarFeed,
  updateMeeting,
} from '@kanri/api-client';
import {
  MEETING_MESSAGES,
  type CalendarFeed,
  type CalendarFeedLink,
  type Meeting,
  type MeetingListQuery,
  type MeetingStoreRequest,
  type MeetingUpdateRequest,
} from '@kanri/contracts';
import { toast } from '@kanri/design-system';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * GET /meetings for one search, filter and page: the rows, their total and the cards' counts. The
 * last reply stays on screen while the next loads (typing, paging).
 */
export const useMeetingsQuery = (query: MeetingListQuery) =>
  useQuery({
    queryKey: queryKeys.meetings.list({ ...query }),
    queryFn: () => listMeetings(query),
    placeholderData: keepPreviousData,
  });

/**
 * Schedule, change and delete a meeting: the call, the contract's success toast, then every
 * meeting query refetches. Create and update reject for their dialog (see `formFailure`); delete
 * toasts its failure and resolves false, which keeps the confirmation open.
 */
export function useMeetingActions() {
  const queryClient = useQueryClient();
  const createMutation = useMutation({ mutationFn: createMeeting });
  const updateMutation = useMutation({ mutationFn: updateMeeting });
  const deleteMutation = useMutation({ mutationFn: deleteMeeting });

  function changed(message: string) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.meetings.all });
    toast.success(message);
  }

  async function create(request: MeetingStoreRequest): Promise<Meeting> {
    try {
      const meeting = await createMutation.mutateAsync(request);
      changed(MEETING_MESSAGES.created);
      return meeting;
    } catch (error) {
      throw formFailure(error, MEETING_MESSAGES.createFailed);
    }
  }

  async function update(request: MeetingUpdateRequest): Promise<Meeting> {
    try {
      const meeting = await updateMutation.mutateAsync(request);
      changed(MEETING_MESSAGES.updated);
      return meeting;
    } catch (error) {
      throw formFailure(error, MEETING_MESSAGES.updateFailed);
    }
  }

  async function remove(meeting: Meeting): Promise<boolean> {
    try {
      await deleteMutation.mutateAsync(meeting.id);
    } catch (error) {
      toast.error(failureMessage(error, MEETING_MESSAGES.deleteFailed));
      return false;
    }
    changed(MEETING_MESSAGES.deleted);
    return true;
  }

  return { create, update, remove };
}

/** GET /meetings/feed: whether the caller has a calendar link (asked while the dialog is open). */
export const useCalendarFeedQuery = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.meetings.feed(), queryFn: getCalendarFeed, enabled });

/**
 * Create (or reset) and revoke the calendar link. A new link is returned once, for the dialog to
 * show; the feed's state is updated from the reply. Failures are toasted; each resolves null then.
 */
export function useCalendarFeedActions(failedText: string) {
  const queryClient = useQueryClient();
  const createMutation = useMutation({ mutationFn: createCalendarFeed });
  const revokeMutation = useMutation({ mutationFn: revokeCalendarFeed });

  function stored(feed: CalendarFeed, message: string) {
    const { active, created_at, last_used_at } = feed;
    queryClient.setQueryData<CalendarFeed>(queryKeys.meetings.feed(), { active, created_at, last_used_at });
    toast.success(message);
  }

  async function create(): Promise<CalendarFeedLink | null> {
    try {
      const link = await createMutation.mutateAsync();
      stored(link, MEETING_MESSAGES.feedCreated);
      return link;
    } catch (error) {
      toast.error(failureMessage(error, failedText));
      return null;
    }
  }

  async function revoke(): Promise<CalendarFeed | null> {
    try {
      const feed = await revokeMutation.mutateAsync();
      stored(feed, MEETING_MESSAGES.feedRevoked);
      return feed;
    } catch (error) {
      toast.error(failureMessage(error, failedText));
      return null;
    }
  }

  return { create, revoke, pending: createMutation.isPending || revokeMutation.isPending };
}
