import { apiRequest } from '@kanri/api-client';
import { VALIDATION_FAILED_MESSAGE } from '@kanri/contracts';
import { formatViolations } from './contract-check';
import { fakeApi, Reply, skipContractCheck } from './fake-api';
import { makeMember, makeProject, makeTask } from './fixtures';

describe('fakeApi: routes and replies', () => {
  it('answers a handler with the route success envelope and records the call', async () => {
    const api = fakeApi({ 'GET /projects': () => [makeProject(1)] });

    const result = await apiRequest('/projects?include=counts');

    expect(result).toMatchObject({ success: true, status: 200, data: [makeProject(1)] });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/projects', route: 'GET /projects', body: undefined });
    expect(api.calls[0]!.query.get('include')).toBe('counts');
    expect(api.calls[0]!.headers).toMatchObject({ accept: 'application/json', workspace_id: expect.any(String) });
    expect(api.callsTo('GET /projects')).toHaveLength(1);
    expect(api.violations).toEqual([]);
  });

  it('answers creations with 201, as the API does', async () => {
    fakeApi({ 'POST /tasks/store': (call) => makeTask(9, { project_id: (call.body as { project_id: number }).project_id }) });

    const result = await apiRequest('/tasks/store', { method: 'POST', body: { project_id: 4, title: 'Ship it' } });

    expect(result).toMatchObject({ success: true, status: 201, data: { id: 9, project_id: 4 } });
  });

  it('answers 404 for a route without a handler, known to the API or not', async () => {
    const api = fakeApi({});

    expect(await apiRequest('/projects')).toMatchObject({
      success: false,
      status: 404,
      message: 'Route GET /api/v1/projects not found',
    });
    expect(await apiRequest('/no/such/route', { method: 'POST', body: {} })).toMatchObject({ success: false, status: 404 });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /projects', 'POST /no/such/route']);
    expect(api.violations).toEqual([]);
  });

  it('gives any other status and body with Reply', async () => {
    const api = fakeApi({
      'POST /users/store': () =>
        new Reply(422, {
          error: true,
          message: VALIDATION_FAILED_MESSAGE,
          errors: { email: ['This person is already a member of this workspace.'] },
        }),
      'GET /tasks/7': () => new Reply(404, { error: true, message: 'Task not found.' }),
    });

    expect(await apiRequest('/users/store', { method: 'POST', body: { name: 'Ada', email: 'ada@kanri.test' } })).toEqual({
      success: false,
      status: 422,
      message: VALIDATION_FAILED_MESSAGE,
      errors: { email: ['This person is already a member of this workspace.'] },
    });
    expect(await apiRequest('/tasks/7')).toMatchObject({ success: false, status: 404, message: 'Task not found.' });
    expect(api.violations).toEqual([]);
  });

  it('answers 500 when a handler throws', async () => {
    fakeApi({
      'GET /users': () => {
        throw new Error('boom');
      },
    });

    expect(await apiRequest('/users')).toMatchObject({ success: false, status: 500, message: 'boom' });
  });

  it('takes handlers keyed by the contract route, with its path parameters', async () => {
    const api = fakeApi({ 'GET /projects/:id': (call) => makeProject(Number(call.params.id)) });

    expect(await apiRequest('/projects/3')).toMatchObject({ success: true, data: { id: 3 } });
    expect(api.callsTo('GET /projects/:id')).toHaveLength(1);
    expect(api.callsTo('GET /projects/3')).toHaveLength(1);
  });

  it('matches static paths before parametric ones (GET /tasks/get-media is not GET /tasks/:id)', async () => {
    const api = fakeApi({ 'GET /tasks/:id': () => makeTask(1), 'GET /tasks/get-media': () => [] });

    await apiRequest('/tasks/get-media?task_id=1');

    expect(api.calls[0]!.route).toBe('GET /tasks/get-media');
    expect(api.violations).toEqual([]);
  });
});

describe('fakeApi: contract checks', () => {
  it('accepts replies of the right shape', async () => {
    const api = fakeApi({
      'GET /users': () => [makeMember(1), makeMember(2, { membership_status: 'invited' })],
      'PUT /tasks/update': () => makeTask(1, { title: 'Renamed' }),
      'DELETE /tasks/destroy': (call) => ({ id: (call.body as { id: number }).id }),
    });

    await apiRequest('/users');
    await apiRequest('/tasks/update', { method: 'PUT', body: { id: 1, title: 'Renamed' } });
    await apiRequest('/tasks/destroy', { method: 'DELETE', body: { id: 1 } });

    expect(api.violations).toEqual([]);
  });

  it('reports a reply that does not parse with the route response schema', async () => {
    const { name: _name, ...nameless } = makeProject(1);
    const api = fakeApi({ 'GET /projects/1': () => nameless });

    // The reply still goes out as given: the test fails at its end, naming the route and the field.
    expect(await apiRequest('/projects/1')).toMatchObject({ success: true, data: { id: 1 } });

    const [violation, ...others] = api.takeViolations();
    expect(others).toEqual([]);
    expect(violation).toMatchObject({ request: 'GET /projects/1', route: 'GET /projects/:id' });
    expect(violation!.problem).toMatch(/200 reply does not match the contract's schema/);
    expect(violation!.problem).toMatch(/data\.name/);
  });

  it('reports keys the API never sends', async () => {
    const api = fakeApi({ 'GET /tasks/1': () => ({ ...makeTask(1), assignee: 'Ada' }) });

    await apiRequest('/tasks/1');

    expect(api.takeViolations().map((violation) => violation.problem)).toEqual([
      expect.stringContaining('keys the API never sends: data.assignee'),
    ]);
  });

  it('reports a success status the route never answers with', async () => {
    const api = fakeApi({ 'POST /tasks/store': () => new Reply(200, { error: false, message: 'OK', data: makeTask(1) }) });

    await apiRequest('/tasks/store', { method: 'POST', body: { project_id: 1 } });

    expect(api.takeViolations().map((violation) => violation.problem)).toEqual([
      'the API answers POST /tasks/store with 201, never 200',
    ]);
  });

  it("checks a Reply's body against the schema of its status, and failures against the error envelope", async () => {
    const api = fakeApi({
      'POST /login': () => new Reply(200, { error: false, message: 'Welcome', access_token: 't' }),
      'POST /register': () => new Reply(200, { error: false, message: 'OK', data: { user: 1 } }),
      'GET /users': () => new Reply(403, { message: 'Forbidden' }),
    });

    await apiRequest('/login', { method: 'POST', body: { email: 'ada@kanri.test', password: 'secret' } });
    await apiRequest('/register', {
      method: 'POST',
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@kanri.test',
        phone: '+44 20 7946 0000',
        password: 'password1',
        password_confirmation: 'password1',
      },
    });
    await apiRequest('/users');

    const problems = api.takeViolations().map((violation) => `${violation.request}: ${violation.problem}`);
    expect(problems).toEqual([
      expect.stringMatching(/^POST \/register: the 200 reply does not match .*keys the API never sends: data/s),
      expect.stringMatching(/^GET \/users: the 403 reply is not the API's error envelope/),
    ]);
  });

  it('reports a request body the contract refuses, unless the handler answers 422 like the API', async () => {
    const api = fakeApi({
      'POST /projects/store': () => makeProject(1),
      'POST /tags/store': () =>
        new Reply(422, { error: true, message: VALIDATION_FAILED_MESSAGE, errors: { name: ['The tag name is required.'] } }),
    });

    await apiRequest('/projects/store', { method: 'POST', body: { name: '', template: 'kanban' } });
    await apiRequest('/projects/store', { method: 'POST' });
    await apiRequest('/tags/store', { method: 'POST', body: { name: '' } });

    const [violation, missing, ...others] = api.takeViolations();
    expect(others).toEqual([]);
    expect(violation!.request).toBe('POST /projects/store');
    expect(violation!.problem).toMatch(/its body does not parse/);
    expect(violation!.problem).toMatch(/template/);
    expect(missing!.problem).toMatch(/its body does not parse[^]*sent nothing/);
  });

  it('checks the query and the path parameters', async () => {
    const api = fakeApi({
      'GET /tasks': () => ({ items: [], total: 0, page: 1, per_page: 9999, next_cursor: null }),
      'GET /projects/:id': () => makeProject(1),
    });

    await apiRequest('/tasks?per_page=9999');
    await apiRequest('/projects/abc');

    expect(api.takeViolations().map((violation) => `${violation.request}: ${violation.problem.split('\n')[0]}`)).toEqual([
      "GET /tasks: its query does not parse with the contract's schema:",
      "GET /projects/abc: its path does not parse with the contract's schema:",
    ]);
  });

  it('leaves routes out of the checks when told', async () => {
    const api = fakeApi(
      { 'POST /auth/social/apple': () => new Reply(200, { error: false, message: '', data: null }) },
      { unchecked: ['POST /auth/social/apple'] },
    );

    await apiRequest('/auth/social/apple', { method: 'POST', body: { token: 't' } });

    expect(api.violations).toEqual([]);
  });

  it('leaves a route out of the checks for the rest of the test when told so', async () => {
    skipContractCheck('GET /tasks/:id', 'a field the API does not have yet');
    const api = fakeApi({ 'GET /tasks/1': () => ({ ...makeTask(1), story_points: 3 }) });

    await apiRequest('/tasks/1');

    expect(api.violations).toEqual([]);
  });

  it('checks that route again in the next test', async () => {
    const api = fakeApi({ 'GET /tasks/1': () => ({ ...makeTask(1), story_points: 3 }) });

    await apiRequest('/tasks/1');

    expect(api.takeViolations()).toHaveLength(1);
  });

  it('does not check routes the API does not have', async () => {
    const api = fakeApi({ 'POST /social/auth': () => new Reply(200, { anything: true }) });

    await apiRequest('/social/auth', { method: 'POST', body: {} });

    expect(api.calls[0]!.route).toBeUndefined();
    expect(api.violations).toEqual([]);
  });

  it('fails the test with every violation, naming request, route and problem', () => {
    expect(
      formatViolations([
        { request: 'GET /projects/1', route: 'GET /projects/:id', problem: 'the 200 reply does not match' },
        { request: 'GET /users', route: 'GET /users', problem: 'keys the API never sends: data[0].x' },
      ]),
    ).toBe(
      [
        'The fake API was used in a way the real /api/v1 contract does not allow (2 problems):',
        '- GET /projects/1 (route GET /projects/:id): the 200 reply does not match',
        '- GET /users: keys the API never sends: data[0].x',
        'Fix the test data (the schemas are in @kanri/contracts; the routes in @kanri/testing API_ROUTES), or pass the route to fakeApi({ unchecked }) when the test sends a non-contract reply on purpose.',
      ].join('\n'),
    );
  });
});
