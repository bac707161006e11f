import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database.js';
import { clients, invoiceItems, invoicePayments, invoices, projects, tasks, users, workspaces } from '../../../src/db/schema.js';
import { insertProject, insertTask, insertTimeEntry } from '../../helpers/work.js';
import { MANAGERS, MANAGERS_CREATE, next, type MatrixRow } from '../matrix-expectations.js';

/**
 * Fixed ids of the rows whose URL holds an id: invoices of workspace 1 and of another workspace,
 * drafts and payments the destroy rows delete (written anew before each call), and the clients the
 * unbilled-time rows read.
 */
const OWN_INVOICE = 900_031;
const OTHER_WORKSPACE_INVOICE = 900_032;
const OWN_DRAFT = 900_033;
const OTHER_WORKSPACE_DRAFT = 900_034;
const OWN_PAYMENT = 900_035;
const OTHER_WORKSPACE_PAYMENT = 900_036;
const OWN_CLIENT = 900_037;
const OTHER_WORKSPACE_CLIENT = 900_038;

/** Another workspace's invoice, payment or client: a 404 for the roles that may act on invoices, a 403 for the others. */
const MANAGERS_NOT_FOUND = { ...MANAGERS, admin: 404, manager: 404 };

/** Every field of an invoice as create and update take it. */
const fields = () => ({
  client_name: `Matrix client ${next()}`,
  client_email: 'billing@matrix.test',
  issue_date: '2026-03-01',
  payment_terms: 'net_30',
  currency: 'USD',
  items: [{ description: 'Matrix work', quantity: '1', unit: 'hrs', rate: '100' }],
  tax_rate: '10',
});

/** Invoices, payments, tracked time and PDFs: every route × caller (admins and managers only). */
export const INVOICE_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/invoices', expected: MANAGERS },
  {
    method: 'GET',
    url: '/api/v1/invoices?search=matrix&status=overdue&client_id=1&time_zone=Pacific/Kiritimati&page=2&per_page=10',
    expected: MANAGERS,
  },
  { method: 'GET', url: '/api/v1/invoices/next-number', expected: MANAGERS },
  {
    method: 'GET',
    url: `/api/v1/invoices/unbilled-time?client_id=${OWN_CLIENT}&currency=USD&group_by=day&time_zone=Asia/Tokyo`,
    body: async ({ db }) => {
      await clientWithId(db, 1, OWN_CLIENT);
      return {};
    },
    expected: MANAGERS,
  },
  {
    method: 'GET',
    url: `/api/v1/invoices/unbilled-time?client_id=${OTHER_WORKSPACE_CLIENT}&currency=USD`,
    body: async ({ db }) => {
      await clientWithId(db, await otherWorkspace(db), OTHER_WORKSPACE_CLIENT);
      return {};
    },
    expected: MANAGERS_NOT_FOUND,
  },
  {
    method: 'GET',
    url: `/api/v1/invoices/${OWN_INVOICE}?time_zone=Europe/Paris`,
    body: async ({ db }) => {
      await invoiceWithId(db, 1, OWN_INVOICE, 'sent');
      return {};
    },
    expected: MANAGERS,
  },
  {
    method: 'GET',
    url: `/api/v1/invoices/${OTHER_WORKSPACE_INVOICE}`,
    body: async ({ db }) => {
      await invoiceWithId(db, await otherWorkspace(db), OTHER_WORKSPACE_INVOICE, 'sent');
      return {};
    },
    expected: MANAGERS_NOT_FOUND,
  },
  {
    method: 'GET',
    url: `/api/v1/invoices/${OWN_INVOICE}/pdf`,
    body: async ({ db }) => {
      await invoiceWithId(db, 1, OWN_INVOICE, 'sent');
      return {};
    },
    expected: MANAGERS,
  },
  {
    method: 'GET',
    url: `/api/v1/invoices/${OTHER_WORKSPACE_INVOICE}/pdf`,
    body: async ({ db }) => {
      await invoiceWithId(db, await otherWorkspace(db), OTHER_WORKSPACE_INVOICE, 'sent');
      return {};
    },
    expected: MANAGERS_NOT_FOUND,
  },
  { method: 'POST', url: '/api/v1/invoices/store', body: () => ({ ...fields(), amount_paid: '10' }), expected: MANAGERS_CREATE },
  {
    method: 'PUT',
    url: '/api/v1/invoices/update',
    body: async ({ db }) => ({ id: await invoiceOf(db), ...fields(), status: 'sent' }),
    expected: MANAGERS,
  },
  {
    method: 'PUT',
    url: '/api/v1/invoices/update',
    body: async ({ db }) => ({ id: await invoiceOf(db, await otherWorkspace(db)), ...fields(), confirm_rewrite: true }),
    expected: MANAGERS_NOT_FOUND,
  },
  {
    method: 'POST',
    url: '/api/v1/invoices/status',
    body: async ({ db }) => ({ id: await invoiceOf(db), status: 'paid' }),
    expected: MANAGERS,
  },
  {
    method: 'POST',
    url: '/api/v1/invoices/status',
    body: async ({ db }) => ({ id: await invoiceOf(db, await otherWorkspace(db)), status: 'sent' }),
    expected: MANAGERS_NOT_FOUND,
  },
  {
    method: 'POST',
    url: '/api/v1/invoices/duplicate',
    body: async ({ db }) => ({ id: await invoiceOf(db) }),
    expected: MANAGERS_CREATE,
  },
  {
    method: 'POST',
    url: '/api/v1/invoices/duplicate',
    body: async ({ db }) => ({ id: await invoiceOf(db, await otherWorkspace(db)) }),
    expected: MANAGERS_NOT_FOUND,
  },
  {
    method: 'DELETE',
    url: `/api/v1/invoices/destroy/${OWN_DRAFT}`,
    body: async ({ db }) => {
      await invoiceWithId(db, 1, OWN_DRAFT, 'draft', true);
      return {};
    },
    expected: MANAGERS,
  },
  {
    method: 'DELETE',
    url: `/api/v1/invoices/destroy/${OTHER_WORKSPACE_DRAFT}`,
    body: async ({ db }) => {
      await invoiceWithId(db, await otherWorkspace(db), OTHER_WORKSPACE_DRAFT, 'draft', true);
      return {};
    },
    expected: MANAGERS_NOT_FOUND,
  },
  {
    method: 'POST',
    url: '/api/v1/invoices/payments/store',
    body: async ({ db }) => ({ invoice_id: await invoiceOf(db), paid_on: '2026-03-05', amount: '12.50', note: 'Matrix' }),
    expected: MANAGERS_CREATE,
  },
  {
    method: 'POST',
    url: '/api/v1/invoices/payments/store',
    body: async ({ db }) => ({ invoice_id: await invoiceOf(db, await otherWorkspace(db)), paid_on: '2026-03-05', amount: '1' }),
    expected: MANAGERS_NOT_FOUND,
  },
  {
    method: 'DELETE',
    url: `/api/v1/invoices/payments/destroy/${OWN_PAYMENT}`,
    body: async ({ db }) => {
      await paymentWithId(db, await invoiceOf(db), OWN_PAYMENT);
      return {};
    },
    expected: MANAGERS,
  },
  {
    method: 'DELETE',
    url: `/api/v1/invoices/payments/destroy/${OTHER_WORKSPACE_PAYMENT}`,
    body: async ({ db }) => {
      await paymentWithId(db, await invoiceOf(db, await otherWorkspace(db)), OTHER_WORKSPACE_PAYMENT);
      return {};
    },
    expected: MANAGERS_NOT_FOUND,
  },
  {
    method: 'POST',
    url: '/api/v1/invoices/add-time',
    body: async ({ db }) => {
      const entry = await unbilledEntry(db);
      return { id: await invoiceOf(db, 1, OWN_CLIENT), entry_ids: [entry], group_by: 'task', time_zone: 'Asia/Tokyo' };
    },
    expected: MANAGERS,
  },
  {
    method: 'POST',
    url: '/api/v1/invoices/add-time',
    body: async ({ db }) => ({ id: await invoiceOf(db, await otherWorkspace(db)), entry_ids: [await unbilledEntry(db)] }),
    expected: MANAGERS_NOT_FOUND,
  },
];

async function otherWorkspace(db: Database): Promise<number> {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(ne(workspaces.id, 1)).limit(1);
  return row!.id;
}

/** The client with id `id` in the workspace (written when missing). */
async function clientWithId(db: Database, workspaceId: number, id: number): Promise<void> {
  await db
    .insert(clients)
    .values({ id, workspaceId, name: `Matrix client ${id}`, email: `client-${id}@matrix.test` })
    .onConflictDoNothing();
}

/** The columns of a new invoice: one item of 100.00 at 10 % tax, total 110.00, nothing paid. */
function invoiceValues(workspaceId: number, status: 'draft' | 'sent', clientId: number | null = null) {
  const number = next();
  return {
    workspaceId,
    invoiceNumber: `MATRIX-${number}`,
    clientId,
    clientName: `Matrix client ${number}`,
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    paymentTerms: 'net_30' as const,
    currency: 'USD',
    currencyExponent: 2,
    status,
    headers: { item: 'Item', quantity: 'Quantity', unit: 'Unit', rate: 'Rate', amount: 'Amount' },
    taxRate: '10',
    subtotalMinor: 10000,
    taxMinor: 1000,
    totalMinor: 11000,
  };
}

async function withItem(db: Database, invoiceId: number): Promise<number> {
  await db.insert(invoiceItems).values({
    invoiceId,
    position: 0,
    description: 'Matrix work',
    quantity: '1',
    unit: 'hrs',
    rate: '100',
    amountMinor: 10000,
  });
  return invoiceId;
}

/** A new draft of the workspace (of the client when given). */
async function invoiceOf(db: Database, workspaceId = 1, clientId?: number): Promise<number> {
  if (clientId !== undefined) await clientWithId(db, workspaceId, clientId);
  const [row] = await db
    .insert(invoices)
    .values(invoiceValues(workspaceId, 'draft', clientId ?? null))
    .returning({ id: invoices.id });
  return withItem(db, row!.id);
}

/** The invoice with id `id` (written when missing, or anew when `fresh`). */
async function invoiceWithId(
  db: Database,
  workspaceId: number,
  id: number,
  status: 'draft' | 'sent',
  fresh = false,
): Promise<void> {
  if (fresh) await db.delete(invoices).where(eq(invoices.id, id));
  const [row] = await db
    .insert(invoices)
    .values({ id, ...invoiceValues(workspaceId, status) })
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  if (row) await withItem(db, row.id);
}

/** A payment of 10.00 with id `id` (replacing the one that had it) on the invoice, its amount paid kept. */
async function paymentWithId(db: Database, invoiceId: number, id: number): Promise<void> {
  const [gone] = await db.delete(invoicePayments).where(eq(invoicePayments.id, id)).returning();
  if (gone) {
    await db
      .update(invoices)
      .set({ amountPaidMinor: sql`${invoices.amountPaidMinor} - ${gone.amountMinor}` })
      .where(eq(invoices.id, gone.invoiceId));
  }
  await db.insert(invoicePayments).values({ id, invoiceId, paidOn: '2026-03-05', amountMinor: 1000 });
  await db
    .update(invoices)
    .set({ amountPaidMinor: sql`${invoices.amountPaidMinor} + 1000` })
    .where(eq(invoices.id, invoiceId));
}

/** A new billable, stopped hour at 50.00 USD on a task of a project of OWN_CLIENT. */
async function unbilledEntry(db: Database): Promise<number> {
  await clientWithId(db, 1, OWN_CLIENT);
  let [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(and(eq(projects.clientId, OWN_CLIENT), eq(projects.workspaceId, 1)))
    .limit(1);
  if (!task) {
    const project = await insertProject(db, { name: 'Matrix invoicing' });
    await db.update(projects).set({ clientId: OWN_CLIENT }).where(eq(projects.id, project));
    task = { id: await insertTask(db, { projectId: project, title: 'Matrix billable' }) };
  }
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  const start = Date.UTC(2026, 2, 4, 9) + next() * 3_600_000;
  return insertTimeEntry(db, {
    userId: user!.id,
    taskId: task.id,
    start,
    end: start + 3_600_000,
    hourlyRateMinor: 5000,
    currency: 'USD',
  });
}
