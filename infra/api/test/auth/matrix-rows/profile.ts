import { multipart } from '../../helpers/multipart.js';
import { NOT_YOURS, SIGNED_IN, type MatrixRow } from '../matrix-expectations.js';

/** A 32 × 32 PNG: the smallest photo the profile takes. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAO0lEQVRIiWMwXlVOU8QwasGq0SAqH01FxqMZrXy0qDAeLU1XjVY4xqNV5qrRVkX5aMNr1WjTsXxQt64B3ztQTL6WVXIAAAAASUVORK5CYII=',
  'base64',
);
const EVERY_ROLE = (status: number) => ({ admin: status, manager: status, developer: status, designer: status, member: status });

/**
 * The caller's own account (user menu → Profile): every member, whatever the role, reaches only
 * their own profile, password and sessions; another workspace in the header is a 403 as anywhere.
 */
export const PROFILE_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/profile', expected: SIGNED_IN },
  { method: 'PUT', url: '/api/v1/profile', body: { first_name: 'Matrix', last_name: 'Row' }, expected: SIGNED_IN },
  // A wrong current password: the row must not change the accounts the other rows sign in with.
  {
    method: 'PUT',
    url: '/api/v1/profile/password',
    body: { current_password: 'not the password', password: 'another one', password_confirmation: 'another one' },
    expected: { noToken: 401, ...EVERY_ROLE(422), otherWorkspace: 403 },
  },
  { method: 'GET', url: '/api/v1/profile/sessions', expected: SIGNED_IN },
  // No one's session with this id: another user's is tested in routes/v1/profile.test.ts.
  { method: 'DELETE', url: '/api/v1/profile/sessions/987654321', expected: NOT_YOURS },
  {
    method: 'POST',
    url: '/api/v1/profile/photo',
    form: () => multipart({}, { name: 'me.png', content: PHOTO, type: 'image/png' }),
    expected: SIGNED_IN,
  },
  { method: 'DELETE', url: '/api/v1/profile/photo', expected: SIGNED_IN },
  // Photos are served without sign-in (their random key is the capability): an unknown key is a 404 for all.
  {
    method: 'GET',
    url: '/api/v1/profile/photos/0123456789abcdef0123456789abcdef',
    expected: { noToken: 404, ...EVERY_ROLE(404), otherWorkspace: 404 },
  },
];
