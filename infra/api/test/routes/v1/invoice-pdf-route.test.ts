import type { Role } from '@kanri/contracts';
import type { Invoice } from '@kanri/contracts/business';
import {
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { readPdf } from '../../helpers/pdf-text.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

describe('GET /invoices/{id}/pdf', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let outsider: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(testApp.database.db);
    members = await seedRoleMembers(testApp.database.db, 1);
    studio = await createWorkspace(testApp.database.db, 'Studio');
    const studioAdmin = await createUser(testApp.database.db, { email: 'admin@studio.test', role: 'admin', workspaceId: studio });
    outsider = await openSession(testApp.database.db, studioAdmin.id);
  });
  afterAll(() => testApp?.close());

  const call = caller(
    () => testApp.app,
    () => members.manager.token,
  );

  const textOf = async (pdf: Buffer) => (await readPdf(pdf)).text;

  it('downloads the invoice as a PDF whose text holds the number, the client and the total', async () => {
    const invoice = dataOf(
      await call('POST', '/invoices/store', {
        invoice_number: 'INV-2042',
        client_name: 'Ōkami Trading "West"',
        client_email: 'billing@okami.test',
        issue_date: '2026-03-01',
        payment_terms: 'net_30',
        currency: 'USD',
        items: [
          { description: 'Design', quantity: '3', unit: 'hrs', rate: '1200.5' },
          { description: 'Hosting', quantity: '1', unit: 'months', rate: '99.99' },
        ],
        tax_rate: '10',
      }),
      201,
    ) as Invoice;
    // 3 × 1,200.50 + 99.99 = 3,701.49; + 10 % (370.149 → 370.15) = 4,071.64.
    expect(invoice.total_minor).toBe(407164);

    const response = await call('GET', `/invoices/${invoice.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="INV-2042.pdf"; filename*=UTF-8''INV-2042.pdf`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await textOf(response.rawPayload);
    expect(text).toContain('INV-2042');
    expect(text).toContain('Ōkami Trading "West"');
    expect(text).toContain('4,071.64');
  });

  it('is a 404 for another workspace, a 403 for roles without invoices', async () => {
    const invoice = dataOf(
      await call('POST', '/invoices/store', {
        client_name: 'Acme',
        issue_date: '2026-03-01',
        payment_terms: 'net_30',
        currency: 'JPY',
        items: [{ description: 'A', quantity: '1', unit: 'pcs', rate: '5000' }],
        tax_rate: '10',
      }),
      201,
    ) as Invoice;
    expect((await call('GET', `/invoices/${invoice.id}/pdf`, undefined, outsider, studio)).statusCode).toBe(404);
    expect((await call('GET', '/invoices/999999/pdf')).statusCode).toBe(404);
    expect((await call('GET', `/invoices/${invoice.id}/pdf`, undefined, members.member.token)).statusCode).toBe(403);
    const yen = await call('GET', `/invoices/${invoice.id}/pdf`, undefined, members.admin.token);
    expect(yen.statusCode).toBe(200);
    expect(await textOf(yen.rawPayload)).toContain('5,500');
  });
});
