import { AUTH_MESSAGES, TEAM_MESSAGES } from '@kanri/contracts';
import { SETTINGS_MESSAGES } from '@kanri/contracts/profile';
import { createUser, createWorkspace, openSession, resetAccounts } from '../../helpers/accounts.js';
import { injectAs } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/** Workspace 1 ("Team Space", migration 0003) before any change. */
const DEFAULTS = {
  organisation_name: 'Team Space',
  default_time_zone: null,
  week_start: 'sunday',
  default_currency: 'USD',
};

describe('settings', () => {
  let testApp: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());
  beforeEach(async () => {
    await resetAccounts(db());
    const admin = await createUser(db(), { email: 'admin@example.com', role: 'admin' });
    adminToken = await openSession(db(), admin.id);
  });

  const db = () => testApp.database.db;
  const read = (token = adminToken, workspaceId?: number) =>
    injectAs(testApp.app, token, { workspaceId })('GET', '/settings/general_settings');
  const update = (payload: object, token = adminToken, workspaceId?: number) =>
    injectAs(testApp.app, token, { workspaceId })('PUT', '/settings/update', payload);
  const register = (email = 'ada@example.com') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        phone: '0123456789',
        password: 'analytical',
        password_confirmation: 'analytical',
      },
    });

  it('starts with registration closed', async () => {
    const response = await read();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      error: false,
      message: TEAM_MESSAGES.settingsRetrieved,
      data: { ...DEFAULTS, open_registration: false },
    });
  });

  it('opens registration on the instance when workspace 1 turns it on, and closes it again', async () => {
    const opened = await update({ open_registration: true });

    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      error: false,
      message: TEAM_MESSAGES.settingsUpdated,
      data: { ...DEFAULTS, open_registration: true },
    });
    expect((await read()).json().data).toMatchObject({ open_registration: true });
    expect((await register()).json().message).toBe(AUTH_MESSAGES.registeredNeedsVerification);

    await update({ open_registration: false });
    const closed = await register('grace@example.com');
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(AUTH_MESSAGES.registrationClosed);
  });

  it('changes nothing for an empty update', async () => {
    await update({ open_registration: true });

    const response = await update({});

    expect(response.json().data).toEqual({ ...DEFAULTS, open_registration: true });
  });

  it("keeps another workspace's settings to that workspace: only workspace 1 opens registration", async () => {
    const studio = await createWorkspace(db(), 'Studio');
    const studioAdmin = await createUser(db(), { email: 'boss@studio.test', role: 'admin', workspaceId: studio });
    const token = await openSession(db(), studioAdmin.id);

    expect((await read(token, studio)).json().data).toEqual({
      ...DEFAULTS,
      organisation_name: 'Studio',
      open_registration: false,
    });
    expect((await update({ open_registration: true }, token, studio)).json().data).toMatchObject({ open_registration: true });

    expect((await read()).json().data).toMatchObject({ open_registration: false });
    expect((await register()).statusCode).toBe(403);
  });

  it('answers a value that is not a boolean with 422', async () => {
    const response = await update({ open_registration: 'yes' });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['open_registration']);
  });

  it('saves organisation name (the workspace name), default time zone, week start and default currency', async () => {
    const response = await update({
      organisation_name: '  Kanri Labs ',
      default_time_zone: 'Europe/Berlin',
      week_start: 'monday',
      default_currency: 'eur',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      organisation_name: 'Kanri Labs',
      default_time_zone: 'Europe/Berlin',
      week_start: 'monday',
      default_currency: 'EUR',
      open_registration: false,
    });
    expect((await injectAs(testApp.app, adminToken)('GET', '/workspaces')).json().data[0].name).toBe('Kanri Labs');
    expect((await update({ default_time_zone: null })).json().data).toMatchObject({
      default_time_zone: null,
      week_start: 'monday',
    });
  });

  it('answers 422 per field on bad values and changes nothing', async () => {
    const response = await update({
      organisation_name: '   ',
      default_time_zone: 'Nowhere/Atlantis',
      week_start: 'friday',
      default_currency: 'XYZW',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      organisation_name: [SETTINGS_MESSAGES.organisationNameRequired],
      default_time_zone: [expect.any(String)],
      week_start: [SETTINGS_MESSAGES.weekStartInvalid],
      default_currency: [SETTINGS_MESSAGES.currencyInvalid],
    });
    expect((await update({ default_currency: 'ABC' })).json().errors).toEqual({
      default_currency: [SETTINGS_MESSAGES.currencyInvalid],
    });
    expect((await update({ organisation_name: 'x'.repeat(81) })).json().errors).toEqual({
      organisation_name: [SETTINGS_MESSAGES.organisationNameTooLong],
    });
    expect((await read()).json().data).toEqual({ ...DEFAULTS, open_registration: false });
  });

  it('answers 403 to members who are not admins, for reading and changing', async () => {
    for (const role of ['manager', 'developer', 'designer', 'member'] as const) {
      const person = await createUser(db(), { email: `${role}@example.com`, role });
      const token = await openSession(db(), person.id);
      expect((await read(token)).statusCode).toBe(403);
      expect((await update({ week_start: 'monday' }, token)).statusCode).toBe(403);
    }
    expect((await read()).json().data.week_start).toBe('sunday');
  });
});
