import { pathAfterWorkspaceSwitch } from './path-after-switch';

describe('pathAfterWorkspaceSwitch', () => {
  it.each([
    ['/dashboard/projects/12', '/dashboard/projects'],
    ['/dashboard/projects/12/board', '/dashboard/projects'],
    ['/dashboard/tasks/40', '/dashboard/projects'],
    ['/dashboard/meetings/3', '/dashboard/meetings'],
  ])('leaves the record page %s for %s', (from, to) => {
    expect(pathAfterWorkspaceSwitch(from)).toBe(to);
  });

  it.each(['/dashboard', '/dashboard/', '/dashboard/projects', '/dashboard/tasks', '/dashboard/workspaces', '/login', '/'])(
    'stays on %s',
    (path) => {
      expect(pathAfterWorkspaceSwitch(path)).toBeNull();
    },
  );
});
