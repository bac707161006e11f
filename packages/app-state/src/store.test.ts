import { createAppStore } from './store';
import { signedIn, signedOut } from './session-slice';
import { SIDEBAR_STORAGE_KEY, sidebarToggled } from './ui-slice';

describe('app store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the session loading and the sidebar expanded', () => {
    const store = createAppStore();
    expect(store.getState().session.status).toBe('loading');
    expect(store.getState().ui.sidebarCollapsed).toBe(false);
  });

  it('remembers the collapsed sidebar across stores', () => {
    const store = createAppStore();
    store.dispatch(sidebarToggled());
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    expect(createAppStore().getState().ui.sidebarCollapsed).toBe(true);
  });

  it('signs in and out', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ email: 'a@kanri.dev', first_name: 'Ada' }));
    expect(store.getState().session).toEqual({
      status: 'authenticated',
      user: { email: 'a@kanri.dev', first_name: 'Ada' },
      signedOutByUser: false,
    });
    store.dispatch(signedOut({ byUser: true }));
    expect(store.getState().session).toEqual({ status: 'unauthenticated', user: null, signedOutByUser: true });
  });
});
