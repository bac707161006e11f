import { renderWithApp } from '@kanri/testing';
import { screen, within } from '@testing-library/react';
import { SESSION_KEYS } from '../session-value';
import { FIXTURE_DOCUMENT } from '../test-fixtures';
import { DEVELOPERS_TEXTS as T } from '../texts';
import DevelopersPage from './developers-page';

type FetchArgs = Parameters<typeof fetch>;

function reply(status: number, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Unauthorized',
    headers: new Map(Object.entries(headers)),
    text: async () => text,
  } as unknown as Response;
}

describe('DevelopersPage (/developers)', () => {
  const originalFetch = globalThis.fetch;
  let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    fetchMock = jest.fn(async (url: FetchArgs[0]) =>
      url === '/api/openapi.json' ? reply(200, FIXTURE_DOCUMENT) : reply(404, { error: true, message: 'Not found.' }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('loads the document, lists endpoints by tag and filters them', async () => {
    const { user } = renderWithApp(<DevelopersPage />, { role: null });
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);

    const index = await screen.findByRole('navigation', { name: T.index.label });
    expect(within(index).getByText(T.index.count(3, 3))).toBeInTheDocument();
    await user.type(within(index).getByLabelText(T.index.filterLabel), 'create project');
    expect(within(index).getByText(T.index.count(1, 3))).toBeInTheDocument();
    expect(within(index).queryByText('/api/v1/health')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: T.sections.authentication })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: T.sections.errors })).toBeInTheDocument();
  });

  it('opens an endpoint with its schema, examples and replies, and sends a "Try it" call with the pasted token', async () => {
    fetchMock.mockImplementation(async (url: FetchArgs[0]) =>
      url === '/api/openapi.json'
        ? reply(200, FIXTURE_DOCUMENT)
        : reply(
            200,
            { error: false, message: 'Project retrieved', data: { id: 7 } },
            { 'content-type': 'application/json', 'x-ratelimit-remaining': '59' },
          ),
    );
    const { user } = renderWithApp(<DevelopersPage />, { role: null });
    const index = await screen.findByRole('navigation', { name: T.index.label });
    await user.click(within(index).getByRole('button', { name: 'GET /api/v1/projects/{id}' }));

    const card = screen.getByRole('article', { name: 'GET /api/v1/projects/{id}' });
    expect(within(card).getByText('projects:read')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: T.endpoint.pathParameters })).toHaveTextContent('idintegerrequiredmin 1');
    expect(within(card).getByLabelText(T.endpoint.exampleResponse)).toHaveTextContent('"created_at": "2026-03-04T09:30:00.000Z"');
    expect(within(card).getAllByRole('link', { name: T.endpoint.sharedError })).toHaveLength(3);

    await user.type(within(card).getByLabelText(T.tryIt.token), 'kanri_pat_secret');
    await user.type(within(card).getByLabelText('id (path, required)'), '7');
    await user.click(within(card).getByRole('button', { name: T.tryIt.send }));

    expect(await within(card).findByTestId('try-it-status')).toHaveTextContent('200 OK');
    expect(within(card).getByLabelText(T.tryIt.response)).toHaveTextContent('"message": "Project retrieved"');
    expect(within(card).getByRole('table', { name: T.tryIt.headers })).toHaveTextContent('x-ratelimit-remaining59');
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/v1/projects/7');
    expect(init?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer kanri_pat_secret' });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('kanri_pat_secret');
    expect(JSON.stringify({ ...localStorage })).not.toContain('kanri_pat_secret');
  });

  it('prefills the body editor with the example and reports a body that is not JSON instead of sending it', async () => {
    const { user } = renderWithApp(<DevelopersPage />, { role: null });
    const index = await screen.findByRole('navigation', { name: T.index.label });
    await user.click(within(index).getByRole('button', { name: 'POST /api/v1/projects/store' }));
    const card = screen.getByRole('article', { name: 'POST /api/v1/projects/store' });
    const editor = within(card).getByLabelText(T.tryIt.body);
    expect(JSON.parse((editor as HTMLTextAreaElement).value)).toEqual({
      name: 'name',
      status: 'active',
      start_date: '2026-03-04',
      member_ids: [1],
    });

    await user.clear(editor);
    await user.type(editor, 'not json');
    const calls = fetchMock.mock.calls.length;
    await user.click(within(card).getByRole('button', { name: T.tryIt.send }));
    expect(within(card).getByRole('alert')).toHaveTextContent('The body is not valid JSON');
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('lists the webhook events with their payload and the verification recipe', async () => {
    renderWithApp(<DevelopersPage />, { role: null });
    const event = await screen.findByRole('article', { name: 'task.created' });
    expect(within(event).getByRole('list', { name: 'task.created Payload' })).toHaveTextContent('titlestringrequired');
    expect(screen.getByLabelText(T.webhooks.verifyTitle)).toHaveTextContent('timingSafeEqual');
  });

  it('says when the API cannot be reached, and loads on retry', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderWithApp(<DevelopersPage />, { role: null });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.unreachableTitle);
    expect(alert).toHaveTextContent('Unable to connect to the server.');

    await user.click(within(alert).getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('navigation', { name: T.index.label })).toBeInTheDocument();
  });
});

describe('the pasted token', () => {
  const originalFetch = globalThis.fetch;
  beforeEach(() => {
    sessionStorage.clear();
    globalThis.fetch = jest.fn(async () => reply(200, FIXTURE_DOCUMENT)) as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('is shared by every open "Try it" panel and kept in sessionStorage only', async () => {
    const { user } = renderWithApp(<DevelopersPage />, { role: null });
    const index = await screen.findByRole('navigation', { name: T.index.label });
    await user.click(within(index).getByRole('button', { name: 'GET /api/v1/projects/{id}' }));
    await user.click(within(index).getByRole('button', { name: 'POST /api/v1/projects/store' }));
    const [first, second] = screen.getAllByLabelText(T.tryIt.token);

    await user.type(first!, 'kanri_pat_shared');
    expect(second).toHaveValue('kanri_pat_shared');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('kanri_pat_shared');
    await user.clear(second!);
    expect(first).toHaveValue('');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});
