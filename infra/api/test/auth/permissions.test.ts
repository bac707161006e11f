import { ROLES } from '@kanri/contracts';
import { isAllowed, PERMISSIONS, type Permission } from '../../src/auth/permissions.js';

describe('permissions', () => {
  const actions = Object.keys(PERMISSIONS) as Permission[];

  it('lets admins do every action', () => {
    expect(actions.filter((action) => !isAllowed('admin', action))).toEqual([]);
  });

  it('lets every role list the team, and only admins invite or touch settings', () => {
    expect(ROLES.filter((role) => isAllowed(role, 'users.list'))).toEqual(ROLES);
    for (const action of ['users.invite', 'settings.read', 'settings.update'] as const) {
      expect(ROLES.filter((role) => isAllowed(role, action))).toEqual(['admin']);
    }
  });
});
