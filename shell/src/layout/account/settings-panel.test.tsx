import { SETTINGS_MESSAGES, type WorkspaceSettings } from '@kanri/contracts/profile';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsPanel from './settings-panel';
import { selectCurrentUser } from '@kanri/app-state';
import { json, ok, renderSignedIn, USER, type Call } from './test-support';
import { ACCOUNT_TEXTS as T } from './texts';

const SETTINGS: WorkspaceSettings = {
  organisation_name: 'Team Space',
  default_time_zone: null,
  week_start: 'sunday',
  default_currency: 'USD',
  open_registration: false,
};

function server(onUpdate: (call: Call) => Response) {
  return (call: Call) => {
    if (call.method === 'GET' && call.path === '/settings/general_settings') return ok(SETTINGS);
    if (call.method === 'PUT' && call.path === '/settings/update') return onUpdate(call);
    if (call.method === 'GET' && call.path === '/user') return ok({ ...USER, week_start: 'monday' });
    return json({ error: true, message: 'Not found.' }, 404);
  };
}

describe('SettingsPanel', () => {
  it('lets an admin change the organisation name, week start, currency and open registration', async () => {
    const { calls, store } = renderSignedIn(
      <SettingsPanel />,
      server((call) => ok({ ...SETTINGS, ...(call.body as object) }, T.settingsSaved)),
    );
    const name = await screen.findByLabelText(T.organisationName);
    expect(name).toHaveValue('Team Space');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kanri Labs');
    await userEvent.click(screen.getByText(T.monday));
    await userEvent.click(screen.getByRole('switch', { name: T.openRegistration }));
    const currency = screen.getByRole('combobox', { name: T.defaultCurrency });
    await userEvent.click(currency);
    await userEvent.type(currency, 'EUR');
    await userEvent.click(await screen.findByTitle('EUR — Euro'));
    await userEvent.click(screen.getByRole('button', { name: T.saveSettings }));

    expect(await screen.findByText(T.settingsSaved)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      organisation_name: 'Kanri Labs',
      default_time_zone: null,
      week_start: 'monday',
      default_currency: 'EUR',
      open_registration: true,
    });
    // The signed-in user is asked again: it carries the week start every page follows.
    await waitFor(() => expect(selectCurrentUser(store.getState())?.week_start).toBe('monday'));
  });

  it('shows the messages per field: its own checks first, then the server refusal', async () => {
    const { calls } = renderSignedIn(
      <SettingsPanel />,
      server(() =>
        json(
          {
            error: true,
            message: 'The given data was invalid.',
            errors: { default_currency: [SETTINGS_MESSAGES.currencyInvalid] },
          },
          422,
        ),
      ),
    );
    const name = await screen.findByLabelText(T.organisationName);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: T.saveSettings }));
    expect(await screen.findByText(SETTINGS_MESSAGES.organisationNameRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(name, 'Kanri');
    await userEvent.click(screen.getByRole('button', { name: T.saveSettings }));
    expect(await screen.findByText(SETTINGS_MESSAGES.currencyInvalid)).toBeInTheDocument();
  });

  it('shows members only their own preference, and does not ask for the workspace settings', async () => {
    const { calls } = renderSignedIn(
      <SettingsPanel />,
      server(() => ok(SETTINGS)),
      'member',
    );

    expect(await screen.findByRole('switch', { name: T.collapsedSidebar })).toBeInTheDocument();
    expect(screen.queryByLabelText(T.organisationName)).toBeNull();
    await waitFor(() => expect(calls).toEqual([]));
  });

  describe('Export', () => {
    const FILE_NAME = 'kanri-team-space-2026-11-27.json';
    let clicked: string[];
    beforeEach(() => {
      clicked = [];
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:kanri/export'), revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    const exportServer = (answer: () => Response | Promise<Response>) => (call: Call) =>
      call.method === 'GET' && call.path === '/workspace-export' ? answer() : server(() => ok(SETTINGS))(call);

    it('explains what is in the file and downloads it once, however often the busy button is clicked', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const { calls } = renderSignedIn(
        <SettingsPanel />,
        exportServer(async () => {
          await held;
          return new Response('{"format":"kanri.workspace-export"}', {
            headers: { 'content-type': 'application/json', 'content-disposition': `attachment; filename="${FILE_NAME}"` },
          });
        }),
      );
      const section = await screen.findByRole('region', { name: T.exportTitle });
      expect(section).toHaveTextContent(T.exportHint);
      const button = screen.getByRole('button', { name: T.exportButton });
      await userEvent.click(button);
      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
      release();

      expect(await screen.findByText(T.exportDone(FILE_NAME))).toBeInTheDocument();
      expect(clicked).toEqual([FILE_NAME]);
      expect(calls.filter((call) => call.path === '/workspace-export')).toHaveLength(1);
      await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    });

    it("toasts the server's message when the export is refused", async () => {
      renderSignedIn(
        <SettingsPanel />,
        exportServer(() => json({ error: true, message: 'This action is unauthorized.' }, 403)),
      );
      await userEvent.click(await screen.findByRole('button', { name: T.exportButton }));
      expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
      expect(clicked).toEqual([]);
    });

    it('is not offered to members', async () => {
      renderSignedIn(
        <SettingsPanel />,
        exportServer(() => ok(null)),
        'member',
      );
      expect(await screen.findByRole('switch', { name: T.collapsedSidebar })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: T.exportButton })).toBeNull();
    });
  });
});
