import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AUTH_MESSAGES, AUTH_VALIDATION, TASK_MEDIA_MESSAGES, TIME_MESSAGES } from '@kanri/contracts';
import { PROFILE_MESSAGES, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_SIZE } from '@kanri/contracts/profile';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { sessions, users } from '../../../src/db/schema.js';
import { createUser, openSession, resetAccounts, TEST_PASSWORD } from '../../helpers/accounts.js';
import { dataOf, injectAs } from '../../helpers/calls.js';
import { multipart, SAMPLE_FILES, type MultipartFile } from '../../helpers/multipart.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

describe('profile', () => {
  let testApp: TestApp;
  let mediaRoot: string;
  let userId: number;
  let token: string;
  beforeAll(async () => {
    mediaRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'kanri-profile-test-'));
    // The session cache on: ended sessions must not live on in it.
    testApp = await startTestApp({ config: { mediaDir: mediaRoot, sessionCacheSeconds: 60 } });
  });
  afterAll(async () => {
    await testApp?.close();
    await fs.rm(mediaRoot, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetAccounts(db());
    const user = await createUser(db(), { email: 'ada@example.com', role: 'developer', firstName: 'Ada', lastName: 'Lovelace' });
    userId = user.id;
    token = await openSession(db(), user.id);
  });

  const db = () => testApp.database.db;
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, as = token) =>
    injectAs(testApp.app, as)(method, url, payload);
  const upload = (file: MultipartFile, as = token) => {
    const body = multipart({}, file);
    return injectAs(testApp.app, as, { headers: body.headers })('POST', '/profile/photo', body.payload);
  };
  const login = async (userAgent: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'user-agent': userAgent },
      payload: { email: 'ada@example.com', password: TEST_PASSWORD },
    });
    return response.json().access_token as string;
  };

  describe('GET and PUT /profile', () => {
    it('answers the user, their own zone choice and the workspace preferences', async () => {
      const profile = dataOf(await call('GET', '/profile'));

      expect(profile).toMatchObject({
        user: { id: userId, first_name: 'Ada', last_name: 'Lovelace', time_zone: null },
        time_zone: null,
        has_password: true,
        workspace: { default_time_zone: null, week_start: 'sunday', default_currency: 'USD' },
      });
    });

    it('saves names, phone and time zone; GET /user then carries the zone', async () => {
      const response = await call('PUT', '/profile', {
        first_name: ' Augusta ',
        last_name: 'King',
        phone: '+44 20 7946 0000',
        time_zone: 'Europe/London',
      });

      expect(response.json().message).toBe(PROFILE_MESSAGES.updated);
      expect(dataOf(response)).toMatchObject({
        user: {
          first_name: 'Augusta',
          last_name: 'King',
          full_name: 'Augusta King',
          phone: '+44 20 7946 0000',
          time_zone: 'Europe/London',
        },
        time_zone: 'Europe/London',
      });
      expect(dataOf(await call('GET', '/user'))).toMatchObject({ first_name: 'Augusta', time_zone: 'Europe/London' });

      const cleared = dataOf(
        await call('PUT', '/profile', { first_name: 'Augusta', last_name: 'King', phone: '', time_zone: null }),
      );
      expect(cleared.user.phone).toBeNull();
      expect(cleared.time_zone).toBeNull();
    });

    it("falls back to the workspace's default zone", async () => {
      const admin = await createUser(db(), { email: 'boss@example.com', role: 'admin' });
      const adminToken = await openSession(db(), admin.id);
      dataOf(await call('PUT', '/settings/update', { default_time_zone: 'Asia/Tokyo', week_start: 'monday' }, adminToken));

      expect(dataOf(await call('GET', '/user'))).toMatchObject({ time_zone: 'Asia/Tokyo', week_start: 'monday' });
      expect(dataOf(await call('GET', '/profile'))).toMatchObject({ time_zone: null, user: { time_zone: 'Asia/Tokyo' } });
      dataOf(await call('PUT', '/profile', { first_name: 'Ada', last_name: 'Lovelace', time_zone: 'America/Denver' }));
      expect(dataOf(await call('GET', '/user')).time_zone).toBe('America/Denver');
    });

    it('answers 422 per field with the spec messages', async () => {
      const response = await call('PUT', '/profile', { first_name: 'A', last_name: 'B', phone: '12345', time_zone: 'Mars/Base' });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        first_name: [AUTH_VALIDATION.firstNameMin],
        last_name: [AUTH_VALIDATION.lastNameMin],
        phone: [AUTH_VALIDATION.phoneMin],
        time_zone: [TIME_MESSAGES.timeZoneInvalid],
      });
      const letters = await call('PUT', '/profile', { first_name: 'Ada', last_name: 'Lovelace', phone: 'call me maybe' });
      expect(letters.json().errors).toEqual({ phone: [AUTH_VALIDATION.phoneInvalid] });
      const [row] = await db().select().from(users).where(eq(users.id, userId));
      expect(row!.firstName).toBe('Ada');
    });

    it('answers 401 without a token', async () => {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401);
    });
  });

  describe('PUT /profile/password', () => {
    const change = (current: string, as = token, password = 'new secret 42') =>
      call('PUT', '/profile/password', { current_password: current, password, password_confirmation: password }, as);

    it('refuses a wrong current password with 422 on current_password, and changes nothing', async () => {
      const other = await login('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
      const response = await change('not it');

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ current_password: [PROFILE_MESSAGES.currentPasswordWrong] });
      expect((await call('GET', '/user', undefined, other)).statusCode).toBe(200);
      expect(await login('jest')).toEqual(expect.any(String));
    });

    it('validates the new password like registration', async () => {
      const response = await call('PUT', '/profile/password', {
        current_password: '',
        password: '123',
        password_confirmation: '456',
      });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        current_password: [PROFILE_MESSAGES.currentPasswordRequired],
        password: [AUTH_VALIDATION.passwordMin],
        password_confirmation: [AUTH_VALIDATION.passwordsDontMatch],
      });
    });

    it('ends every other session (even one held in the session cache) and keeps the current one', async () => {
      const other = await login('Mozilla/5.0 (Windows NT 10.0) Chrome/141.0 Safari/537.36');
      const third = await login('curl/8.5.0');
      // Warm the cache with the other sessions.
      expect((await call('GET', '/user', undefined, other)).statusCode).toBe(200);
      expect((await call('GET', '/user', undefined, third)).statusCode).toBe(200);

      const response = await change(TEST_PASSWORD);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: PROFILE_MESSAGES.passwordChanged, data: { sessions_ended: 2 } });
      expect((await call('GET', '/user', undefined, other)).statusCode).toBe(401);
      expect((await call('GET', '/user', undefined, third)).statusCode).toBe(401);
      expect((await call('GET', '/user')).statusCode).toBe(200);
      const oldLogin = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: 'ada@example.com', password: TEST_PASSWORD },
      });
      expect(oldLogin.statusCode).toBe(401);
      expect(oldLogin.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
      const newLogin = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: 'ada@example.com', password: 'new secret 42' },
      });
      expect(newLogin.statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('lists the live sessions with device, address and last use, the current one marked', async () => {
      await login('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15');
      const ended = await login('curl/8.5.0');
      dataOf(await call('POST', '/logout', undefined, ended));

      const list = dataOf(await call('GET', '/profile/sessions'));

      expect(list).toHaveLength(2);
      expect(list[0].current).toBe(true);
      expect(list.find((session: { current: boolean }) => session.current)).toMatchObject({ device: 'jest', ip: '127.0.0.1' });
      expect(list.find((session: { current: boolean }) => !session.current)).toMatchObject({
        device: 'Safari on macOS',
        ip: '127.0.0.1',
        last_used_at: expect.stringMatching(/Z$/),
      });
    });

    it('signs one session out; that token stops working at once', async () => {
      const other = await login('Mozilla/5.0 (Linux; Android 14) Chrome/141.0 Mobile Safari/537.36');
      expect((await call('GET', '/user', undefined, other)).statusCode).toBe(200);
      const target = dataOf(await call('GET', '/profile/sessions')).find((session: { current: boolean }) => !session.current);
      expect(target.device).toBe('Chrome on Android');

      const response = await call('DELETE', `/profile/sessions/${target.id}`);

      expect(response.json()).toEqual({ error: false, message: PROFILE_MESSAGES.sessionRevoked, data: { id: target.id } });
      expect((await call('GET', '/user', undefined, other)).statusCode).toBe(401);
      expect(dataOf(await call('GET', '/profile/sessions'))).toHaveLength(1);
      expect((await call('DELETE', `/profile/sessions/${target.id}`)).statusCode).toBe(404);
    });

    it("answers 404 for another user's session, which stays signed in", async () => {
      const grace = await createUser(db(), { email: 'grace@example.com', role: 'admin' });
      const graceToken = await openSession(db(), grace.id);
      const [graceSession] = await db().select().from(sessions).where(eq(sessions.userId, grace.id));

      const response = await call('DELETE', `/profile/sessions/${graceSession!.id}`);

      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PROFILE_MESSAGES.sessionNotFound);
      expect((await call('GET', '/user', undefined, graceToken)).statusCode).toBe(200);
      expect(dataOf(await call('GET', '/profile/sessions', undefined, graceToken))).toHaveLength(1);
      expect(dataOf(await call('GET', '/profile/sessions')).map((s: { id: number }) => s.id)).not.toContain(graceSession!.id);
      expect((await call('DELETE', '/profile/sessions/abc')).statusCode).toBe(422);
    });
  });

  describe('photo', () => {
    it('crops an upload to a square WebP, serves it at photo_url and replaces the old one', async () => {
      const response = await upload({ name: 'wide.png', content: await image(600, 300, 'png'), type: 'image/png' });

      expect(response.json().message).toBe(PROFILE_MESSAGES.photoUploaded);
      const url: string = dataOf(response).user.photo_url;
      expect(url).toMatch(/^\/api\/v1\/profile\/photos\/[0-9a-f]{32}$/);
      const served = await testApp.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE]);

      const tall = dataOf(await upload({ name: 'tall.jpg', content: await image(100, 400, 'jpeg') }));
      expect(tall.user.photo_url).not.toBe(url);
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const replaced = await sharp((await testApp.app.inject({ method: 'GET', url: tall.user.photo_url })).rawPayload).metadata();
      expect([replaced.width, replaced.height]).toEqual([PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE]);
      // Other areas show it: GET /user carries the same photo_url.
      expect(dataOf(await call('GET', '/user')).photo_url).toBe(tall.user.photo_url);
    });

    it('sniffs the content, not the name: a PDF named .png and a GIF are refused; a WebP named .txt is taken', async () => {
      const pdf = await upload({ name: 'me.png', content: SAMPLE_FILES.pdf, type: 'image/png' });
      expect(pdf.statusCode).toBe(422);
      expect(pdf.json().errors).toEqual({ file: [PROFILE_MESSAGES.photoType] });
      const gif = await upload({ name: 'me.gif', content: SAMPLE_FILES.gif });
      expect(gif.json().errors).toEqual({ file: [PROFILE_MESSAGES.photoType] });
      // A PNG signature on garbage: not readable.
      const broken = await upload({ name: 'broken.png', content: SAMPLE_FILES.png });
      expect(broken.statusCode).toBe(422);
      expect(broken.json().errors).toEqual({ file: [PROFILE_MESSAGES.photoUnreadable] });

      const webp = await upload({ name: 'notes.txt', content: await image(64, 64, 'webp'), type: 'text/plain' });
      expect(webp.statusCode).toBe(200);
    });

    it('refuses a file over the size limit, an empty one, a tiny image and a missing file', async () => {
      const big = Buffer.concat([await image(64, 64, 'png'), Buffer.alloc(PROFILE_PHOTO_MAX_BYTES)]);
      const tooLarge = await upload({ name: 'big.png', content: big });
      expect(tooLarge.statusCode).toBe(422);
      expect(tooLarge.json().errors).toEqual({ file: [PROFILE_MESSAGES.photoTooLarge] });
      expect((await upload({ name: 'empty.png', content: Buffer.alloc(0) })).json().errors).toEqual({
        file: [TASK_MEDIA_MESSAGES.fileEmpty],
      });
      expect((await upload({ name: 'tiny.png', content: await image(8, 8, 'png') })).json().errors).toEqual({
        file: [PROFILE_MESSAGES.photoTooSmall],
      });
      const none = await upload({ name: 'x.png', field: 'other', content: await image(64, 64, 'png') });
      expect(none.json().errors).toEqual({ file: [TASK_MEDIA_MESSAGES.fileRequired] });
      const [row] = await db().select().from(users).where(eq(users.id, userId));
      expect(row!.photoUrl).toBeNull();
    });

    it('removes the photo and its file', async () => {
      const url = dataOf(await upload({ name: 'me.png', content: await image(64, 64, 'png') })).user.photo_url;

      const removed = await call('DELETE', '/profile/photo');

      expect(removed.json().message).toBe(PROFILE_MESSAGES.photoRemoved);
      expect(dataOf(removed).user.photo_url).toBeNull();
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/profile/photos/..%2Fetc' })).statusCode).toBe(404);
    });
  });
});
