import { endpointGroups, endpointId, filterGroups, resolveRef, webhookEvents } from './openapi-model';
import { FIXTURE_DOCUMENT } from './test-fixtures';

describe('reading the OpenAPI document', () => {
  it('groups endpoints by tag in the document’s order, with auth, permission, scope, parameters and replies resolved', () => {
    const groups = endpointGroups(FIXTURE_DOCUMENT);
    expect(groups.map((group) => [group.tag, group.endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)])).toEqual([
      ['projects', ['GET /api/v1/projects/{id}', 'POST /api/v1/projects/store']],
      ['system', ['GET /api/v1/health']],
    ]);
    const project = groups[0]!.endpoints[0]!;
    expect(project).toMatchObject({
      id: 'get-api-v1-projects-id',
      authenticated: true,
      permission: 'projects.list',
      roles: ['admin', 'member'],
      tokenScope: 'projects:read',
    });
    expect(project.parameters.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['id', 'path', true],
      ['workspace_id', 'header', false],
    ]);
    expect(project.responses.map((response) => [response.status, response.shared])).toEqual([
      ['200', false],
      ['401', true],
      ['404', true],
      ['429', true],
    ]);
    expect(project.responses[1]!.schema).toMatchObject({ required: ['error', 'message'] });
    expect(project.responses[3]!.headers).toEqual(['Retry-After']);
    expect(groups[1]!.endpoints[0]!).toMatchObject({ authenticated: false, tokenScope: undefined });
  });

  it('filters by every word of the filter, across method, path, summary and tag', () => {
    const groups = endpointGroups(FIXTURE_DOCUMENT);
    const paths = (filter: string) =>
      filterGroups(groups, filter).flatMap((group) => group.endpoints.map((endpoint) => endpoint.path));
    expect(paths('GET /api/v1/projects')).toEqual(['/api/v1/projects/{id}']);
    expect(paths('create PROJECT')).toEqual(['/api/v1/projects/store']);
    expect(paths('  ')).toHaveLength(3);
    expect(paths('nothing-like-this')).toEqual([]);
  });

  it('lists the webhook events with their headers and body schema', () => {
    const [event] = webhookEvents(FIXTURE_DOCUMENT);
    expect(event).toMatchObject({ event: 'task.created', description: 'A task was created.' });
    expect(event!.headers.map((header) => header.name)).toEqual(['X-Kanri-Signature', 'X-Kanri-Event']);
    expect(Object.keys(event!.schema.properties!)).toEqual(['id', 'event', 'data']);
  });

  it('resolves local references only, and names anchors from method and path', () => {
    expect(resolveRef(FIXTURE_DOCUMENT, '#/components/parameters/WorkspaceId')).toMatchObject({ name: 'workspace_id' });
    expect(resolveRef(FIXTURE_DOCUMENT, 'https://example.com/schema')).toBeUndefined();
    expect(resolveRef(FIXTURE_DOCUMENT, '#/components/schemas/Missing')).toBeUndefined();
    expect(endpointId('delete', '/api/v1/time-entries/destroy/{id}')).toBe('delete-api-v1-time-entries-destroy-id');
  });
});
