import { eq, ne } from 'drizzle-orm';
import type { Database } from '../../../src/db/database.js';
import { clients, workspaces } from '../../../src/db/schema.js';
import { multipart, SAMPLE_FILES } from '../../helpers/multipart.js';
import { MANAGERS, MANAGERS_CREATE, next, type MatrixRow } from '../matrix-expectations.js';

/** Ids of the clients the destroy rows delete (the URL holds the id, so each call gets the same one anew). */
const OWN_CLIENT = 900_021;
const OTHER_WORKSPACE_CLIENT = 900_022;

/** Another workspace's client: a 404 for the roles that may act on clients, a 403 for the others. */
const MANAGERS_NOT_FOUND = { ...MANAGERS, admin: 404, manager: 404 };

const COMPANY = {
  name: 'Matrix Studio',
  address: '1 Matrix Way',
  phone: '+1 555 0100',
  email: 'billing@matrix.test',
  website: 'https://matrix.test',
  tax_id: 'MX-1',
};

/** Clients and the organization settings (company profile, logo): every route × caller (admins and managers only). */
export const CLIENT_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/clients', expected: MANAGERS },
  { method: 'GET', url: '/api/v1/clients?search=matrix&status=active&archived=true&page=2&per_page=10', expected: MANAGERS },
  {
    method: 'POST',
    url: '/api/v1/clients/store',
    body: () => ({ name: `Client ${next()}`, email: `client-${next()}@matrix.test`, project_ids: [1] }),
    expected: MANAGERS_CREATE,
  },
  {
    method: 'POST',
    url: '/api/v1/clients/update',
    body: async ({ db }) => ({ id: await clientOf(db), status: 'potential', project_ids: [2] }),
    expected: MANAGERS,
  },
  {
    method: 'POST',
    url: '/api/v1/clients/update',
    body: async ({ db }) => ({ id: await clientOf(db, await otherWorkspace(db)), name: 'Taken over' }),
    expected: MANAGERS_NOT_FOUND,
  },
  {
    method: 'DELETE',
    url: `/api/v1/clients/destroy/${OWN_CLIENT}`,
    body: async ({ db }) => {
      await clientOf(db, 1, OWN_CLIENT);
      return {};
    },
    expected: MANAGERS,
  },
  {
    method: 'DELETE',
    url: `/api/v1/clients/destroy/${OTHER_WORKSPACE_CLIENT}`,
    body: async ({ db }) => {
      await clientOf(db, await otherWorkspace(db), OTHER_WORKSPACE_CLIENT);
      return {};
    },
    expected: MANAGERS_NOT_FOUND,
  },

  { method: 'GET', url: '/api/v1/settings/company', expected: MANAGERS },
  { method: 'PUT', url: '/api/v1/settings/company', body: COMPANY, expected: MANAGERS },
  {
    method: 'POST',
    url: '/api/v1/settings/company/logo',
    form: () => multipart({}, { name: 'matrix.png', content: SAMPLE_FILES.png }),
    expected: MANAGERS,
  },
  // After the upload row (rows run in order): the admin's and the manager's uploads are there to read.
  { method: 'GET', url: '/api/v1/settings/company/logo', expected: MANAGERS },
  { method: 'DELETE', url: '/api/v1/settings/company/logo', expected: MANAGERS },
];

async function otherWorkspace(db: Database): Promise<number> {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(ne(workspaces.id, 1)).limit(1);
  return row!.id;
}

/** A new client of the workspace (with id `id` when given, replacing the one that had it). */
async function clientOf(db: Database, workspaceId = 1, id?: number): Promise<number> {
  if (id !== undefined) await db.delete(clients).where(eq(clients.id, id));
  const [row] = await db
    .insert(clients)
    .values({
      ...(id === undefined ? {} : { id }),
      workspaceId,
      name: `Matrix client ${next()}`,
      email: `matrix-${next()}@matrix.test`,
    })
    .returning({ id: clients.id });
  return row!.id;
}
