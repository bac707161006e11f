import { landingRouteFor, normalizeRole } from './roles';

describe('role landing routes (spec §2)', () => {
  it.each([
    ['admin', '/dashboard/users'],
    ['manager', '/dashboard/projects'],
    ['designer', '/dashboard/projects'],
    ['developer', '/dashboard/tasks'],
    ['member', '/dashboard'],
    ['superuser', '/dashboard'],
    [undefined, '/dashboard'],
    [null, '/dashboard'],
  ])('%s → %s', (role, route) => {
    expect(landingRouteFor(role)).toBe(route);
  });

  it('counts an unknown role as member', () => {
    expect(normalizeRole('root')).toBe('member');
    expect(normalizeRole('admin')).toBe('admin');
  });
});
