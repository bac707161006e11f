import { MEETING_MESSAGES, type Meeting } from '@kanri/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeMeeting, Reply, spyOnToasts, toastTexts } from '../../../test-utils';
import { cardValue, findRow, meetingPage, renderMeetingsPage } from '../test-support';
import { MEETING_TEXTS } from '../texts';

// Lazy design-system parts (table, inputs, modal, picker) are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const T = MEETING_TEXTS;
const D = T.dialog;

const person = (id: number, full_name: string) => ({
  id,
  full_name,
  email: `${full_name.split(' ')[0]!.toLowerCase()}@kanri.test`,
  photo_url: null,
});
const GRACE = person(2, 'Grace Hopper');
const ALAN = person(3, 'Alan Turing');

/** A local day and time as the instant the picker gives. */
const local = (month: number, day: number, hours: number, minutes = 0) =>
  new Date(2026, month - 1, day, hours, minutes).toISOString();

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

/** Types a day and time into a date-time field of the dialog (`Nov 5, 2026 9:15 AM`). */
async function pickTime(user: ReturnType<typeof renderMeetingsPage>['user'], dialog: HTMLElement, label: string, text: string) {
  const input = await within(dialog).findByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${text}{Enter}`);
  await waitFor(() => expect(input).toHaveValue(text));
}

/** Opens a row's menu; the menus closed earlier stay in the page, hidden. */
async function openMenu(user: ReturnType<typeof renderMeetingsPage>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: T.table.actionsLabel(title) }));
  return waitFor(() => {
    const open = screen.getAllByRole('menu').filter((menu) => !menu.closest('.ant-dropdown-hidden'));
    expect(open).toHaveLength(1);
    return open[0]!;
  });
}

const statusFilter = () => screen.getByRole('radiogroup', { name: T.statusFilter.label });

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('MeetingsPage', () => {
  it('shows the header, the cards from the reply’s counts and the table, asked in the user’s time zone', async () => {
    const meeting = makeMeeting(1, {
      title: 'Quarterly planning',
      description: 'Goals for Q1\nand more',
      location: 'Room 4',
      start_time: local(11, 4, 14, 0),
      end_time: local(11, 4, 14, 45),
      meeting_url: 'https://meet.example.com/q1',
    });
    const view = renderMeetingsPage({
      list: meetingPage([meeting], { counts: { total: 12, upcoming: 5, today: 2, completed: 4 } }),
    });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.schedule })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.subscribe })).toBeInTheDocument();
    await waitFor(() => expect(cardValue(T.cards.total)).toBe('12'));
    expect(cardValue(T.cards.upcoming)).toBe('5');
    expect(cardValue(T.cards.today)).toBe('2');
    expect(cardValue(T.cards.completed)).toBe('4');

    const row = await findRow('Quarterly planning');
    for (const header of [
      T.table.meeting,
      T.table.dateTime,
      T.table.duration,
      T.table.participants,
      T.table.status,
      T.table.actions,
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('Goals for Q1 · Room 4')).toBeInTheDocument();
    expect(within(row).getByText('Nov 4, 2026, 2:00 PM')).toBeInTheDocument();
    expect(within(row).getByText('45 min')).toBeInTheDocument();
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row).getByRole('group', { name: 'Participants: Ada Lovelace (organiser), Grace Hopper' })).toHaveTextContent(
      'ALGH',
    );

    expect(view.api.callsTo('GET /meetings').map((call) => Object.fromEntries(call.query))).toEqual([
      { time_zone: view.timeZone, page: '1', per_page: '20' },
    ]);
    // The members are asked for once a dialog needs them.
    expect(view.api.callsTo('GET /users')).toHaveLength(0);
  });

  it('shows three avatars then +N, the organiser first, every name in the group’s label; a multi-day meeting its end', async () => {
    const many = [GRACE, ALAN, person(4, 'Edsger Dijkstra'), person(5, 'Barbara Liskov'), person(6, 'Donald Knuth')];
    renderMeetingsPage({
      list: meetingPage([
        makeMeeting(1, {
          title: 'Offsite',
          participants: many,
          start_time: local(11, 4, 9),
          end_time: local(11, 6, 17),
          status: 'cancelled',
        }),
      ]),
    });
    const row = await findRow('Offsite');
    const group = within(row).getByRole('group');
    expect(group).toHaveAccessibleName(
      'Participants: Ada Lovelace (organiser), Grace Hopper, Alan Turing, Edsger Dijkstra, Barbara Liskov, Donald Knuth',
    );
    expect(group).toHaveTextContent('ALGHAT+3');
    expect(within(row).getByText('Ends Nov 6, 2026, 5:00 PM')).toBeInTheDocument();
    expect(within(row).getByText(`${(2 * 24 + 8) * 60} min`)).toBeInTheDocument();
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
  });

  it('sends the search once typing pauses, the status filter, and the page; a new filter starts on page 1', async () => {
    const many = Array.from({ length: 20 }, (_, index) => makeMeeting(index + 1, { title: `Standup ${index + 1}` }));
    const view = renderMeetingsPage({
      list: (call) => meetingPage(many, { total: 45, page: Number(call.query.get('page') ?? 1), counts: { total: 45 } }),
    });
    await findRow('Standup 1');
    const last = () => Object.fromEntries(view.api.callsTo('GET /meetings').at(-1)!.query);

    await view.user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(last()).toMatchObject({ page: '2' }));

    await view.user.type(screen.getByRole('textbox', { name: T.search.label }), 'plan');
    await waitFor(() => expect(last()).toEqual({ search: 'plan', time_zone: view.timeZone, page: '1', per_page: '20' }));
    // One request for the whole word, not one per key.
    expect(view.api.callsTo('GET /meetings').filter((call) => call.query.has('search'))).toHaveLength(1);

    await view.user.click(within(statusFilter()).getByText(T.statuses.completed));
    await waitFor(() => expect(last()).toMatchObject({ search: 'plan', status: 'completed', page: '1' }));
    await view.user.click(within(statusFilter()).getByText(T.statusFilter.all));
    await waitFor(() => expect(last()).not.toHaveProperty('status'));
  });

  it('shows an empty state with Schedule Meeting when there are no meetings', async () => {
    const view = renderMeetingsPage();
    expect(await screen.findByText(T.empty.title)).toBeInTheDocument();
    expect(screen.getByText(T.empty.hint)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: T.schedule })).toHaveLength(2);
    await view.user.click(screen.getAllByRole('button', { name: T.schedule })[1]!);
    expect(await dialogNamed(D.createTitle)).toBeInTheDocument();
  });

  it('shows another empty state when the search or filter matches none, and clears them', async () => {
    const view = renderMeetingsPage({
      list: (call) =>
        call.query.has('search') ? meetingPage([], { counts: { total: 3 } }) : meetingPage([makeMeeting(1, { title: 'Retro' })]),
    });
    await findRow('Retro');
    await view.user.type(screen.getByRole('textbox', { name: T.search.label }), 'zzz');
    expect(await screen.findByText(T.noMatch.title)).toBeInTheDocument();
    expect(screen.queryByText(T.empty.title)).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: T.noMatch.clear }));
    await findRow('Retro');
    expect(screen.getByRole('textbox', { name: T.search.label })).toHaveValue('');
  });

  it('shows Failed to load meetings with the server’s message, and retries', async () => {
    let fail = true;
    const view = renderMeetingsPage({
      list: () => (fail ? new Reply(500, { error: true, message: 'The database is asleep.' }) : meetingPage([makeMeeting(1)])),
    });
    expect(await screen.findByText(MEETING_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('The database is asleep.')).toBeInTheDocument();
    expect(cardValue(T.cards.total)).toBe('—');
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    await findRow('Meeting 1');
  });

  describe('the row menu', () => {
    it('offers Join Meeting only with an address, opening it in a new tab without a way back', async () => {
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      const view = renderMeetingsPage({
        list: meetingPage([
          makeMeeting(1, { title: 'With link', meeting_url: 'https://meet.example.com/abc' }),
          makeMeeting(2, { title: 'Without link' }),
        ]),
      });
      let menu = await openMenu(view.user, 'Without link');
      expect(within(menu).queryByText(T.menu.join)).not.toBeInTheDocument();
      expect(within(menu).getByText(T.menu.download)).toBeInTheDocument();
      await view.user.keyboard('{Escape}');

      menu = await openMenu(view.user, 'With link');
      await view.user.click(within(menu).getByText(T.menu.join));
      expect(open).toHaveBeenCalledWith('https://meet.example.com/abc', '_blank', 'noopener,noreferrer');
    });

    it('offers Edit and Delete to the organiser only', async () => {
      const view = renderMeetingsPage({
        list: meetingPage([
          makeMeeting(1, { title: 'Mine' }),
          makeMeeting(2, {
            title: 'Invited',
            is_organizer: false,
            organizer: person(2, 'Grace Hopper'),
            participants: [person(1, 'Ada Lovelace')],
          }),
        ]),
      });
      let menu = await openMenu(view.user, 'Invited');
      expect(within(menu).queryByText(T.menu.edit)).not.toBeInTheDocument();
      expect(within(menu).queryByText(T.menu.delete)).not.toBeInTheDocument();
      await view.user.keyboard('{Escape}');
      menu = await openMenu(view.user, 'Mine');
      expect(within(menu).getByText(T.menu.edit)).toBeInTheDocument();
      expect(within(menu).getByText(T.menu.delete)).toBeInTheDocument();
    });

    it('downloads the meeting’s .ics file, and toasts a failure', async () => {
      const toasts = spyOnToasts();
      const createObjectURL = jest.fn(() => 'blob:meeting');
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      const clicked: string[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
      let ok = true;
      const view = renderMeetingsPage({
        list: meetingPage([makeMeeting(7, { title: 'Retro' })]),
        handlers: {
          'GET /meetings/:id/ics': () =>
            ok ? new Reply(200, 'BEGIN:VCALENDAR') : new Reply(404, { error: true, message: MEETING_MESSAGES.notFound }),
        },
      });
      await view.user.click(within(await openMenu(view.user, 'Retro')).getByText(T.menu.download));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(view.api.callsTo('GET /meetings/:id/ics')[0]!.params).toEqual({ id: '7' });
      expect(createObjectURL).toHaveBeenCalled();

      ok = false;
      await view.user.click(within(await openMenu(view.user, 'Retro')).getByText(T.menu.download));
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual([MEETING_MESSAGES.notFound]));
    });
  });

  describe('Schedule Meeting', () => {
    it('asks for a title, a start and an end under each field, and sends nothing', async () => {
      const view = renderMeetingsPage();
      await view.user.click((await screen.findAllByRole('button', { name: T.schedule }))[0]!);
      const dialog = await dialogNamed(D.createTitle);
      await view.user.click(within(dialog).getByRole('button', { name: D.create }));
      await waitFor(() => expect(within(dialog).getAllByRole('alert')).toHaveLength(3));
      for (const label of [D.title, D.start, D.end]) {
        expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      }
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual([MEETING_MESSAGES.required, MEETING_MESSAGES.required, MEETING_MESSAGES.required]);
      expect(view.api.callsTo('POST /meetings/store')).toHaveLength(0);
    });

    it('refuses an end before the start and an address that is not http(s)', async () => {
      const view = renderMeetingsPage();
      await view.user.click((await screen.findAllByRole('button', { name: T.schedule }))[0]!);
      const dialog = await dialogNamed(D.createTitle);
      await view.user.type(within(dialog).getByLabelText(D.title), 'Design review');
      await pickTime(view.user, dialog, D.start, 'Nov 5, 2026 10:00 AM');
      // The end follows a first start: 30 minutes later.
      await waitFor(() => expect(within(dialog).getByLabelText(D.end)).toHaveValue('Nov 5, 2026 10:30 AM'));
      await pickTime(view.user, dialog, D.end, 'Nov 5, 2026 9:00 AM');
      await view.user.type(within(dialog).getByLabelText(D.url), 'javascript:alert(1)');
      await view.user.click(within(dialog).getByRole('button', { name: D.create }));
      expect(await within(dialog).findByText(MEETING_MESSAGES.endBeforeStart)).toBeInTheDocument();

      await pickTime(view.user, dialog, D.end, 'Nov 5, 2026 11:00 AM');
      await view.user.click(within(dialog).getByRole('button', { name: D.create }));
      expect(await within(dialog).findByText(MEETING_MESSAGES.urlInvalid)).toBeInTheDocument();
      expect(view.api.callsTo('POST /meetings/store')).toHaveLength(0);
    });

    it('schedules a meeting with participants picked from the members (not the signed-in user), and refreshes the list', async () => {
      const toasts = spyOnToasts();
      const created: Meeting[] = [];
      const view = renderMeetingsPage({
        list: () => meetingPage(created),
        handlers: {
          'POST /meetings/store': () => {
            const meeting = makeMeeting(9, { title: 'Design review', participants: [GRACE] });
            created.push(meeting);
            return new Reply(201, { error: false, message: MEETING_MESSAGES.created, data: meeting });
          },
        },
      });
      await view.user.click((await screen.findAllByRole('button', { name: T.schedule }))[0]!);
      const dialog = await dialogNamed(D.createTitle);
      await view.user.type(within(dialog).getByLabelText(D.title), '  Design review ');
      await view.user.type(within(dialog).getByLabelText(D.description), 'Agenda');
      await pickTime(view.user, dialog, D.start, 'Nov 5, 2026 10:00 AM');
      await pickTime(view.user, dialog, D.end, 'Nov 5, 2026 11:15 AM');
      await view.user.type(within(dialog).getByLabelText(D.location), 'Room 4');
      await view.user.type(within(dialog).getByLabelText(D.url), 'https://meet.example.com/review');

      await view.user.click(within(dialog).getByRole('combobox', { name: D.participants }));
      // Active members but Ada herself; Edsger has not joined yet.
      await screen.findByTitle('Grace Hopper');
      expect(screen.getByTitle('Alan Turing')).toBeInTheDocument();
      expect(screen.queryByTitle('Ada Lovelace')).not.toBeInTheDocument();
      expect(screen.queryByTitle('Edsger Dijkstra')).not.toBeInTheDocument();
      await view.user.type(within(dialog).getByRole('combobox', { name: D.participants }), 'grace');
      await waitFor(() => expect(screen.queryByTitle('Alan Turing')).not.toBeInTheDocument());
      await view.user.click(screen.getByTitle('Grace Hopper'));

      await view.user.click(within(dialog).getByRole('button', { name: D.create }));
      await waitFor(() => expect(view.api.callsTo('POST /meetings/store')).toHaveLength(1));
      expect(view.api.callsTo('POST /meetings/store')[0]!.body).toEqual({
        title: 'Design review',
        description: 'Agenda',
        start_time: local(11, 5, 10),
        end_time: local(11, 5, 11, 15),
        location: 'Room 4',
        meeting_url: 'https://meet.example.com/review',
        participants: [2],
      });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: D.createTitle })).not.toBeInTheDocument());
      expect(toastTexts(toasts.success)).toEqual([MEETING_MESSAGES.created]);
      await findRow('Design review');
    });

    it('puts a 422’s messages under their fields, and toasts other failures (the server’s message, else Failed to create meeting)', async () => {
      const toasts = spyOnToasts();
      const replies = [
        new Reply(503, { error: true, message: 'Meetings are read-only during maintenance.' }),
        new Reply(502, { error: true, message: '' }),
        new Reply(422, {
          error: true,
          message: 'The given data was invalid.',
          errors: { participants: [MEETING_MESSAGES.participantNotMember] },
        }),
      ];
      const view = renderMeetingsPage({ handlers: { 'POST /meetings/store': () => replies.shift() } });
      await view.user.click((await screen.findAllByRole('button', { name: T.schedule }))[0]!);
      const dialog = await dialogNamed(D.createTitle);
      await view.user.type(within(dialog).getByLabelText(D.title), 'Sync');
      await pickTime(view.user, dialog, D.start, 'Nov 5, 2026 10:00 AM');
      const save = within(dialog).getByRole('button', { name: D.create });

      await view.user.click(save);
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Meetings are read-only during maintenance.']));
      await view.user.click(save);
      await waitFor(() => expect(toastTexts(toasts.error).at(-1)).toBe(MEETING_MESSAGES.createFailed));
      await view.user.click(save);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(MEETING_MESSAGES.participantNotMember);
      expect(within(dialog).getByRole('combobox', { name: D.participants })).toHaveAttribute('aria-invalid', 'true');
      expect(toastTexts(toasts.error)).toHaveLength(2);
      expect(screen.getByRole('dialog', { name: D.createTitle })).toBeInTheDocument();
    });
  });

  describe('Edit', () => {
    const meeting = makeMeeting(5, {
      title: 'Weekly sync',
      description: 'Notes',
      location: 'Room 1',
      meeting_url: 'https://meet.example.com/weekly',
      start_time: local(11, 4, 10),
      end_time: local(11, 4, 10, 30),
      participants: [GRACE],
    });

    it('prefills the form with the status, sends what changed, and says so', async () => {
      const toasts = spyOnToasts();
      const view = renderMeetingsPage({
        list: meetingPage([meeting]),
        handlers: {
          'PUT /meetings/update': (call) => ({ ...meeting, ...(call.body as object), participants: [GRACE] }),
        },
      });
      await view.user.click(within(await openMenu(view.user, 'Weekly sync')).getByText(T.menu.edit));
      const dialog = await dialogNamed(D.editTitle);
      expect(within(dialog).getByLabelText(D.title)).toHaveValue('Weekly sync');
      expect(within(dialog).getByLabelText(D.description)).toHaveValue('Notes');
      expect(within(dialog).getByLabelText(D.start)).toHaveValue('Nov 4, 2026 10:00 AM');
      expect(within(dialog).getByLabelText(D.end)).toHaveValue('Nov 4, 2026 10:30 AM');
      expect(within(dialog).getByLabelText(D.location)).toHaveValue('Room 1');
      expect(within(dialog).getByLabelText(D.url)).toHaveValue('https://meet.example.com/weekly');
      expect(within(dialog).getByTitle('Grace Hopper')).toBeInTheDocument();
      const status = within(dialog).getByRole('radiogroup', { name: D.status });
      expect(within(status).getByRole('radio', { name: T.statuses.scheduled })).toBeChecked();

      // A later start moves the end with it (the meeting keeps its 30 minutes).
      await pickTime(view.user, dialog, D.start, 'Nov 4, 2026 2:00 PM');
      await waitFor(() => expect(within(dialog).getByLabelText(D.end)).toHaveValue('Nov 4, 2026 2:30 PM'));
      await view.user.click(within(status).getByText(T.statuses.cancelled));
      await view.user.click(within(dialog).getByRole('button', { name: D.save }));

      await waitFor(() => expect(view.api.callsTo('PUT /meetings/update')).toHaveLength(1));
      expect(view.api.callsTo('PUT /meetings/update')[0]!.body).toEqual({
        id: 5,
        start_time: local(11, 4, 14),
        end_time: local(11, 4, 14, 30),
        status: 'cancelled',
      });
      await waitFor(() => expect(toastTexts(toasts.success)).toEqual([MEETING_MESSAGES.updated]));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: D.editTitle })).not.toBeInTheDocument());
      expect(view.api.callsTo('GET /meetings').length).toBeGreaterThan(1);
    });

    it('toasts the server’s refusal, else Failed to update meeting', async () => {
      const toasts = spyOnToasts();
      const replies = [
        new Reply(403, { error: true, message: MEETING_MESSAGES.organizerOnly }),
        new Reply(500, { error: true, message: '' }),
      ];
      const view = renderMeetingsPage({
        list: meetingPage([meeting]),
        handlers: { 'PUT /meetings/update': () => replies.shift() },
      });
      await view.user.click(within(await openMenu(view.user, 'Weekly sync')).getByText(T.menu.edit));
      const dialog = await dialogNamed(D.editTitle);
      fireEvent.change(within(dialog).getByLabelText(D.title), { target: { value: 'Weekly sync (moved)' } });
      await view.user.click(within(dialog).getByRole('button', { name: D.save }));
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual([MEETING_MESSAGES.organizerOnly]));
      await view.user.click(within(dialog).getByRole('button', { name: D.save }));
      await waitFor(() =>
        expect(toastTexts(toasts.error)).toEqual([MEETING_MESSAGES.organizerOnly, MEETING_MESSAGES.updateFailed]),
      );
    });
  });

  describe('Delete', () => {
    it('asks first, deletes, says so and refreshes the list', async () => {
      const toasts = spyOnToasts();
      let items = [makeMeeting(3, { title: 'Old retro' })];
      const view = renderMeetingsPage({
        list: () => meetingPage(items),
        handlers: {
          'DELETE /meetings/destroy': () => {
            items = [];
            return { id: 3 };
          },
        },
      });
      await view.user.click(within(await openMenu(view.user, 'Old retro')).getByText(T.menu.delete));
      const dialog = await dialogNamed(T.deleteDialog.title);
      expect(within(dialog).getByText('Are you sure you want to delete this meeting?')).toBeInTheDocument();
      await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
      await waitFor(() => expect(view.api.callsTo('DELETE /meetings/destroy').map((call) => call.body)).toEqual([{ id: 3 }]));
      await waitFor(() => expect(toastTexts(toasts.success)).toEqual([MEETING_MESSAGES.deleted]));
      expect(await screen.findByText(T.empty.title)).toBeInTheDocument();
    });

    it('toasts a refusal (the server’s message, else Failed to delete meeting) and keeps the question open', async () => {
      const toasts = spyOnToasts();
      const replies = [
        new Reply(403, { error: true, message: MEETING_MESSAGES.organizerOnly }),
        new Reply(500, { error: true, message: '' }),
      ];
      const view = renderMeetingsPage({
        list: meetingPage([makeMeeting(3, { title: 'Old retro' })]),
        handlers: { 'DELETE /meetings/destroy': () => replies.shift() },
      });
      await view.user.click(within(await openMenu(view.user, 'Old retro')).getByText(T.menu.delete));
      const dialog = await dialogNamed(T.deleteDialog.title);
      await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual([MEETING_MESSAGES.organizerOnly]));
      await waitFor(() => expect(within(dialog).getByRole('button', { name: T.deleteDialog.ok })).toBeEnabled());
      await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
      await waitFor(() =>
        expect(toastTexts(toasts.error)).toEqual([MEETING_MESSAGES.organizerOnly, MEETING_MESSAGES.deleteFailed]),
      );
      expect(screen.getByRole('dialog', { name: T.deleteDialog.title })).toBeInTheDocument();
    });
  });

  describe('Subscribe to calendar', () => {
    const link = (n: number) => ({
      active: true,
      created_at: '2026-11-01T10:00:00.000Z',
      last_used_at: null,
      webcal_url: `webcal://kanri.test/api/v1/meetings.ics?token=t${n}`,
      https_url: `https://kanri.test/api/v1/meetings.ics?token=t${n}`,
    });

    it('creates a link shown once with Copy and the calendar apps’ hints, resets it and revokes it', async () => {
      const toasts = spyOnToasts();
      let created = 0;
      const view = renderMeetingsPage({
        handlers: {
          'GET /meetings/feed': () => ({ active: false, created_at: null, last_used_at: null }),
          'POST /meetings/feed': () =>
            new Reply(201, { error: false, message: MEETING_MESSAGES.feedCreated, data: link(++created) }),
          'DELETE /meetings/feed': () => ({ active: false, created_at: null, last_used_at: null }),
        },
      });
      await view.user.click(await screen.findByRole('button', { name: T.subscribe }));
      const dialog = await dialogNamed(T.feed.title);
      expect(await within(dialog).findByText(T.feed.none)).toBeInTheDocument();

      await view.user.click(within(dialog).getByRole('button', { name: T.feed.create }));
      const shown = await within(dialog).findByRole('textbox', { name: T.feed.linkLabel });
      expect(shown).toHaveValue('webcal://kanri.test/api/v1/meetings.ics?token=t1');
      expect(within(dialog).getByText(T.feed.active)).toBeInTheDocument();
      expect(within(dialog).getByText(T.feed.shownOnce)).toBeInTheDocument();
      for (const hint of ['From URL', 'Subscribe from web', 'New Calendar Subscription']) {
        expect(within(dialog).getByText(new RegExp(hint))).toBeInTheDocument();
      }
      await view.user.click(within(dialog).getByRole('button', { name: T.feed.copy }));
      await waitFor(() => expect(toastTexts(toasts.success)).toContain(T.feed.copied));
      expect(await navigator.clipboard.readText()).toBe('webcal://kanri.test/api/v1/meetings.ics?token=t1');

      await view.user.click(within(dialog).getByRole('button', { name: T.feed.reset }));
      await waitFor(() => expect(shown).toHaveValue('webcal://kanri.test/api/v1/meetings.ics?token=t2'));
      expect(within(dialog).getByText(T.feed.resetHint, { exact: false })).toBeInTheDocument();

      await view.user.click(within(dialog).getByRole('button', { name: T.feed.revoke }));
      expect(await within(dialog).findByText(T.feed.none)).toBeInTheDocument();
      expect(within(dialog).queryByRole('textbox', { name: T.feed.linkLabel })).not.toBeInTheDocument();
      expect(toastTexts(toasts.success)).toEqual([
        MEETING_MESSAGES.feedCreated,
        T.feed.copied,
        MEETING_MESSAGES.feedCreated,
        MEETING_MESSAGES.feedRevoked,
      ]);
    });

    it('shows that a link exists without showing it again', async () => {
      const view = renderMeetingsPage({
        handlers: {
          'GET /meetings/feed': () => ({ active: true, created_at: '2026-11-01T10:00:00.000Z', last_used_at: null }),
        },
      });
      await view.user.click(await screen.findByRole('button', { name: T.subscribe }));
      const dialog = await dialogNamed(T.feed.title);
      expect(await within(dialog).findByText(T.feed.active)).toBeInTheDocument();
      expect(within(dialog).getByText(/Created Nov 1, 2026, not used yet/)).toBeInTheDocument();
      expect(within(dialog).queryByRole('textbox', { name: T.feed.linkLabel })).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: T.feed.reset })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: T.feed.create })).not.toBeInTheDocument();
    });
  });

  describe('?meeting=ID (a search result, a notification)', () => {
    const weekly = makeMeeting(5, { title: 'Weekly sync', is_organizer: true });
    const invited = makeMeeting(6, { title: 'Board review', is_organizer: false });
    // The lookup reads GET /meetings without filters; the table's own query too.
    const list = (call: { query: URLSearchParams }) => {
      const search = call.query.get('search')?.toLowerCase();
      const items = [weekly, invited].filter((meeting) => !search || meeting.title.toLowerCase().includes(search));
      return meetingPage(items, { per_page: Number(call.query.get('per_page') ?? 20) });
    };

    it('opens the organiser’s edit dialog; closing it takes the parameter off the URL', async () => {
      const view = renderMeetingsPage({ list, options: { path: '/dashboard/meetings?meeting=5' } });
      const dialog = await dialogNamed(D.editTitle);
      expect(within(dialog).getByLabelText(D.title)).toHaveValue('Weekly sync');
      expect(view.router.state.location.search).toBe('?meeting=5');
      await view.user.click(within(dialog).getByRole('button', { name: D.cancel }));
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      expect(view.router.state.historyAction).toBe('REPLACE');
    });

    it('finds an invitee’s meeting in the table by its title (no edit dialog)', async () => {
      const view = renderMeetingsPage({ list, options: { path: '/dashboard/meetings?meeting=6' } });
      await waitFor(() => expect(screen.getByRole('textbox', { name: T.search.label })).toHaveValue('Board review'));
      await waitFor(() =>
        expect(view.api.callsTo('GET /meetings').some((call) => call.query.get('search') === 'Board review')).toBe(true),
      );
      expect(await findRow('Board review')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: D.editTitle })).not.toBeInTheDocument();
    });

    it('toasts Meeting not found. for an unknown id and removes the parameter', async () => {
      const toasts = spyOnToasts();
      const view = renderMeetingsPage({ list, options: { path: '/dashboard/meetings?meeting=404' } });
      await waitFor(() => expect(toastTexts(toasts.error)).toEqual([MEETING_MESSAGES.notFound]));
      expect(MEETING_MESSAGES.notFound).toBe('Meeting not found.');
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      expect(screen.queryByRole('dialog', { name: D.editTitle })).not.toBeInTheDocument();
    });
  });
});
