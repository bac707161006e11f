import { selectCurrentUser } from '@kanri/app-state';
import { AUTH_VALIDATION } from '@kanri/contracts';
import { PROFILE_MESSAGES, type AccountSession, type Profile } from '@kanri/contracts/profile';
import { currentTimeZone } from '@kanri/design-system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfilePanel from './profile-panel';
import { json, ok, renderSignedIn, USER, type Call } from './test-support';
import { ACCOUNT_TEXTS as T } from './texts';

const PROFILE: Profile = {
  user: USER,
  time_zone: null,
  has_password: true,
  workspace: { organisation_name: 'Team Space', default_time_zone: 'Asia/Tokyo', week_start: 'sunday', default_currency: 'USD' },
};

const SESSIONS: AccountSession[] = [
  {
    id: 1,
    device: 'Chrome on Windows',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/141.0',
    ip: '10.0.0.1',
    created_at: '2026-01-01T00:00:00.000Z',
    last_used_at: new Date().toISOString(),
    current: true,
  },
  {
    id: 2,
    device: 'Safari on iOS',
    user_agent: 'Mozilla/5.0 (iPhone) Version/17.5 Safari/605.1.15',
    ip: '203.0.113.9',
    created_at: '2026-01-01T00:00:00.000Z',
    last_used_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    current: false,
  },
];

function server(overrides: (call: Call) => Response | undefined = () => undefined) {
  let sessions = [...SESSIONS];
  return (call: Call): Response => {
    const special = overrides(call);
    if (special) return special;
    if (call.method === 'GET' && call.path === '/profile') return ok(PROFILE);
    if (call.method === 'GET' && call.path === '/profile/sessions') return ok(sessions);
    if (call.method === 'DELETE' && call.path.startsWith('/profile/sessions/')) {
      const id = Number(call.path.split('/').at(-1));
      sessions = sessions.filter((session) => session.id !== id);
      return ok({ id }, PROFILE_MESSAGES.sessionRevoked);
    }
    return json({ error: true, message: 'Not found.' }, 404);
  };
}

/** The open dialog (antd's ids are all `test-id` under jest, so its accessible name cannot be used). */
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

describe('ProfilePanel', () => {
  it('shows the details, the time zone default and the sessions, and signs another session out', async () => {
    const { calls } = renderSignedIn(<ProfilePanel />, server());

    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ada Lovelace');
    expect(screen.getAllByText('ada@kanri.test').length).toBeGreaterThan(0);
    expect(screen.getByText(T.noPhone)).toBeInTheDocument();
    expect(await screen.findByText('Workspace default (Asia/Tokyo)', {}, { timeout: 5000 })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('account-session');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(T.thisDevice)).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(within(rows[1]!).getByText(/203\.0\.113\.9 · Last used 2h ago/)).toBeInTheDocument();

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Sign out: Safari on iOS' }));

    expect(await screen.findByText(PROFILE_MESSAGES.sessionRevoked)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('account-session')).toHaveLength(1));
    expect(calls).toContainEqual({ method: 'DELETE', path: '/profile/sessions/2', body: undefined });
  });

  it('edits the names and phone with the spec messages, then updates the signed-in user', async () => {
    const saved: Profile = {
      ...PROFILE,
      user: { ...USER, first_name: 'Augusta', full_name: 'Augusta Lovelace', phone: '+44 20 7946 0000' },
    };
    const { calls, store } = renderSignedIn(
      <ProfilePanel />,
      server((call) => (call.method === 'PUT' && call.path === '/profile' ? ok(saved, PROFILE_MESSAGES.updated) : undefined)),
    );
    await userEvent.click(await screen.findByRole('button', { name: T.editProfile }));
    const dialog = await dialogTitled(T.editProfileTitle);
    const first = await within(dialog).findByLabelText(T.firstName, {}, { timeout: 5000 });
    await userEvent.clear(first);
    await userEvent.type(first, 'A');
    await userEvent.type(within(dialog).getByLabelText(T.phone), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));

    expect(await within(dialog).findByText(AUTH_VALIDATION.firstNameMin)).toBeInTheDocument();
    expect(within(dialog).getByText(AUTH_VALIDATION.phoneMin)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(first, 'ugusta');
    const phone = within(dialog).getByLabelText(T.phone);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 20 7946 0000');
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));

    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/profile',
      body: { first_name: 'Augusta', last_name: 'Lovelace', phone: '+44 20 7946 0000', time_zone: null },
    });
    await waitFor(() => expect(selectCurrentUser(store.getState())?.first_name).toBe('Augusta'));
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Augusta Lovelace');
  });

  it("changes the password; a wrong current one shows the server's message on its field", async () => {
    let attempts = 0;
    const { calls } = renderSignedIn(
      <ProfilePanel />,
      server((call) => {
        if (call.method !== 'PUT' || call.path !== '/profile/password') return undefined;
        attempts += 1;
        return attempts === 1
          ? json(
              {
                error: true,
                message: PROFILE_MESSAGES.currentPasswordWrong,
                errors: { current_password: [PROFILE_MESSAGES.currentPasswordWrong] },
              },
              422,
            )
          : ok({ sessions_ended: 1 }, PROFILE_MESSAGES.passwordChanged);
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: T.changePassword }));
    const dialog = await dialogTitled(T.changePasswordTitle);
    await userEvent.type(await within(dialog).findByLabelText(T.currentPassword, {}, { timeout: 5000 }), 'wrong');
    await userEvent.type(within(dialog).getByLabelText(T.newPassword), 'new secret');
    await userEvent.type(within(dialog).getByLabelText(T.confirmPassword), 'new secreT');
    await userEvent.click(within(dialog).getByRole('button', { name: T.changePassword }));
    expect(await within(dialog).findByText(AUTH_VALIDATION.passwordsDontMatch)).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(T.confirmPassword));
    await userEvent.type(within(dialog).getByLabelText(T.confirmPassword), 'new secret');
    await userEvent.click(within(dialog).getByRole('button', { name: T.changePassword }));
    expect(await within(dialog).findByText(PROFILE_MESSAGES.currentPasswordWrong)).toBeInTheDocument();

    const current = within(dialog).getByLabelText(T.currentPassword);
    await userEvent.clear(current);
    await userEvent.type(current, 'right');
    await userEvent.click(within(dialog).getByRole('button', { name: T.changePassword }));

    expect(await screen.findByText(PROFILE_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/profile/password').at(-1)?.body).toEqual({
      current_password: 'right',
      password: 'new secret',
      password_confirmation: 'new secret',
    });
  });

  it('uploads a photo and shows a refusal under it', async () => {
    let uploads = 0;
    renderSignedIn(
      <ProfilePanel />,
      server((call) => {
        if (call.path !== '/profile/photo') return undefined;
        uploads += 1;
        expect(call.body).toBeInstanceOf(FormData);
        return uploads === 1
          ? json({ error: true, message: PROFILE_MESSAGES.photoType, errors: { file: [PROFILE_MESSAGES.photoType] } }, 422)
          : ok({ ...PROFILE, user: { ...USER, photo_url: '/api/v1/profile/photos/abc' } }, PROFILE_MESSAGES.photoUploaded);
      }),
    );
    const input = await screen.findByTestId('profile-photo-input');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText(PROFILE_MESSAGES.photoType, { selector: '[role=alert]' })).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText(PROFILE_MESSAGES.photoUploaded)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: T.removePhoto })).toBeInTheDocument();
  });

  it('saves a time zone, which then drives useTimeZone', async () => {
    const { calls } = renderSignedIn(
      <ProfilePanel />,
      server((call) =>
        call.method === 'PUT' && call.path === '/profile'
          ? ok({ ...PROFILE, time_zone: 'Europe/Paris', user: { ...USER, time_zone: 'Europe/Paris' } }, PROFILE_MESSAGES.updated)
          : undefined,
      ),
    );
    const select = await screen.findByRole('combobox', { name: T.timeZone });
    await userEvent.click(select);
    await userEvent.type(select, 'paris');
    await userEvent.click(await screen.findByTitle('Europe/Paris'));

    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      time_zone: 'Europe/Paris',
    });
    await waitFor(() => expect(currentTimeZone()).toBe('Europe/Paris'));
  });
});
