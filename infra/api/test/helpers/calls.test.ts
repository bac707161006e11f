import Fastify, { type FastifyInstance } from 'fastify';
import { caller, dataOf, injectAs } from './calls.js';

describe('test calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.all('/api/v1/echo', async (request, reply) =>
      reply.code(request.method === 'POST' ? 201 : 200).send({
        data: { method: request.method, headers: request.headers, body: request.body ?? null },
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('injects under /api/v1 with the bearer, workspace and extra headers, and the payload only when given', async () => {
    const echoed = dataOf(
      await injectAs(app, 'secret', { workspaceId: 4, headers: { host: 'attacker.example' } })('GET', '/echo'),
    );
    expect(echoed).toMatchObject({
      method: 'GET',
      headers: { authorization: 'Bearer secret', workspace_id: '4', host: 'attacker.example' },
      body: null,
    });
    expect(echoed.headers['content-type']).toBeUndefined();

    const posted = dataOf(await injectAs(app, 'secret')('POST', '/echo', { name: 'Ada' }), 201);
    expect(posted).toMatchObject({ body: { name: 'Ada' } });
    expect(posted.headers.workspace_id).toBeUndefined();
  });

  it('caller reads the default token at each call, and takes another token and workspace', async () => {
    let token = 'first';
    const call = caller(
      () => app,
      () => token,
    );
    expect(dataOf(await call('GET', '/echo')).headers.authorization).toBe('Bearer first');
    token = 'second';
    expect(dataOf(await call('GET', '/echo')).headers.authorization).toBe('Bearer second');
    const other = dataOf(await call('PUT', '/echo', { id: 1 }, 'other', 'x'));
    expect(other.headers).toMatchObject({ authorization: 'Bearer other', workspace_id: 'x' });
  });

  it('dataOf throws with the request, status and body when the status is not the expected one', async () => {
    const response = await injectAs(app, 'secret')('POST', '/echo', { name: 'Ada' });
    expect(() => dataOf(response)).toThrow(/^POST \/api\/v1\/echo: expected 200, got 201 \{"data":/);
  });
});
