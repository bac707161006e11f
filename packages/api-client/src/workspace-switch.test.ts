import { AUTH_MESSAGES } from '@kanri/contracts';
import { act, renderHook } from '@testing-library/react';
import { configureApiClient } from './http';
import { WORKSPACE_KEY, workspaceStorage } from './storage';
import {
  adoptSignInWorkspace,
  isNotWorkspaceMember,
  loadProfileInAccessibleWorkspace,
  onWorkspaceChange,
  rememberWorkspaceChoice,
  switchWorkspace,
  useWorkspaceId,
  workspaceChoiceOf,
  type WorkspaceChange,
} from './workspace-switch';

function fakeResponse(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
}

/** GET /user answers as a member of the workspaces in `memberOf` (role admin in 1, member elsewhere), 403 otherwise. */
function fakeProfileServer(memberOf: number[]) {
  const headers: string[] = [];
  const fetchMock = jest.fn(async (_url: string, init?: RequestInit) => {
    const workspace = Number((init?.headers as Record<string, string>).workspace_id);
    headers.push(String(workspace));
    if (!memberOf.includes(workspace)) return fakeResponse(403, { error: true, message: AUTH_MESSAGES.notWorkspaceMember });
    return fakeResponse(200, {
      error: false,
      message: 'OK',
      data: { id: 5, email: 'a@kanri.test', workspace_id: workspace, role: workspace === 1 ? 'admin' : 'member' },
    });
  });
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch });
  return { headers };
}

function recordChanges() {
  const changes: WorkspaceChange[] = [];
  const stop = onWorkspaceChange((change) => changes.push(change));
  return { changes, stop };
}

describe('switchWorkspace and onWorkspaceChange', () => {
  beforeEach(() => localStorage.clear());

  it('stores the workspace for the header and tells subscribers, once per real change', () => {
    const { changes, stop } = recordChanges();
    expect(switchWorkspace(3)).toBe(true);
    expect(workspaceStorage.get()).toBe(3);
    expect(localStorage.getItem(WORKSPACE_KEY)).toBe('3');
    expect(switchWorkspace(3)).toBe(false);
    expect(switchWorkspace(0)).toBe(false);
    expect(changes).toEqual([{ workspaceId: 3, previousId: 1, reason: 'switch' }]);
    stop();
    switchWorkspace(4);
    expect(changes).toHaveLength(1);
  });

  it('reports a switch made in another tab (a storage event)', () => {
    const { changes, stop } = recordChanges();
    localStorage.setItem(WORKSPACE_KEY, '6');
    window.dispatchEvent(new StorageEvent('storage', { key: WORKSPACE_KEY, oldValue: '2', newValue: '6' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', oldValue: '1', newValue: '2' }));
    expect(changes).toEqual([{ workspaceId: 6, previousId: 2, reason: 'other-tab' }]);
    stop();
  });

  it('useWorkspaceId re-renders with the new workspace', () => {
    const { result } = renderHook(() => useWorkspaceId());
    expect(result.current).toBe(1);
    act(() => void switchWorkspace(8));
    expect(result.current).toBe(8);
  });
});

describe('per-user workspace memory and sign-in', () => {
  beforeEach(() => localStorage.clear());

  it('a sign-in lands where the server signed the user in when they have no remembered workspace', () => {
    switchWorkspace(9); // left by the previous person on this browser
    const { changes, stop } = recordChanges();
    adoptSignInWorkspace({ id: 5, email: 'a@kanri.test', workspace_id: 2 });
    expect(workspaceStorage.get()).toBe(2);
    expect(workspaceChoiceOf(5)).toEqual({ home: 2, last: undefined });
    expect(changes).toEqual([{ workspaceId: 2, previousId: 9, reason: 'sign-in' }]);
    stop();
  });

  it("a sign-in goes back to the user's last workspace on this browser", () => {
    rememberWorkspaceChoice(5, { last: 4 });
    rememberWorkspaceChoice(6, { last: 7 });
    adoptSignInWorkspace({ id: 5, email: 'a@kanri.test', workspace_id: 1 });
    expect(workspaceStorage.get()).toBe(4);
    expect(workspaceChoiceOf(5)).toEqual({ home: 1, last: 4 });
  });

  it('ignores a corrupt memory', () => {
    localStorage.setItem('kanri.workspace_choices', '[not json');
    expect(workspaceChoiceOf(5)).toEqual({});
  });
});

describe('loadProfileInAccessibleWorkspace', () => {
  beforeEach(() => localStorage.clear());

  it('returns the profile in the current workspace and remembers it as the last one', async () => {
    const server = fakeProfileServer([1, 3]);
    switchWorkspace(3);
    const profile = await loadProfileInAccessibleWorkspace({ id: 5, email: 'a@kanri.test', workspace_id: 1 });
    expect(profile).toMatchObject({ workspace_id: 3, role: 'member' });
    expect(server.headers).toEqual(['3']);
    expect(workspaceChoiceOf(5).last).toBe(3);
  });

  it("falls back to the session user's workspace when the current one refuses the user (403)", async () => {
    const server = fakeProfileServer([1]);
    switchWorkspace(3);
    const { changes, stop } = recordChanges();
    const profile = await loadProfileInAccessibleWorkspace({ id: 5, email: 'a@kanri.test', workspace_id: 1 });
    expect(profile).toMatchObject({ workspace_id: 1, role: 'admin' });
    expect(server.headers).toEqual(['3', '1']);
    expect(changes).toEqual([{ workspaceId: 1, previousId: 3, reason: 'fallback' }]);
    stop();
  });

  it('then to the sign-in workspace, and rejects when no workspace is left', async () => {
    rememberWorkspaceChoice(5, { home: 2 });
    const server = fakeProfileServer([2]);
    switchWorkspace(3);
    await expect(loadProfileInAccessibleWorkspace({ id: 5, email: 'a@kanri.test', workspace_id: 3 })).resolves.toMatchObject({
      workspace_id: 2,
    });
    expect(server.headers).toEqual(['3', '2']);

    fakeProfileServer([]);
    const failure = loadProfileInAccessibleWorkspace({ id: 5, email: 'a@kanri.test', workspace_id: 2 });
    await expect(failure).rejects.toThrow(AUTH_MESSAGES.notWorkspaceMember);
    await failure.catch((error: unknown) => expect(isNotWorkspaceMember(error)).toBe(true));
  });

  it('shares one request between concurrent callers', async () => {
    const server = fakeProfileServer([1]);
    const user = { id: 5, email: 'a@kanri.test', workspace_id: 1 };
    const [first, second] = await Promise.all([loadProfileInAccessibleWorkspace(user), loadProfileInAccessibleWorkspace(user)]);
    expect(first).toBe(second);
    expect(server.headers).toEqual(['1']);
  });
});
