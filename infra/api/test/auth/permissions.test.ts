import { isAllowed, PERMISSIONS, ROLES, type Permission } from '@kanri/contracts';

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

  it('lets every role read projects, statuses, priorities, fields and tags, and work on tasks', () => {
    for (const action of [
      'projects.list',
      'projects.layout',
      'statuses.list',
      'priorities.list',
      'tasks.list',
      'tasks.create',
      'tasks.update',
      'tasks.delete',
      'customFields.list',
      'comments.create',
      'tags.list',
      'tags.create',
    ] as const) {
      expect(ROLES.filter((role) => isAllowed(role, action))).toEqual(ROLES);
    }
  });

  it('lets only admins and managers shape the workspace and delete anyone’s task (ARCHITECTURE §4)', () => {
    for (const action of [
      'projects.create',
      'projects.update',
      'projects.delete',
      'statuses.create',
      'statuses.update',
      'statuses.delete',
      'priorities.create',
      'priorities.update',
      'priorities.delete',
      'customFields.create',
      'customFields.update',
      'customFields.delete',
      'tasks.deleteAny',
    ] as const) {
      expect(ROLES.filter((role) => isAllowed(role, action))).toEqual(['admin', 'manager']);
    }
  });
});
