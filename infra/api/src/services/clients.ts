import { COMMON_MESSAGES } from '@kanri/contracts';
import {
  BUSINESS_DEFAULT_PER_PAGE,
  CLIENT_MESSAGES,
  type Client,
  type ClientPage,
  type ClientProject,
  type ClientStatus,
  type clientListQuerySchema,
  type clientStoreRequestSchema,
  type clientUpdateRequestSchema,
} from '@kanri/contracts/business';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { clients, invoices, projects } from '../db/schema.js';
import { intArray, queryRows } from '../db/statements.js';
import { isForeignKeyViolation } from '../lib/db-errors.js';
import { HttpError, httpErrors } from '../lib/http-errors.js';
import { containsPattern } from '../lib/like-pattern.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { iso } from './time-entry-sql.js';

/**
 * Clients (spec §2 Clients screen, §3 Client, §7): the workspace's customers, admins and managers
 * only (the routes' permissions). Every statement is scoped by the caller's workspace, so another
 * workspace's id is a 404. A read is one statement (the page, the filtered total, the cards' counts,
 * and each client's projects and invoice count read for the page's ids at once); a write runs in one
 * transaction (the client and the projects it links).
 */

type ListQuery = z.output<typeof clientListQuerySchema>;
type StoreInput = z.output<typeof clientStoreRequestSchema>;
type UpdateInput = z.output<typeof clientUpdateRequestSchema>;

/** Newest first (the (workspace_id, is_archived, created_at desc, id desc) index). */
const CLIENT_ORDER = sql`c.created_at desc, c.id desc`;

interface ClientRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string;
  status: ClientStatus;
  address: string;
  projects_count: number;
  projects: ClientProject[];
  invoices_count: number;
  is_archived: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * The statement's tail over the clients of CTE `page` (its rows `c`): each one's projects
 * (`client_projects`) and invoice count (`client_invoices`), read for all the page's ids at once.
 */
const CHILD_CTES = (workspaceId: number) => sql`client_projects as (
    select p.client_id, count(*)::int as projects_count,
      json_agg(json_build_object('id', p.id, 'name', p.name, 'color', p.color) order by p.position, p.id) as projects
    from ${projects} p
    where p.workspace_id = ${workspaceId} and p.client_id = any(array(select id from page))
    group by p.client_id
  ),
  client_invoices as (
    select i.client_id, count(*)::int as invoices_count
    from ${invoices} i
    where i.workspace_id = ${workspaceId} and i.client_id = any(array(select id from page))
    group by i.client_id
  )`;

/** The reply columns of client `c` joined with `cp` (client_projects) and `ci` (client_invoices). */
const CLIENT_COLUMNS = sql`c.id, c.name, c.email, c.phone, c.company, c.status, c.address,
  coalesce(cp.projects_count, 0) as projects_count, coalesce(cp.projects, '[]'::json) as projects,
  coalesce(ci.invoices_count, 0) as invoices_count, c.is_archived,
  ${iso(sql`c.created_at`)} as created_at, ${iso(sql`c.updated_at`)} as updated_at`;

const CHILD_JOINS = sql`left join client_projects cp on cp.client_id = c.id left join client_invoices ci on ci.client_id = c.id`;

/** Same keys, same order as the contract's client: replies are not re-validated at run time. */
function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    status: row.status,
    address: row.address,
    projects_count: row.projects_count,
    projects: row.projects.map((project) => ({ id: project.id, name: project.name, color: project.color })),
    invoices_count: row.invoices_count,
    is_archived: row.is_archived,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

interface ListRow extends Omit<ClientRow, 'id'> {
  id: number | null;
  matched_total: number;
  count_total: number;
  count_active: number;
  count_potential: number;
  count_inactive: number;
  count_archived: number;
}

/**
 * GET /clients: the clients of the filter (archived ones only with `archived=true`, else the others),
 * newest first, `page` by `per_page`, with the filter's total and the cards' counts (over the clients
 * not archived, plus how many are archived), in one statement.
 */
export async function listClients(db: Database, workspaceId: number, query: ListQuery): Promise<ClientPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? BUSINESS_DEFAULT_PER_PAGE;
  const filters: SQL[] = [sql`c.workspace_id = ${workspaceId}`, sql`c.is_archived = ${query.archived ?? false}`];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      sql`(c.name ilike ${pattern} or c.email ilike ${pattern} or c.company ilike ${pattern} or c.phone ilike ${pattern})`,
    );
  }
  if (query.status) filters.push(sql`c.status = ${query.status}`);
  const rows = await queryRows<ListRow>(
    db,
    sql`with matched as (select c.* from ${clients} c where ${sql.join(filters, sql` and `)}),
    page as (select * from matched c order by ${CLIENT_ORDER} limit ${perPage} offset ${(page - 1) * perPage}),
    ${CHILD_CTES(workspaceId)},
    head as (
      select count(*) filter (where not c.is_archived)::int as count_total,
        count(*) filter (where not c.is_archived and c.status = 'active')::int as count_active,
        count(*) filter (where not c.is_archived and c.status = 'potential')::int as count_potential,
        count(*) filter (where not c.is_archived and c.status = 'inactive')::int as count_inactive,
        count(*) filter (where c.is_archived)::int as count_archived,
        (select count(*)::int from matched) as matched_total
      from ${clients} c where c.workspace_id = ${workspaceId}
    )
    select h.*, ${CLIENT_COLUMNS} from head h left join page c on true ${CHILD_JOINS}
    order by ${CLIENT_ORDER}`,
  );
  const head = rows[0]!;
  return {
    items: head.id === null ? [] : rows.map((row) => toClient(row as ClientRow)),
    total: head.matched_total,
    page,
    per_page: perPage,
    counts: {
      total: head.count_total,
      active: head.count_active,
      potential: head.count_potential,
      inactive: head.count_inactive,
      archived: head.count_archived,
    },
  };
}

/** One client of the workspace as the list shows it (404 otherwise), in one statement. */
export async function getClient(db: Database, workspaceId: number, id: number): Promise<Client> {
  const [row] = await queryRows<ClientRow>(
    db,
    sql`with page as (select c.* from ${clients} c where c.workspace_id = ${workspaceId} and c.id = ${id}),
    ${CHILD_CTES(workspaceId)}
    select ${CLIENT_COLUMNS} from page c ${CHILD_JOINS}`,
  );
  if (!row) throw httpErrors.notFound(COMMON_MESSAGES.notFound);
  return toClient(row);
}

/** POST /clients/store: the client (active unless sent) and the projects it links, in one transaction. */
export async function createClient(db: Database, auth: RequestAuth, input: StoreInput): Promise<Client> {
  const id = await db.transaction(async (tx) => {
    if (input.project_ids) await checkProjects(tx, auth.workspaceId, input.project_ids);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into ${clients} (workspace_id, name, email, phone, company, status, address, created_by)
        values (${auth.workspaceId}, ${input.name}, ${input.email}, ${input.phone ?? ''}, ${input.company ?? ''},
          ${input.status ?? 'active'}, ${input.address ?? ''}, ${auth.user.id})
        returning id`,
    );
    if (input.project_ids) await linkProjects(tx, auth.workspaceId, row!.id, input.project_ids);
    return row!.id;
  });
  return getClient(db, auth.workspaceId, id);
}

/**
 * POST /clients/update `{ id, ...changes }`: a client of the workspace (404 otherwise); `project_ids`
 * is the whole set of its projects (the others it had are unlinked); `is_archived` archives or
 * restores it. One transaction.
 */
export async function updateClient(db: Database, auth: RequestAuth, input: UpdateInput): Promise<Client> {
  const changes: SQL[] = [];
  if (input.name !== undefined) changes.push(sql`name = ${input.name}`);
  if (input.email !== undefined) changes.push(sql`email = ${input.email}`);
  if (input.phone !== undefined) changes.push(sql`phone = ${input.phone}`);
  if (input.company !== undefined) changes.push(sql`company = ${input.company}`);
  if (input.status !== undefined) changes.push(sql`status = ${input.status}`);
  if (input.address !== undefined) changes.push(sql`address = ${input.address}`);
  if (input.is_archived !== undefined) changes.push(sql`is_archived = ${input.is_archived}`);
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`update ${clients} c set ${sql.join([...changes, sql`updated_at = now()`], sql`, `)}
        where c.id = ${input.id} and c.workspace_id = ${auth.workspaceId}
        returning c.id`,
    );
    if (!row) throw httpErrors.notFound(COMMON_MESSAGES.notFound);
    if (input.project_ids) {
      await checkProjects(tx, auth.workspaceId, input.project_ids);
      await linkProjects(tx, auth.workspaceId, row.id, input.project_ids);
    }
  });
  return getClient(db, auth.workspaceId, input.id);
}

/**
 * DELETE /clients/destroy/{id}: a client of the workspace (404 otherwise) without invoices (422
 * `hasInvoices`: archive it instead). Its projects are unlinked by the foreign key. The client row is
 * locked first, so an invoice being written for it commits before the count or fails after the delete.
 */
export async function destroyClient(db: Database, workspaceId: number, id: number): Promise<{ id: number }> {
  try {
    await db.transaction(async (tx) => {
      const [client] = await queryRows<{ id: number }>(
        tx,
        sql`select c.id from ${clients} c where c.id = ${id} and c.workspace_id = ${workspaceId} for update`,
      );
      if (!client) throw httpErrors.notFound(COMMON_MESSAGES.notFound);
      const [invoiced] = await queryRows<{ invoiced: boolean }>(
        tx,
        sql`select exists (select 1 from ${invoices} i where i.client_id = ${id}) as invoiced`,
      );
      if (invoiced!.invoiced) throw hasInvoices();
      await queryRows(tx, sql`delete from ${clients} c where c.id = ${id}`);
    });
  } catch (error) {
    // An invoice written for the client between the count and the delete.
    if (isForeignKeyViolation(error)) throw hasInvoices();
    throw error;
  }
  return { id };
}

const hasInvoices = () => new HttpError(422, CLIENT_MESSAGES.hasInvoices);

/** Every id a project of the workspace (422 on `project_ids` otherwise); the projects are locked until commit. */
async function checkProjects(tx: Database, workspaceId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const [found] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from (
      select p.id from ${projects} p where p.workspace_id = ${workspaceId} and p.id = any(${intArray(ids)}) for no key update
    ) locked`,
  );
  if (found!.count !== ids.length) throw httpErrors.invalidField('project_ids', CLIENT_MESSAGES.projectsInvalid);
}

/** Links exactly `ids` to the client: its other projects are unlinked, these (checked) ones linked, in one statement. */
async function linkProjects(tx: Database, workspaceId: number, clientId: number, ids: readonly number[]): Promise<void> {
  await queryRows(
    tx,
    sql`update ${projects} p set client_id = case when p.id = any(${intArray(ids)}) then ${clientId}::int end
      where p.workspace_id = ${workspaceId} and (p.client_id = ${clientId} or p.id = any(${intArray(ids)}))`,
  );
}
