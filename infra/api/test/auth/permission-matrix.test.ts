import { ROLES, type Role } from '@kanri/contracts';
import type { InjectOptions } from 'fastify';
import {
  createUser,
  createWorkspace,
  openSession,
  seedRoleMembers,
  TEST_PASSWORD,
  type SeededMember,
} from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { testDatabases } from '../helpers/test-databases.js';

/** Who calls: no token, a member of workspace 1 with each role, or a valid token sent with a workspace the caller is not in. */
type Caller = 'noToken' | Role | 'otherWorkspace';

interface MatrixRow {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  /** A function when each call needs its own body (e.g. a new e-mail per invitation). */
  body?: object | (() => object);
  expected: Record<Caller, number>;
}

let unique = 0;
const SIGNED_IN = { noToken: 401, admin: 200, manager: 200, developer: 200, designer: 200, member: 200, otherWorkspace: 403 };
const ADMIN_ONLY = { noToken: 401, admin: 200, manager: 403, developer: 403, designer: 403, member: 403, otherWorkspace: 403 };
const PUBLIC = { noToken: 200, admin: 200, manager: 200, developer: 200, designer: 200, member: 200, otherWorkspace: 200 };

/**
 * The permission matrix (ARCHITECTURE §4): every endpoint × caller → status. Add a row for every
 * new endpoint. Every call gets a fresh session, so rows that sign out or change data stay independent.
 */
const MATRIX: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/user', expected: SIGNED_IN },
  { method: 'POST', url: '/api/v1/logout', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/users', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/users/store',
    body: () => ({ name: 'New Person', email: `new-${(unique += 1)}@example.com` }),
    expected: { ...ADMIN_ONLY, admin: 201 },
  },
  { method: 'GET', url: '/api/v1/settings/general_settings', expected: ADMIN_ONLY },
  { method: 'PUT', url: '/api/v1/settings/update', body: { open_registration: false }, expected: ADMIN_ONLY },
  { method: 'GET', url: '/api/v1/auth/social/providers', expected: PUBLIC },
  { method: 'POST', url: '/api/v1/login', body: { email: 'member@workspace-1.test', password: TEST_PASSWORD }, expected: PUBLIC },
];

const CALLERS: Caller[] = ['noToken', ...ROLES, 'otherWorkspace'];

describe.each(testDatabases())('permission matrix on $name', (target) => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let otherWorkspace: number;
  beforeAll(async () => {
    testApp = await startTestApp(target);
    members = await seedRoleMembers(testApp.database.db, 1);
    otherWorkspace = await createWorkspace(testApp.database.db, 'Other');
    await createUser(testApp.database.db, { email: 'admin@other.test', role: 'admin', workspaceId: otherWorkspace });
  });
  afterAll(() => testApp?.close());

  /** The admin of workspace 1 is the strongest caller to send another workspace's id. */
  async function headersOf(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'noToken') return {};
    const role = caller === 'otherWorkspace' ? 'admin' : caller;
    const token = await openSession(testApp.database.db, members[role].user.id);
    return { authorization: `Bearer ${token}`, workspace_id: String(caller === 'otherWorkspace' ? otherWorkspace : 1) };
  }

  describe.each(MATRIX)('$method $url', (row) => {
    it.each(CALLERS)('answers %s as expected', async (caller) => {
      const response = await testApp.app.inject({
        method: row.method,
        url: row.url,
        headers: await headersOf(caller),
        ...(row.body ? { payload: typeof row.body === 'function' ? row.body() : row.body } : {}),
      });

      expect({ caller, status: response.statusCode }).toEqual({ caller, status: row.expected[caller] });
    });
  });
});
