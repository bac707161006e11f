import { localTimeZone, type Role } from '@kanri/contracts';
import { PRINT_DELAY_MS } from '@kanri/contracts/business';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { TEXTS } from '../../../texts';
import { fakeApi, makeInvoice, renderWithApp, Reply } from '../../../test-utils';
import { INVOICE_TEXTS } from '../texts';
import InvoicePrintPage from './print-page';
import { findDocument, itemRows, makeCompanyProfile, summaryOf } from './test-support';
import { INVOICE_VIEW_TEXTS } from './texts';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const D = INVOICE_VIEW_TEXTS.document;

function renderPrintPage(path: string, role?: Role) {
  return renderWithApp([{ path: '/dashboard/invoice/:invoiceId/print', element: <InvoicePrintPage /> }], {
    path,
    ...(role ? { role } : {}),
  });
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:kanri/logo');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('InvoicePrintPage', () => {
  it('renders the invoice with the organization and its logo, prints about 500 ms later, and closes after printing', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /invoices/:id': () =>
        makeInvoice(9, {
          client_name: 'Initech',
          shipping_minor: 1250,
          total_minor: 12375,
          tax_minor: 1125,
          balance_due_minor: 12375,
        }),
      'GET /settings/company': () => makeCompanyProfile({ has_logo: true, logo_content_type: 'image/png' }),
      'GET /settings/company/logo': () => new Reply(200, 'png'),
    });
    renderPrintPage('/dashboard/invoice/9/print');

    const document = await findDocument('INV-0009');
    // Not at once: PRINT_DELAY_MS after the document is on screen.
    expect(print).not.toHaveBeenCalled();
    expect(within(document).getByTestId('invoice-bill-to')).toHaveTextContent('Initech');
    expect(within(document).getByRole('img', { name: D.logoAlt('Kanri Labs') })).toHaveAttribute('src', 'blob:kanri/logo');
    expect(itemRows(document)).toEqual([['Design work', '2', 'hrs', '$50.00', '$100.00']]);
    expect(summaryOf(document)).toEqual([
      'Subtotal: $100.00',
      'Shipping: $12.50',
      'Tax (10%): $11.25',
      'Total: $123.75',
      'Balance Due: $123.75',
    ]);
    expect(api.callsTo('GET /invoices/:id')[0]!.query.get('time_zone')).toBe(localTimeZone());
    expect(window.document.title).toBe(INVOICE_VIEW_TEXTS.print.title('INV-0009'));

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(close).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('prints without a logo when there is none, and never renders the data as HTML', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /invoices/:id': () => makeInvoice(4, { client_name: '<img src=x onerror=alert(1)>', notes: '<b>bold</b>' }),
      'GET /settings/company': () => makeCompanyProfile({ name: '<script>alert(1)</script>' }),
    });
    renderPrintPage('/dashboard/invoice/4/print');
    const document = await findDocument('INV-0004');
    expect(within(document).getByTestId('invoice-bill-to')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document).toHaveTextContent('<b>bold</b>');
    expect(within(document).getByTestId('invoice-company')).toHaveTextContent('<script>alert(1)</script>');
    expect(document.querySelector('script, b')).toBeNull();
    expect(within(document).queryByRole('img')).not.toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /settings/company/logo')).toHaveLength(0);
  });

  it('shows a developer opening the print address the Invoice screen’s 403 panel, asks for nothing and prints nothing', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /invoices/:id': () => makeInvoice(9),
      'GET /settings/company': () => makeCompanyProfile(),
    });
    renderPrintPage('/dashboard/invoice/9/print', 'developer');
    expect(await screen.findByText(INVOICE_TEXTS.forbidden)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.forbiddenTitle)).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.queryByText(INVOICE_VIEW_TEXTS.print.loadFailed)).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, PRINT_DELAY_MS + 100));
    expect(api.calls).toHaveLength(0);
    expect(print).not.toHaveBeenCalled();
  });

  it('shows the 403 panel when the server refuses the invoice (the role changed meanwhile)', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fakeApi({
      'GET /invoices/:id': () => new Reply(403, { error: true, message: 'Forbidden' }),
      'GET /settings/company': () => makeCompanyProfile(),
    });
    renderPrintPage('/dashboard/invoice/9/print');
    expect(await screen.findByText(INVOICE_TEXTS.forbidden)).toBeInTheDocument();
    expect(screen.queryByText(INVOICE_VIEW_TEXTS.print.loadFailed)).not.toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });

  it('says when the invoice cannot be found, and prints nothing', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fakeApi({
      'GET /invoices/:id': () => new Reply(404, { error: true, message: 'Invoice not found' }),
      'GET /settings/company': () => makeCompanyProfile(),
    });
    renderPrintPage('/dashboard/invoice/404/print');
    expect(await screen.findByText(INVOICE_VIEW_TEXTS.print.loadFailed)).toBeInTheDocument();
    expect(screen.getByText(INVOICE_VIEW_TEXTS.view.notFound)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, PRINT_DELAY_MS + 100));
    expect(print).not.toHaveBeenCalled();
  });
});
