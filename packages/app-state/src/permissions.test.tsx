import { ROLES, type Role } from '@kanri/contracts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useCan, useCanOnRecord, userCan, userCanOnRecord } from './permissions';
import { signedIn, signedOut } from './session-slice';
import { createAppStore, type AppStore } from './store';

const member = (role: string, id = 7) => ({ id, email: `${role}@kanri.dev`, role: role as Role });
const rolesWhere = (allowed: (role: Role) => boolean) => ROLES.filter(allowed);

describe('userCan', () => {
  it('follows the server matrix for each role', () => {
    expect(rolesWhere((role) => userCan(member(role), 'projects.create'))).toEqual(['admin', 'manager']);
    expect(rolesWhere((role) => userCan(member(role), 'customFields.update'))).toEqual(['admin', 'manager']);
    expect(rolesWhere((role) => userCan(member(role), 'users.invite'))).toEqual(['admin']);
    expect(rolesWhere((role) => userCan(member(role), 'settings.update'))).toEqual(['admin']);
    expect(rolesWhere((role) => userCan(member(role), 'tasks.create'))).toEqual(ROLES);
  });

  it('refuses everything when nobody is signed in, and counts an unknown role as member', () => {
    expect(userCan(null, 'tasks.list')).toBe(false);
    expect(userCan(undefined, 'tasks.list')).toBe(false);
    expect(userCan(member('root'), 'projects.create')).toBe(false);
    expect(userCan(member('root'), 'tasks.list')).toBe(true);
  });
});

describe('userCanOnRecord (the own record rule)', () => {
  it('lets every role delete their own task, and only admins and managers anyone’s', () => {
    expect(rolesWhere((role) => userCanOnRecord(member(role, 7), 'tasks.delete', 7))).toEqual(ROLES);
    expect(rolesWhere((role) => userCanOnRecord(member(role, 7), 'tasks.delete', 8))).toEqual(['admin', 'manager']);
    expect(rolesWhere((role) => userCanOnRecord(member(role, 7), 'tasks.delete', null))).toEqual(['admin', 'manager']);
  });

  it('applies the same rule to attachments', () => {
    expect(rolesWhere((role) => userCanOnRecord(member(role, 7), 'taskMedia.delete', 7))).toEqual(ROLES);
    expect(rolesWhere((role) => userCanOnRecord(member(role, 7), 'taskMedia.delete', 8))).toEqual(['admin', 'manager']);
  });

  it('owns nothing without a user or a user id', () => {
    expect(userCanOnRecord(null, 'tasks.delete', 7)).toBe(false);
    expect(userCanOnRecord({ email: 'no-id@kanri.dev', role: 'member' }, 'tasks.delete', undefined)).toBe(false);
  });
});

describe('useCan and useCanOnRecord', () => {
  function renderWithStore<T>(hook: () => T, store: AppStore) {
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return renderHook(hook, { wrapper });
  }

  it('follow the signed-in user, their role in the current workspace included', () => {
    const store = createAppStore();
    const { result } = renderWithStore(
      () => ({ canInvite: useCan('users.invite'), canDeleteTask: useCanOnRecord('tasks.delete') }),
      store,
    );
    expect(result.current.canInvite).toBe(false);
    expect(result.current.canDeleteTask(7)).toBe(false);

    act(() => void store.dispatch(signedIn(member('developer', 7))));
    expect(result.current.canInvite).toBe(false);
    expect(result.current.canDeleteTask(7)).toBe(true);
    expect(result.current.canDeleteTask(8)).toBe(false);

    act(() => void store.dispatch(signedIn(member('admin', 7))));
    expect(result.current.canInvite).toBe(true);
    expect(result.current.canDeleteTask(8)).toBe(true);

    act(() => void store.dispatch(signedOut()));
    expect(result.current.canInvite).toBe(false);
    expect(result.current.canDeleteTask(7)).toBe(false);
  });
});
