import { DEFAULT_CLICK_APPS, PROJECT_MESSAGES, type Project, type Role } from '@kanri/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { fakeApi, makeProject, renderWithApp, Reply, STATUSES, type ApiCall } from '../../../test-utils';
import { TEXTS } from '../../../texts';
import { PROJECT_TEXTS } from '../components/project-texts';
import ProjectsPage from './projects-page';

// Lazy design-system parts and antd's table are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

const T = PROJECT_TEXTS.page;
const E = PROJECT_TEXTS.edit;
const C = TEXTS.createProject;

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const APOLLO = makeProject(1, {
  name: 'Apollo',
  description: 'Moon landing programme',
  color: '#ff0000',
  status: 'active',
  start_date: '2026-03-04',
  end_date: '2026-04-30',
  task_count: 5,
  status_counts: [
    { status_id: 1, count: 2 },
    { status_id: 2, count: 3 },
    { status_id: 3, count: 0 },
  ],
});
const BOREALIS = makeProject(2, { name: 'Borealis', description: null, status: 'planning', start_date: '2026-06-01' });

function setup({
  initial = [APOLLO, BOREALIS],
  role = 'admin',
  handlers = {},
}: { initial?: Project[]; role?: Role; handlers?: Record<string, (call: ApiCall) => unknown> } = {}) {
  let rows = [...initial];
  const api = fakeApi({
    'GET /projects': () => rows,
    'GET /statuses': () => STATUSES,
    'POST /projects/store': (call) => {
      const body = call.body as { name: string; template: Project['template'] };
      const project = makeProject(100, { name: body.name, template: body.template });
      rows = [...rows, project];
      return project;
    },
    'PUT /projects/update': (call) => {
      const body = call.body as Partial<Project> & { id: number };
      const updated = { ...rows.find((row) => row.id === body.id)!, ...body };
      rows = rows.map((row) => (row.id === body.id ? updated : row));
      return updated;
    },
    'DELETE /projects/destroy': (call) => {
      const { id } = call.body as { id: number };
      rows = rows.filter((row) => row.id !== id);
      return { id };
    },
    ...handlers,
  });
  const view = renderWithApp(
    [
      { path: '/dashboard/projects', element: <ProjectsPage /> },
      { path: '/dashboard/projects/:projectId', element: <Location /> },
    ],
    { path: '/dashboard/projects', role },
  );
  // The pointer-events check reads computed styles up the tree on every click: very slow with antd's CSS-in-JS under jsdom.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, user, api };
}

/** ByRole over a whole antd table is slow under jsdom: find projects by their link text instead. */
const link = (name: string) => screen.queryByText(name, { selector: 'a' });
const findLink = (name: string) => screen.findByText(name, { selector: 'a' });
const row = (name: string) => link(name)!.closest('tr') as HTMLElement;
const pageButton = (name: string) => screen.queryByText(name, { selector: 'button > span' })?.closest('button') ?? null;
/** A button of a dialog by its text (ByRole computes styles for every element: too slow here). */
const buttonIn = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).getByText(name, { selector: 'button > span' }).closest('button')!;
const openDialog = () => document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) [role="dialog"]');
const findDialog = () =>
  waitFor(() => {
    const found = openDialog();
    if (!found) throw new Error('no open dialog');
    return found;
  });

describe('Projects page', () => {
  it('shows every project with colour, name, description, status, dates, task count and counts per status', async () => {
    setup();
    await findLink('Apollo');
    const apollo = row('Apollo');
    expect(within(apollo).getByText('Moon landing programme')).toBeInTheDocument();
    expect(within(apollo).getByText(PROJECT_TEXTS.status.active)).toBeInTheDocument();
    expect(within(apollo).getByText('Mar 4, 2026 – Apr 30, 2026')).toBeInTheDocument();
    expect(within(apollo).getByText('5 tasks')).toBeInTheDocument();
    expect(apollo.querySelector('[data-color]')).toHaveStyle({ background: '#ff0000' });
    const perStatus = within(apollo).getByRole('list', { name: T.byStatus('Apollo') });
    expect(
      within(perStatus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['To Do 2', 'In Progress 3', 'Completed 0']);

    const borealis = row('Borealis');
    expect(within(borealis).getByText(PROJECT_TEXTS.status.planning)).toBeInTheDocument();
    expect(within(borealis).getByText(T.startsOn('Jun 1, 2026'))).toBeInTheDocument();
    expect(within(borealis).getByText(T.noDescription)).toBeInTheDocument();
    expect(within(borealis).getByText('0 tasks')).toBeInTheDocument();
    expect(screen.getByText(T.count(2, 2))).toBeInTheDocument();
  });

  it('searches by name or description and filters by status', async () => {
    const { user } = setup();
    await findLink('Apollo');
    const search = await screen.findByLabelText(T.searchPlaceholder);
    await user.type(search, 'moon');
    expect(link('Apollo')).toBeInTheDocument();
    expect(link('Borealis')).not.toBeInTheDocument();
    expect(screen.getByText(T.count(1, 2))).toBeInTheDocument();

    await user.clear(search);
    await user.click(screen.getByText(PROJECT_TEXTS.status.planning, { selector: '.ant-segmented-item-label' }));
    expect(link('Borealis')).toBeInTheDocument();
    expect(link('Apollo')).not.toBeInTheDocument();

    await user.type(search, 'nothing like this');
    expect(await screen.findByText(T.noMatch)).toBeInTheDocument();
    await user.click(pageButton(T.clearSearch)!);
    expect(link('Apollo')).toBeInTheDocument();
    expect(link('Borealis')).toBeInTheDocument();
  });

  it('opens a project’s task list from its row', async () => {
    const { user } = setup();
    await findLink('Apollo');
    await user.click(within(row('Borealis')).getByText('0 tasks'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/projects/2');
  });

  it('creates a project through the dialog with its template and ClickApps, then opens it', async () => {
    const { user, api } = setup();
    await findLink('Apollo');
    await user.click(pageButton(T.newProject)!);
    const dialog = await findDialog();
    await user.type(await within(dialog).findByLabelText(C.welcome.nameLabel, { selector: 'input' }), '  Website Redesign ');
    await user.click(buttonIn(dialog, C.buttons.continue));
    await user.click(await within(dialog).findByText('Project Management', { selector: '.kpt-cp-template-name' }));
    await user.click(buttonIn(dialog, C.buttons.continue));
    await user.click(await within(dialog).findByLabelText('Time Tracking'));
    await user.click(within(dialog).getByLabelText('Email'));
    await user.click(buttonIn(dialog, /Create Project$/));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/projects/100');
    expect(api.callsTo('POST /projects/store').map((call) => call.body)).toEqual([
      {
        name: 'Website Redesign',
        template: 'project-management',
        clickApps: { ...DEFAULT_CLICK_APPS, 'time-tracking': false, email: true },
      },
    ]);
    expect(await screen.findByText(PROJECT_MESSAGES.projectCreated)).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s message when creating fails', async () => {
    const { user } = setup({
      handlers: {
        'POST /projects/store': () =>
          new Reply(422, {
            error: true,
            message: PROJECT_MESSAGES.nameTooLong,
            errors: { name: [PROJECT_MESSAGES.nameTooLong] },
          }),
      },
    });
    await findLink('Apollo');
    await user.click(pageButton(T.newProject)!);
    const dialog = await findDialog();
    await user.type(await within(dialog).findByLabelText(C.welcome.nameLabel, { selector: 'input' }), 'Launch');
    await user.click(buttonIn(dialog, C.buttons.continue));
    await user.click(await waitFor(() => buttonIn(dialog, C.buttons.continue)));
    await user.click(await waitFor(() => buttonIn(dialog, /Create Project$/)));
    expect(await screen.findByText(PROJECT_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(openDialog()).not.toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('edits a project: the fields start from the stored values and the change is saved', async () => {
    const { user, api } = setup();
    await findLink('Apollo');
    await user.click(await screen.findByLabelText(T.edit('Apollo')));
    const dialog = await findDialog();
    const name = await within(dialog).findByLabelText(E.name);
    expect(name).toHaveValue('Apollo');
    expect(await within(dialog).findByLabelText(E.description)).toHaveValue('Moon landing programme');
    await user.clear(name);
    await user.paste('Apollo 11');
    await user.clear(within(dialog).getByLabelText(E.description));
    await user.click(await within(dialog).findByText(PROJECT_TEXTS.status.planning));
    await user.click(buttonIn(dialog, E.save));

    await waitFor(() => expect(openDialog()).toBeNull());
    expect(api.callsTo('PUT /projects/update').map((call) => call.body)).toEqual([
      {
        id: 1,
        name: 'Apollo 11',
        description: null,
        color: '#ff0000',
        status: 'planning',
        start_date: '2026-03-04',
        end_date: '2026-04-30',
        billable: true,
        hourly_rate_minor: null,
        currency: 'USD',
      },
    ]);
    expect(await findLink('Apollo 11')).toBeInTheDocument();
    expect(within(row('Apollo 11')).getByText(PROJECT_TEXTS.status.planning)).toBeInTheDocument();
    expect(await screen.findByText(PROJECT_MESSAGES.projectUpdated)).toBeInTheDocument();
  });

  it('edits the billing of the tracked time: billable, hourly rate in major units (sent in minor units), currency', async () => {
    const { user, api } = setup();
    await findLink('Apollo');
    await user.click(await screen.findByLabelText(T.edit('Apollo')));
    const dialog = await findDialog();
    const billable = await within(dialog).findByRole('switch', { name: E.billable });
    expect(billable).toBeChecked();
    const rate = await within(dialog).findByLabelText(E.hourlyRate);
    expect(rate).toHaveValue('');
    await user.click(billable);
    await user.type(rate, '85.5');
    await user.click(within(dialog).getByRole('combobox', { name: E.currency }));
    await user.click(await screen.findByRole('option', { name: 'EUR (€)' }));
    await user.click(buttonIn(dialog, E.save));

    await waitFor(() => expect(openDialog()).toBeNull());
    expect(api.callsTo('PUT /projects/update').map((call) => call.body)).toEqual([
      expect.objectContaining({ id: 1, billable: false, hourly_rate_minor: 8550, currency: 'EUR' }),
    ]);

    // Opened again: the stored values, the rate in euros.
    await user.click(await screen.findByLabelText(T.edit('Apollo')));
    const again = await findDialog();
    expect(await within(again).findByRole('switch', { name: E.billable })).not.toBeChecked();
    expect(await within(again).findByLabelText(E.hourlyRate)).toHaveValue('85.50');
  });

  it('keeps the amount when the currency changes (yen have no decimals)', async () => {
    const { user, api } = setup({ initial: [{ ...APOLLO, hourly_rate_minor: 1250, currency: 'USD' }] });
    await findLink('Apollo');
    await user.click(await screen.findByLabelText(T.edit('Apollo')));
    const dialog = await findDialog();
    expect(await within(dialog).findByLabelText(E.hourlyRate)).toHaveValue('12.50');
    await user.click(within(dialog).getByRole('combobox', { name: E.currency }));
    await user.click(await screen.findByRole('option', { name: 'JPY (¥)' }));
    await waitFor(() => expect(within(dialog).getByLabelText(E.hourlyRate)).toHaveValue('13'));
    await user.click(buttonIn(dialog, E.save));
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(api.callsTo('PUT /projects/update').map((call) => call.body)).toEqual([
      expect.objectContaining({ hourly_rate_minor: 13, currency: 'JPY' }),
    ]);
  });

  it('refuses a rate above the contract’s limit with its message, without sending', async () => {
    const { user, api } = setup();
    await findLink('Apollo');
    await user.click(await screen.findByLabelText(T.edit('Apollo')));
    const dialog = await findDialog();
    await user.type(await within(dialog).findByLabelText(E.hourlyRate), '2000000');
    await user.click(buttonIn(dialog, E.save));
    const rateField = dialog.querySelector<HTMLElement>('[data-field="hourly_rate_minor"]')!;
    expect(await within(rateField).findByRole('alert')).toHaveTextContent(PROJECT_MESSAGES.rateInvalid);
    expect(api.callsTo('PUT /projects/update')).toHaveLength(0);
  });

  it('shows the server’s 422 messages under the fields they concern, and refuses a blank name without sending', async () => {
    const { user, api } = setup({
      handlers: {
        'PUT /projects/update': () =>
          new Reply(422, {
            error: true,
            message: 'The given data was invalid.',
            errors: { name: ['That name is taken in this workspace.'], end_date: [PROJECT_MESSAGES.endBeforeStart] },
          }),
      },
    });
    await findLink('Apollo');
    await user.click(await screen.findByLabelText(T.edit('Apollo')));
    const dialog = await findDialog();
    const name = await within(dialog).findByLabelText(E.name);

    await user.clear(name);
    await user.click(buttonIn(dialog, E.save));
    expect(await within(dialog).findByText(PROJECT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(api.callsTo('PUT /projects/update')).toHaveLength(0);

    await user.click(name);
    await user.paste('Borealis');
    await user.click(buttonIn(dialog, E.save));
    expect(await within(dialog).findByText('That name is taken in this workspace.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('That name is taken in this workspace.');
    const endDateField = dialog.querySelector<HTMLElement>('[data-field="end_date"]')!;
    expect(within(endDateField).getByText(E.endDate)).toBeInTheDocument();
    expect(within(endDateField).getByRole('alert')).toHaveTextContent(PROJECT_MESSAGES.endBeforeStart);
    expect(openDialog()).not.toBeNull();

    // Typing in a field clears its message.
    await user.click(name);
    await user.paste(' 2');
    expect(within(dialog).queryByText('That name is taken in this workspace.')).not.toBeInTheDocument();
    expect(within(dialog).getByText(PROJECT_MESSAGES.endBeforeStart)).toBeInTheDocument();
  });

  it('deletes a project after confirmation', async () => {
    const { user, api } = setup();
    await findLink('Apollo');
    await user.click(await screen.findByLabelText(T.delete('Borealis')));
    const dialog = await findDialog();
    expect(dialog).toHaveTextContent(PROJECT_TEXTS.delete.body('Borealis'));
    expect(api.callsTo('DELETE /projects/destroy')).toHaveLength(0);
    await user.click(buttonIn(dialog, PROJECT_TEXTS.delete.confirm));
    await waitFor(() => expect(link('Borealis')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /projects/destroy').map((call) => call.body)).toEqual([{ id: 2 }]);
    expect(await screen.findByText(PROJECT_MESSAGES.projectDeleted)).toBeInTheDocument();
    expect(link('Apollo')).toBeInTheDocument();
  });

  it.each<Role>(['developer', 'designer', 'member'])(
    'shows a %s the projects without New Project, edit or delete',
    async (role) => {
      setup({ role });
      await findLink('Apollo');
      // Lazy parts have loaded once the search box shows.
      await screen.findByLabelText(T.searchPlaceholder);
      expect(pageButton(T.newProject)).not.toBeInTheDocument();
      expect(screen.queryByLabelText(T.edit('Apollo'))).not.toBeInTheDocument();
      expect(screen.queryByLabelText(T.delete('Apollo'))).not.toBeInTheDocument();
    },
  );

  it('offers to create the first project when there is none; a member only reads who can', async () => {
    const { user } = setup({ initial: [] });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await user.click(pageButton(T.newProject)!);
    expect(await screen.findByText(C.welcome.title)).toBeInTheDocument();
  });

  it('tells a member who can create projects when there is none', async () => {
    setup({ initial: [], role: 'member' });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByText(T.emptyHintMember)).toBeInTheDocument();
    expect(pageButton(T.newProject)).not.toBeInTheDocument();
  });

  it('shows the failure with Retry', async () => {
    let fail = true;
    const { user } = setup({
      handlers: { 'GET /projects': () => (fail ? new Reply(500, { error: true, message: 'Database unavailable' }) : [APOLLO]) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(T.loadFailed);
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findLink('Apollo')).toBeInTheDocument();
  });
});
