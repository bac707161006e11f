import { signedIn, signedOut } from './session-slice';
import { createAppStore } from './store';
import { currentProjectSet, projectNodeSet, selectCurrentProjectId, selectProjectNodes, workspaceSwitched } from './ui-slice';

describe('ui slice: current project and sidebar project nodes', () => {
  it('sets the current project and remembers opened and closed nodes', () => {
    const store = createAppStore();
    expect(selectCurrentProjectId(store.getState())).toBeNull();
    store.dispatch(currentProjectSet(7));
    store.dispatch(projectNodeSet({ id: 7, expanded: true }));
    store.dispatch(projectNodeSet({ id: 3, expanded: false }));
    expect(selectCurrentProjectId(store.getState())).toBe(7);
    expect(selectProjectNodes(store.getState())).toEqual({ 7: true, 3: false });
  });

  it('forgets the project choice when the user signs out', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ email: 'a@kanri.dev' }));
    store.dispatch(currentProjectSet(7));
    store.dispatch(projectNodeSet({ id: 7, expanded: false }));
    store.dispatch(signedOut({ byUser: true }));
    expect(selectCurrentProjectId(store.getState())).toBeNull();
    expect(selectProjectNodes(store.getState())).toEqual({});
  });

  it('forgets the project choice when the user switches workspace', () => {
    const store = createAppStore();
    store.dispatch(currentProjectSet(7));
    store.dispatch(projectNodeSet({ id: 7, expanded: true }));
    store.dispatch(workspaceSwitched(2));
    expect(selectCurrentProjectId(store.getState())).toBeNull();
    expect(selectProjectNodes(store.getState())).toEqual({});
  });
});
