import { configureApiClient } from '@kanri/api-client';
import { AppProviders } from '@kanri/app-runtime';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '../texts';
import { WorkspaceSettings } from './workspace-settings';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('WorkspaceSettings', () => {
  it('reads open registration from the server and saves a change', async () => {
    const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/settings/update')) {
        expect(init?.method).toBe('PUT');
        expect(JSON.parse(String(init?.body))).toEqual({ open_registration: true });
        return json({ error: false, message: TEXTS.settingsSaved, data: { open_registration: true } });
      }
      return json({ error: false, message: 'OK', data: { open_registration: false } });
    });
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch });
    render(
      <AppProviders>
        <WorkspaceSettings />
      </AppProviders>,
    );
    const toggle = await screen.findByRole('switch', { name: TEXTS.openRegistration });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(TEXTS.settingsSaved)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('shows the server message when saving is refused', async () => {
    configureApiClient({
      fetch: (async (url: string) =>
        url.endsWith('/settings/update')
          ? json({ error: true, message: 'This action is unauthorized.' }, 403)
          : json({ error: false, message: 'OK', data: { open_registration: false } })) as unknown as typeof fetch,
    });
    render(
      <AppProviders>
        <WorkspaceSettings />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('switch', { name: TEXTS.openRegistration }));
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: TEXTS.openRegistration })).not.toBeChecked();
  });
});
