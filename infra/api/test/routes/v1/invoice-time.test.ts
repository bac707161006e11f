import { COMMON_MESSAGES, type Role } from '@kanri/contracts';
import {
  INVOICE_MESSAGES,
  TIME_ITEM_UNIT,
  type Invoice,
  type InvoiceStoreRequest,
  type UnbilledTime,
} from '@kanri/contracts/business';
import { eq, sql } from 'drizzle-orm';
import { clients, invoiceItemTimeEntries, invoices, projects } from '../../../src/db/schema.js';
import { createWorkspace, resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, insertTimeEntry, resetWork } from '../../helpers/work.js';

describe('tracked time → invoice lines', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let acme: number;
  let globex: number;
  let foreignClient: number;
  /** Acme's projects Website and App, Globex's project Internal. */
  let website: number;
  let app: number;
  let design: number;
  let build: number;
  let internalTask: number;
  /** Qualifying entries (USD, billable, stopped, with a rate) of Acme's projects. */
  let e1: number;
  let e2: number;
  let e3: number;
  let e4: number;
  /** Entries that never qualify for Acme in USD. */
  let excluded: Record<string, number>;

  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    await resetWork(db());
    members = await seedRoleMembers(db(), 1);
    const studio = await createWorkspace(db(), 'Studio');
    acme = await insertClient(1, 'Acme Corp');
    globex = await insertClient(1, 'Globex');
    foreignClient = await insertClient(studio, 'Studio Client');
    website = await insertProject(db(), { name: 'Website' });
    app = await insertProject(db(), { name: 'App' });
    const internal = await insertProject(db(), { name: 'Internal' });
    await db().update(projects).set({ clientId: acme }).where(eq(projects.id, website));
    await db().update(projects).set({ clientId: acme }).where(eq(projects.id, app));
    await db().update(projects).set({ clientId: globex }).where(eq(projects.id, internal));
    design = await insertTask(db(), { projectId: website, title: 'Design' });
    build = await insertTask(db(), { projectId: app, title: 'Build' });
    internalTask = await insertTask(db(), { projectId: internal, title: 'Upkeep' });

    const userId = members.member.user.id;
    const usd = (taskId: number, start: string, end: string, rate = 5000, extra = {}) =>
      insertTimeEntry(db(), { userId, taskId, start, end, hourlyRateMinor: rate, currency: 'USD', ...extra });
    // 1 h 30 min on Mar 4 (UTC).
    e1 = await usd(design, '2026-03-04T09:00:00Z', '2026-03-04T10:30:00Z');
    // 1 h with a 15-minute pause, from 23:30 UTC on Mar 4 (08:30 on Mar 5 in Tokyo): 45 min.
    e2 = await usd(design, '2026-03-04T23:30:00Z', '2026-03-05T00:30:00Z', 5000, {
      pauses: [['2026-03-05T00:00:00Z', '2026-03-05T00:15:00Z']],
    });
    // 20 min at another rate.
    e3 = await usd(design, '2026-03-05T10:00:00Z', '2026-03-05T10:20:00Z', 6000);
    // 1 h on the other project.
    e4 = await usd(build, '2026-03-05T10:00:00Z', '2026-03-05T11:00:00Z');
    excluded = {
      running: await insertTimeEntry(db(), {
        userId,
        taskId: design,
        start: '2026-03-06T09:00:00Z',
        hourlyRateMinor: 5000,
        currency: 'USD',
      }),
      notBillable: await usd(design, '2026-03-06T09:00:00Z', '2026-03-06T10:00:00Z', 5000, { billable: false }),
      euro: await insertTimeEntry(db(), {
        userId,
        taskId: design,
        start: '2026-03-06T09:00:00Z',
        end: '2026-03-06T10:00:00Z',
        hourlyRateMinor: 5000,
        currency: 'EUR',
      }),
      noRate: await usd(design, '2026-03-06T09:00:00Z', '2026-03-06T10:00:00Z', 5000, { hourlyRateMinor: null }),
      otherClient: await usd(internalTask, '2026-03-06T09:00:00Z', '2026-03-06T10:00:00Z'),
      noTask: await insertTimeEntry(db(), {
        userId,
        start: '2026-03-06T09:00:00Z',
        end: '2026-03-06T10:00:00Z',
        hourlyRateMinor: 5000,
        currency: 'USD',
      }),
      otherWorkspace: await insertTimeEntry(db(), {
        userId,
        workspaceId: studio,
        start: '2026-03-06T09:00:00Z',
        end: '2026-03-06T10:00:00Z',
        hourlyRateMinor: 5000,
        currency: 'USD',
      }),
    };
  });
  beforeEach(() => db().execute(sql`truncate ${invoices} restart identity cascade`));
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => members.admin.token,
  );

  async function insertClient(workspaceId: number, name: string): Promise<number> {
    const [row] = await db()
      .insert(clients)
      .values({ workspaceId, name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@client.test` })
      .returning({ id: clients.id });
    return row!.id;
  }

  const draft = async (overrides: Partial<InvoiceStoreRequest> = {}) =>
    dataOf(
      await call('POST', '/invoices/store', {
        client_id: acme,
        client_name: 'Acme Corp',
        issue_date: '2999-01-01',
        payment_terms: 'net_30',
        currency: 'USD',
        items: [{ description: 'Setup', quantity: '2', unit: 'pcs', rate: '50' }],
        tax_rate: '10',
        ...overrides,
      }),
      201,
    ) as Invoice;
  const unbilled = async (query = '') =>
    dataOf(await call('GET', `/invoices/unbilled-time?client_id=${acme}&currency=usd${query}`)) as UnbilledTime;
  const unbilledIds = async () => (await unbilled()).groups.flatMap((group) => group.entry_ids).sort((a, b) => a - b);
  const addTime = (id: number, entryIds: number[], extra: Record<string, unknown> = {}) =>
    call('POST', '/invoices/add-time', { id, entry_ids: entryIds, ...extra });
  const errorsOf = (response: { json: () => { errors?: Record<string, string[]> } }) => response.json().errors ?? {};
  const summary = (time: UnbilledTime) =>
    time.groups.map((group) => [group.key, group.description, group.seconds, group.hours, group.amount_minor, group.entry_ids]);

  describe('GET /invoices/unbilled-time', () => {
    it('groups the client’s billable stopped time in the currency per task and rate, pauses left out', async () => {
      const time = await unbilled();
      expect(time).toMatchObject({ currency: 'USD', currency_exponent: 2 });
      expect(summary(time)).toEqual([
        [`task:${build}:5000`, 'Build (App)', 3600, '1.00', 5000, [e4]],
        // 1 h 30 + 45 min = 2.25 h × 50.00.
        [`task:${design}:5000`, 'Design (Website)', 8100, '2.25', 11250, [e1, e2]],
        // 20 min = 0.33 h × 60.00.
        [`task:${design}:6000`, 'Design (Website)', 1200, '0.33', 1980, [e3]],
      ]);
      expect(time.groups[0]).toMatchObject({ project_id: app, project_name: 'App', task_id: build, day: null, rate_minor: 5000 });
    });

    it('groups per day in the time zone (UTC by default) and project', async () => {
      expect(summary(await unbilled('&group_by=day'))).toEqual([
        [`day:2026-03-04:${website}:5000`, 'Website — Mar 4, 2026', 8100, '2.25', 11250, [e1, e2]],
        [`day:2026-03-05:${app}:5000`, 'App — Mar 5, 2026', 3600, '1.00', 5000, [e4]],
        [`day:2026-03-05:${website}:6000`, 'Website — Mar 5, 2026', 1200, '0.33', 1980, [e3]],
      ]);
      const tokyo = await unbilled('&group_by=day&time_zone=Asia/Tokyo');
      expect(summary(tokyo)).toEqual([
        [`day:2026-03-04:${website}:5000`, 'Website — Mar 4, 2026', 5400, '1.50', 7500, [e1]],
        [`day:2026-03-05:${app}:5000`, 'App — Mar 5, 2026', 3600, '1.00', 5000, [e4]],
        [`day:2026-03-05:${website}:5000`, 'Website — Mar 5, 2026', 2700, '0.75', 3750, [e2]],
        [`day:2026-03-05:${website}:6000`, 'Website — Mar 5, 2026', 1200, '0.33', 1980, [e3]],
      ]);
      expect(tokyo.groups[0]).toMatchObject({ task_id: null, day: '2026-03-04' });
      // An invalid zone is UTC.
      expect(summary(await unbilled('&group_by=day&time_zone=Nowhere/Land'))).toEqual(summary(await unbilled('&group_by=day')));
    });

    it('is empty for a currency without time; a 404 for a client of another workspace', async () => {
      expect(dataOf(await call('GET', `/invoices/unbilled-time?client_id=${acme}&currency=JPY`)) as UnbilledTime).toEqual({
        currency: 'JPY',
        currency_exponent: 0,
        groups: [],
      });
      expect(
        summary(dataOf(await call('GET', `/invoices/unbilled-time?client_id=${globex}&currency=USD`)) as UnbilledTime),
      ).toEqual([[`task:${internalTask}:5000`, 'Upkeep (Internal)', 3600, '1.00', 5000, [excluded.otherClient]]]);
      for (const clientId of [foreignClient, 999_999]) {
        const response = await call('GET', `/invoices/unbilled-time?client_id=${clientId}&currency=USD`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(COMMON_MESSAGES.notFound);
      }
    });
  });

  describe('POST /invoices/add-time', () => {
    it('adds one item per group at the tracked rate, links the entries, and sums the invoice again', async () => {
      const invoice = await draft();
      const response = await addTime(invoice.id, [e4, e1, e2, e1]);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(INVOICE_MESSAGES.timeAdded);
      const updated = response.json().data as Invoice;
      expect(
        updated.items.map((item) => [
          item.description,
          item.quantity,
          item.unit,
          item.rate,
          item.amount_minor,
          item.time_entry_ids,
        ]),
      ).toEqual([
        ['Setup', '2', 'pcs', '50', 10000, []],
        ['Build (App)', '1', TIME_ITEM_UNIT, '50', 5000, [e4]],
        ['Design (Website)', '2.25', TIME_ITEM_UNIT, '50', 11250, [e1, e2]],
      ]);
      expect(updated).toMatchObject({ subtotal_minor: 26250, tax_minor: 2625, total_minor: 28875, balance_due_minor: 28875 });
      expect(await unbilledIds()).toEqual([e3]);

      // Per day, in a zone, on top of the invoice's items.
      const more = dataOf(await addTime(invoice.id, [e3], { group_by: 'day', time_zone: 'Asia/Tokyo' })) as Invoice;
      expect(more.items.at(-1)).toMatchObject({
        description: 'Website — Mar 5, 2026',
        quantity: '0.33',
        rate: '60',
        amount_minor: 1980,
      });
      expect(more).toMatchObject({ subtotal_minor: 28230, tax_minor: 2823, total_minor: 31053 });
      expect(await unbilledIds()).toEqual([]);
    });

    it('refuses entries that are not unbilled time of the invoice’s client in its currency (422, nothing added)', async () => {
      const invoice = await draft();
      for (const entry of Object.values(excluded)) {
        const response = await addTime(invoice.id, [e1, entry]);
        expect({ entry, status: response.statusCode, errors: errorsOf(response) }).toEqual({
          entry,
          status: 422,
          errors: { entry_ids: [INVOICE_MESSAGES.timeEntriesInvalid] },
        });
      }
      const euros = await draft({ currency: 'EUR' });
      expect(errorsOf(await addTime(euros.id, [e1]))).toEqual({ entry_ids: [INVOICE_MESSAGES.timeEntriesInvalid] });
      const globexInvoice = await draft({ client_id: globex });
      expect(errorsOf(await addTime(globexInvoice.id, [e1]))).toEqual({ entry_ids: [INVOICE_MESSAGES.timeEntriesInvalid] });
      // Already on an invoice.
      dataOf(await addTime(invoice.id, [e1]));
      const again = await addTime(invoice.id, [e1]);
      expect(errorsOf(again)).toEqual({ entry_ids: [INVOICE_MESSAGES.timeEntriesInvalid] });
      expect((dataOf(await call('GET', `/invoices/${invoice.id}`)) as Invoice).items).toHaveLength(2);
    });

    it('needs a draft with a client; another workspace’s invoice is a 404', async () => {
      const sent = await draft({ status: 'sent' });
      const notDraft = await addTime(sent.id, [e1]);
      expect(notDraft.statusCode).toBe(422);
      expect(notDraft.json().message).toBe(INVOICE_MESSAGES.onlyDraftTime);
      const typed = await draft({ client_id: null });
      const noClient = await addTime(typed.id, [e1]);
      expect(noClient.statusCode).toBe(422);
      expect(noClient.json().message).toBe(INVOICE_MESSAGES.timeNeedsClient);
      expect((await addTime(999_999, [e1])).statusCode).toBe(404);
      expect(await unbilledIds()).toEqual([e1, e2, e3, e4].sort((a, b) => a - b));
    });

    it('releases the entries when their item is removed by an update or the draft is deleted', async () => {
      const invoice = dataOf(await addTime((await draft()).id, [e1, e2, e4])) as Invoice;
      expect(await unbilledIds()).toEqual([e3]);
      const [setup, buildItem] = invoice.items;
      // Keep the Setup and Build items (Build keeps its link), drop Design.
      const updated = dataOf(
        await call('PUT', '/invoices/update', {
          id: invoice.id,
          client_id: acme,
          client_name: 'Acme Corp',
          issue_date: '2999-01-01',
          payment_terms: 'net_30',
          currency: 'USD',
          items: [
            { id: setup!.id, description: 'Setup', quantity: '2', unit: 'pcs', rate: '50' },
            { id: buildItem!.id, description: 'Build, reviewed', quantity: '1.5', unit: 'hrs', rate: '50' },
          ],
          tax_rate: '10',
        }),
      ) as Invoice;
      expect(updated.items.map((item) => [item.description, item.amount_minor, item.time_entry_ids])).toEqual([
        ['Setup', 10000, []],
        ['Build, reviewed', 7500, [e4]],
      ]);
      expect(await unbilledIds()).toEqual([e1, e2, e3].sort((a, b) => a - b));

      dataOf(await call('DELETE', `/invoices/destroy/${invoice.id}`));
      expect(await unbilledIds()).toEqual([e1, e2, e3, e4].sort((a, b) => a - b));
      expect(await db().$count(invoiceItemTimeEntries)).toBe(0);
    });

    it('invoices an entry once when two drafts take the same entries at the same time', async () => {
      const entries = [e1, e2, e3, e4];
      for (let round = 0; round < 3; round += 1) {
        const [a, b] = [await draft(), await draft()];
        const responses = await Promise.all([addTime(a.id, entries), addTime(b.id, entries, { group_by: 'day' })]);
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses[0]).toBe(200);
        expect([409, 422]).toContain(statuses[1]);
        const loser = responses.find((response) => response.statusCode !== 200)!;
        expect([INVOICE_MESSAGES.timeAlreadyInvoiced, INVOICE_MESSAGES.timeEntriesInvalid]).toContain(loser.json().message);

        const links = await db().select().from(invoiceItemTimeEntries);
        expect(links.map((link) => link.timeEntryId).sort((x, y) => x - y)).toEqual([...entries].sort((x, y) => x - y));
        const shown = await Promise.all(
          [a, b].map(async (invoice) => dataOf(await call('GET', `/invoices/${invoice.id}`)) as Invoice),
        );
        const [winner, other] = responses[0]!.statusCode === 200 ? shown : [shown[1]!, shown[0]!];
        expect(winner!.items.flatMap((item) => item.time_entry_ids).sort((x, y) => x - y)).toEqual(
          [...entries].sort((x, y) => x - y),
        );
        // The loser is as it was: its one item and its sums.
        expect(other!.items).toHaveLength(1);
        expect(other!.total_minor).toBe(11000);
        await db().execute(sql`truncate ${invoices} restart identity cascade`);
      }
    });
  });
});
