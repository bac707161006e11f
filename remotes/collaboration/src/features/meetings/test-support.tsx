import { localTimeZone, type Meeting, type MeetingCounts, type MeetingPage, type Member } from '@kanri/contracts';
import { screen, within } from '@testing-library/react';
import { fakeApi, makeMember, renderWithApp, type ApiCall, type RenderWithAppOptions } from '../../test-utils';
import MeetingsPage from './pages/meetings-page';
import { MEETING_TEXTS } from './texts';

const T = MEETING_TEXTS;

/** A GET /meetings reply: `items` as one page, counts from the items unless given. */
export function meetingPage(
  items: Meeting[],
  overrides: Partial<Omit<MeetingPage, 'counts'>> & { counts?: Partial<MeetingCounts> } = {},
): MeetingPage {
  const { counts, ...rest } = overrides;
  return {
    items,
    total: items.length,
    page: 1,
    per_page: 20,
    ...rest,
    counts: { total: items.length, upcoming: 0, today: 0, completed: 0, ...counts },
  };
}

/** The workspace: Ada (the signed-in user), Grace, Alan, and Edsger, invited and not yet joined. */
export const MEMBERS: Member[] = [
  makeMember(1, { full_name: 'Ada Lovelace', email: 'ada@kanri.test' }),
  makeMember(2, { full_name: 'Grace Hopper', email: 'grace@kanri.test' }),
  makeMember(3, { full_name: 'Alan Turing', email: 'alan@kanri.test' }),
  makeMember(4, { full_name: 'Edsger Dijkstra', email: 'edsger@kanri.test', membership_status: 'invited' }),
];

/**
 * The Meetings page over a fake API: GET /meetings answers `list` (a page, or a function of the
 * call), GET /users the members; `handlers` add or replace routes.
 */
export function renderMeetingsPage({
  list = meetingPage([]),
  members = MEMBERS,
  handlers = {},
  options = {},
}: {
  list?: MeetingPage | ((call: ApiCall) => unknown);
  members?: Member[];
  handlers?: Record<string, (call: ApiCall) => unknown>;
  options?: RenderWithAppOptions;
} = {}) {
  const api = fakeApi({
    'GET /meetings': typeof list === 'function' ? list : () => list,
    'GET /users': () => members,
    ...handlers,
  });
  const view = renderWithApp([{ path: '/dashboard/meetings', element: <MeetingsPage /> }], {
    path: '/dashboard/meetings',
    ...options,
  });
  return { ...view, api, timeZone: localTimeZone() };
}

/** The figure on a card (Total Meetings, Upcoming, Today, Completed). */
export function cardValue(title: string): string {
  const cards = screen.getByRole('region', { name: T.cards.label });
  return within(cards).getByText(title).parentElement!.children[1]!.textContent ?? '';
}

/** The table row of a meeting, found by its title. */
export async function findRow(title: string): Promise<HTMLElement> {
  const cell = await screen.findByText(title, { selector: '.ant-table-row *' });
  return cell.closest('tr')!;
}
