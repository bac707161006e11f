import { PERMISSIONS, type Permission } from './permissions';
import {
  accessOfMethod,
  API_TOKEN_SCOPES,
  apiTokenCreateRequestSchema,
  expiryDays,
  permissionArea,
  scopesAllow,
} from './api-tokens';

describe('API token scopes', () => {
  it('offers read and write per area, and only read for search', () => {
    expect(API_TOKEN_SCOPES).toEqual([
      'projects:read',
      'projects:write',
      'time:read',
      'time:write',
      'collaboration:read',
      'collaboration:write',
      'business:read',
      'business:write',
      'hr:read',
      'hr:write',
      'search:read',
    ]);
  });

  it('places every permission in an area or refuses it to tokens', () => {
    const areas = Object.fromEntries(
      Object.keys(PERMISSIONS).map((permission) => [permission, permissionArea(permission as Permission)]),
    );
    expect(areas).toMatchObject({
      'tasks.update': 'projects',
      'taskMedia.upload': 'projects',
      'time.track': 'time',
      'chat.use': 'collaboration',
      'company.update': 'business',
      'leave.approve': 'hr',
      'search.use': 'search',
      'settings.update': null,
      'workspaces.create': null,
      'apiTokens.manage': null,
    });
    expect(Object.values(areas)).not.toContain(undefined);
  });

  it('reads with GET and HEAD, writes with anything else; write implies read', () => {
    expect(['GET', 'head'].map(accessOfMethod)).toEqual(['read', 'read']);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(accessOfMethod)).toEqual(['write', 'write', 'write', 'write']);
    expect(scopesAllow(['projects:write'], 'projects', 'read')).toBe(true);
    expect(scopesAllow(['projects:read'], 'projects', 'write')).toBe(false);
    expect(scopesAllow(['projects:write'], 'time', 'read')).toBe(false);
  });

  it('validates a create request: trimmed name, known scopes in a fixed order, an expiry of the list', () => {
    expect(apiTokenCreateRequestSchema.parse({ name: ' CI ', scopes: ['time:read', 'projects:read'] })).toEqual({
      name: 'CI',
      scopes: ['projects:read', 'time:read'],
      expires_in: '30d',
    });
    expect(apiTokenCreateRequestSchema.safeParse({ name: 'x', scopes: ['search:write'] }).success).toBe(false);
    expect(apiTokenCreateRequestSchema.safeParse({ name: 'x'.repeat(101), scopes: ['hr:read'] }).success).toBe(false);
    expect([expiryDays('7d'), expiryDays('1y'), expiryDays('never')]).toEqual([7, 365, null]);
  });
});
