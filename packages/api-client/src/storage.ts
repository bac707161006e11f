import type { SessionUser } from '@kanri/contracts';

/** Storage keys of spec §9. */
export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user';
export const WORKSPACE_KEY = 'kanri.workspace_id';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const authStorage = {
  getToken: (): string | null => storage()?.getItem(AUTH_TOKEN_KEY) ?? null,
  getUser(): SessionUser | null {
    const raw = storage()?.getItem(USER_KEY);
    if (!raw) return null;
    try {
      const user = JSON.parse(raw) as SessionUser;
      return user && typeof user === 'object' && typeof user.email === 'string' ? user : null;
    } catch {
      return null;
    }
  },
  save(token: string, user: SessionUser) {
    storage()?.setItem(AUTH_TOKEN_KEY, token);
    storage()?.setItem(USER_KEY, JSON.stringify(user));
  },
  saveUser(user: SessionUser) {
    storage()?.setItem(USER_KEY, JSON.stringify(user));
  },
  clear() {
    storage()?.removeItem(AUTH_TOKEN_KEY);
    storage()?.removeItem(USER_KEY);
  },
};

/** The workspace every request is scoped to (the `workspace_id` header); 1 until the user picks another. */
export const workspaceStorage = {
  get(): number {
    const value = Number(storage()?.getItem(WORKSPACE_KEY));
    return Number.isInteger(value) && value > 0 ? value : 1;
  },
  set(id: number) {
    storage()?.setItem(WORKSPACE_KEY, String(id));
  },
};

/**
 * The browser's local storage for what a screen remembers on this device (a chat draft, a view):
 * never product data. Every call is safe where storage is blocked or full (it then remembers nothing).
 */
export const localStore = {
  get: (key: string): string | null => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      storage()?.setItem(key, value);
    } catch {
      // full or blocked: not remembered
    }
  },
  remove(key: string) {
    try {
      storage()?.removeItem(key);
    } catch {
      // blocked: nothing to remove
    }
  },
};
