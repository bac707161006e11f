import { endpointGroups, type Endpoint } from './openapi-model';
import { FIXTURE_DOCUMENT } from './test-fixtures';
import { DEVELOPERS_TEXTS } from './texts';
import { buildTryItRequest, curlCommand, headersOfInterest, prettyBody } from './try-it';

const endpoints = endpointGroups(FIXTURE_DOCUMENT).flatMap((group) => group.endpoints);
const byKey = (method: string, path: string) =>
  endpoints.find((endpoint) => endpoint.method === method && endpoint.path === path)!;
const getProject: Endpoint = byKey('GET', '/api/v1/projects/{id}');
const storeProject: Endpoint = byKey('POST', '/api/v1/projects/store');

describe('"Try it" requests', () => {
  it('fills the path, sends the pasted token as a bearer token and the workspace header', () => {
    expect(
      buildTryItRequest(getProject, { token: ' kanri_pat_abc ', workspaceId: '2', values: { id: '7/8' }, body: '' }),
    ).toEqual({
      ok: true,
      request: {
        method: 'GET',
        url: '/api/v1/projects/7%2F8',
        headers: { Accept: 'application/json', Authorization: 'Bearer kanri_pat_abc', workspace_id: '2' },
        body: undefined,
      },
    });
  });

  it('sends no Authorization header without a token, and only the query parameters that are filled in', () => {
    const built = buildTryItRequest(storeProject, {
      token: '',
      workspaceId: '',
      values: { notify: 'true' },
      body: '{ "name": "A" }',
    });
    expect(built).toEqual({
      ok: true,
      request: {
        method: 'POST',
        url: '/api/v1/projects/store?notify=true',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: '{"name":"A"}',
      },
    });
    const withoutQuery = buildTryItRequest(storeProject, { token: '', workspaceId: '', values: { notify: ' ' }, body: '{}' });
    expect(withoutQuery.ok && withoutQuery.request.url).toBe('/api/v1/projects/store');
  });

  it('reports a missing path parameter, a malformed workspace id and a body that is not JSON', () => {
    const built = buildTryItRequest(getProject, { token: 't', workspaceId: 'two', values: {}, body: '' });
    expect(built).toEqual({
      ok: false,
      problems: [DEVELOPERS_TEXTS.tryIt.missingParameter('id'), DEVELOPERS_TEXTS.tryIt.badWorkspace],
    });
    const badBody = buildTryItRequest(storeProject, { token: 't', workspaceId: '', values: {}, body: '{ name: ' });
    expect(badBody.ok).toBe(false);
    expect(!badBody.ok && badBody.problems[0]).toMatch(/^The body is not valid JSON: /);
  });

  it('shows JSON replies pretty-printed, other text as it came, and the headers of interest in order', () => {
    expect(prettyBody({ body: '{"a":[1]}', headers: {} })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(prettyBody({ body: 'id,name', headers: { 'content-type': 'text/csv' } })).toBe('id,name');
    expect(prettyBody({ body: '%PDF', headers: { 'content-type': 'application/pdf' } })).toBe('(application/pdf, 4 bytes)');
    expect(headersOfInterest({ 'retry-after': '30', 'content-type': 'application/json', date: 'x' })).toEqual([
      ['content-type', 'application/json'],
      ['retry-after', '30'],
    ]);
  });

  it('writes the call as curl with the token as an environment variable', () => {
    expect(curlCommand(storeProject, 'https://kanri.test', '{\n  "name": "it\'s"\n}')).toBe(
      [
        "curl -X POST 'https://kanri.test/api/v1/projects/store'",
        '  -H "Authorization: Bearer $KANRI_TOKEN"',
        "  -H 'workspace_id: 1'",
        "  -H 'Content-Type: application/json'",
        `  -d '{ "name": "it'\\''s" }'`,
      ].join(' \\\n'),
    );
  });
});
