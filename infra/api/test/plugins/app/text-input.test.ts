import { VALIDATION_FAILED_MESSAGE } from '@kanri/contracts';
import { NUL_CHARACTER_MESSAGE, pathOfNulCharacter } from '../../../src/plugins/app/text-input.js';
import { openSession, seedRoleMembers } from '../../helpers/accounts.js';
import { injectAs, type Call } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

describe('pathOfNulCharacter', () => {
  it.each([
    ['a plain string', 'a\u0000b', 'value'],
    ['a field', { name: 'x\u0000' }, 'name'],
    ['a nested item', { items: [{ description: 'ok' }, { description: '\u0000' }] }, 'items.1.description'],
    ['a key', { ['bad\u0000key']: 1 }, 'badkey'],
  ])('finds it in %s', (_case, value, path) => {
    expect(pathOfNulCharacter(value)).toBe(path);
  });

  it('finds nothing in clean values, numbers and buffers', () => {
    expect(pathOfNulCharacter({ name: 'Ada', count: 0, tags: ['a'], file: Buffer.from([0]) })).toBeUndefined();
    expect(pathOfNulCharacter(undefined)).toBeUndefined();
  });
});

describe('a NUL character in a request', () => {
  let testApp: TestApp;
  let call: Call;
  beforeAll(async () => {
    testApp = await startTestApp();
    const members = await seedRoleMembers(testApp.database.db, 1);
    call = injectAs(testApp.app, await openSession(testApp.database.db, members.admin.user.id));
  });
  afterAll(() => testApp?.close());

  it('is a 422 on its field, in a body, a query or a path, and nothing is written', async () => {
    const body = await call('POST', '/projects/store', { name: 'Nul\u0000project' });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toEqual({ error: true, message: VALIDATION_FAILED_MESSAGE, errors: { name: [NUL_CHARACTER_MESSAGE] } });
    const query = await call('GET', '/notes?search=%00');
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toEqual({ search: [NUL_CHARACTER_MESSAGE] });
    expect((await call('GET', '/projects')).json().data.some((project: { name: string }) => project.name.startsWith('Nul'))).toBe(
      false,
    );
  });

  it('is refused to a caller without a session with 401, as before', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/projects/store', payload: { name: '\u0000' } });
    expect(response.statusCode).toBe(401);
  });
});
