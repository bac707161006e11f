import type { CompanyProfile, Invoice, InvoiceDisplayStatus } from '@kanri/contracts/business';
import { formatCalendarDate, formatMoney } from '@kanri/design-system';
import { formatRate, plainDecimal } from './document-format';
import { INVOICE_VIEW_TEXTS } from './texts';

const T = INVOICE_VIEW_TEXTS.document;

/** Root class of the document (the drawer's sheet and the print page). */
export const DOCUMENT_CLASS = 'kb-doc';

const STATUS_COLORS: Record<InvoiceDisplayStatus, { fg: string; bg: string }> = {
  draft: { fg: '#4b5563', bg: '#f3f4f6' },
  sent: { fg: '#1d4ed8', bg: '#dbeafe' },
  paid: { fg: '#15803d', bg: '#dcfce7' },
  overdue: { fg: '#b91c1c', bg: '#fee2e2' },
};

// A white sheet with dark text, in the dark dashboard as on paper. Texts from data wrap anywhere;
// the items table scrolls sideways on a narrow screen (not when printed).
const CSS = `
.kb-doc { box-sizing: border-box; width: 100%; max-width: 860px; margin: 0 auto; padding: 40px 44px; background: #ffffff; color: #1f2937; border-radius: 8px; font-size: 13px; line-height: 1.5; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; overflow-wrap: anywhere; }
.kb-doc h1, .kb-doc h2, .kb-doc h3 { margin: 0; color: #111827; }
.kb-doc-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; flex-wrap: wrap; padding-bottom: 24px; border-bottom: 2px solid #111827; }
.kb-doc-company { min-width: 0; flex: 1 1 260px; display: grid; gap: 2px; color: #4b5563; }
.kb-doc-logo { display: block; max-width: 180px; max-height: 72px; object-fit: contain; margin-bottom: 10px; }
.kb-doc-company-name { font-size: 18px; font-weight: 700; color: #111827; }
.kb-doc-lines { white-space: pre-line; }
.kb-doc-title { flex: 0 1 auto; min-width: 0; text-align: right; display: grid; gap: 6px; justify-items: end; }
.kb-doc-title h1 { font-size: 30px; font-weight: 800; letter-spacing: 0.12em; }
.kb-doc-number { font-size: 15px; font-weight: 600; color: #374151; }
.kb-doc-status { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.06em; }
.kb-doc-parties { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 24px; padding: 24px 0; }
.kb-doc-parties h2 { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em; color: #6b7280; margin-bottom: 6px; }
.kb-doc-party { min-width: 0; display: grid; gap: 2px; }
.kb-doc-party strong { font-size: 14px; color: #111827; }
.kb-doc-dates { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; align-content: start; }
.kb-doc-dates dt { color: #6b7280; }
.kb-doc-dates dd { margin: 0; text-align: right; color: #111827; font-weight: 500; }
.kb-doc-items-wrap { overflow-x: auto; }
.kb-doc-items { width: 100%; min-width: 520px; border-collapse: collapse; }
.kb-doc-items th { white-space: nowrap; padding: 8px 10px; background: #f3f4f6; color: #374151; font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; text-align: left; }
.kb-doc-items td { padding: 10px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
.kb-doc-items .is-number { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.kb-doc-items .is-description { white-space: pre-line; width: 45%; }
.kb-doc-summary { display: flex; justify-content: flex-end; padding-top: 16px; }
.kb-doc-summary dl { margin: 0; width: min(320px, 100%); display: grid; gap: 6px; }
.kb-doc-summary dl > div { display: flex; justify-content: space-between; gap: 24px; }
.kb-doc-summary dt { color: #4b5563; }
.kb-doc-summary dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; color: #111827; white-space: nowrap; }
.kb-doc-summary .is-total { padding-top: 8px; border-top: 1px solid #d1d5db; font-weight: 700; }
.kb-doc-summary .is-total dt { color: #111827; }
.kb-doc-summary .is-balance { padding: 8px 10px; margin-top: 4px; background: #111827; font-weight: 700; font-size: 15px; }
.kb-doc-summary .is-balance dt, .kb-doc-summary .is-balance dd { color: #ffffff; }
.kb-doc-notes { display: grid; gap: 16px; padding-top: 28px; }
.kb-doc-notes h2 { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em; color: #6b7280; margin-bottom: 4px; }
.kb-doc-notes p { margin: 0; white-space: pre-line; color: #374151; }
@media (max-width: 560px) { .kb-doc { padding: 24px 18px; } .kb-doc-title { text-align: left; justify-items: start; } }
@media print {
  .kb-doc { max-width: none; padding: 0; border-radius: 0; }
  .kb-doc-items-wrap { overflow: visible; }
  .kb-doc-items { min-width: 0; }
  .kb-doc-items tr { break-inside: avoid; }
  .kb-doc-summary .is-balance { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .kb-doc-status, .kb-doc-items th { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

export function InvoiceDocumentStyles() {
  return <style>{CSS}</style>;
}

interface SummaryLine {
  label: string;
  value: string;
  className?: string;
}

/** The summary's lines: Discount, Shipping and Amount Paid only when above 0 (spec §9 print rules). */
export function summaryLines(invoice: Invoice): SummaryLine[] {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return [
    { label: T.subtotal, value: money(invoice.subtotal_minor) },
    ...(invoice.discount_minor > 0 ? [{ label: T.discount, value: `-${money(invoice.discount_minor)}` }] : []),
    ...(invoice.shipping_minor > 0 ? [{ label: T.shipping, value: money(invoice.shipping_minor) }] : []),
    { label: T.tax(plainDecimal(invoice.tax_rate)), value: money(invoice.tax_minor) },
    { label: T.total, value: money(invoice.total_minor), className: 'is-total' },
    ...(invoice.amount_paid_minor > 0 ? [{ label: T.amountPaid, value: `-${money(invoice.amount_paid_minor)}` }] : []),
    { label: T.balanceDue, value: money(invoice.balance_due_minor), className: 'is-balance' },
  ];
}

function CompanyBlock({ company, logoUrl }: { company: CompanyProfile | null | undefined; logoUrl: string | null }) {
  if (!company) return <div className="kb-doc-company" />;
  const contact = [company.phone, company.email, company.website].filter((line) => line.trim() !== '');
  return (
    <div className="kb-doc-company" data-testid="invoice-company">
      {logoUrl ? <img className="kb-doc-logo" src={logoUrl} alt={T.logoAlt(company.name)} /> : null}
      {company.name ? <div className="kb-doc-company-name">{company.name}</div> : null}
      {company.address ? <div className="kb-doc-lines">{company.address}</div> : null}
      {contact.map((line) => (
        <div key={line}>{line}</div>
      ))}
      {company.tax_id ? <div>{T.taxId(company.tax_id)}</div> : null}
    </div>
  );
}

/**
 * An invoice as a document (spec §2 print view, issue 16): the organization (logo, name, address,
 * contact, tax ID), INVOICE with its number and status, Bill To / Ship To, the dates, terms and P.O.
 * number, the items under the invoice's own headers, the summary — Discount, Shipping and Amount Paid
 * only when above 0 — with the Balance Due, then notes and terms. Amounts with the currency's digits.
 * Everything from data is text (React escapes it): no HTML is ever rendered from the invoice.
 */
export function InvoiceDocument({
  invoice,
  company,
  logoUrl,
}: {
  invoice: Invoice;
  company: CompanyProfile | null | undefined;
  logoUrl: string | null;
}) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const status = STATUS_COLORS[invoice.status];
  const headers = invoice.headers;
  return (
    <article className={DOCUMENT_CLASS} aria-label={T.label(invoice.invoice_number)}>
      <header className="kb-doc-head">
        <CompanyBlock company={company} logoUrl={logoUrl} />
        <div className="kb-doc-title">
          <h1>{T.heading}</h1>
          <div className="kb-doc-number" data-testid="invoice-number">
            {invoice.invoice_number}
          </div>
          <span className="kb-doc-status" style={{ color: status.fg, background: status.bg }} data-testid="invoice-status">
            {T.statuses[invoice.status]}
          </span>
        </div>
      </header>

      <section className="kb-doc-parties">
        <div className="kb-doc-party" data-testid="invoice-bill-to">
          <h2>{T.billTo}</h2>
          <strong>{invoice.client_name}</strong>
          {invoice.client_email ? <span>{invoice.client_email}</span> : null}
          {invoice.client_address ? <span className="kb-doc-lines">{invoice.client_address}</span> : null}
        </div>
        {invoice.ship_to_address.trim() ? (
          <div className="kb-doc-party" data-testid="invoice-ship-to">
            <h2>{T.shipTo}</h2>
            <span className="kb-doc-lines">{invoice.ship_to_address}</span>
          </div>
        ) : null}
        <dl className="kb-doc-dates">
          <dt>{T.issueDate}</dt>
          <dd>{formatCalendarDate(invoice.issue_date) || invoice.issue_date}</dd>
          <dt>{T.dueDate}</dt>
          <dd>{formatCalendarDate(invoice.due_date) || invoice.due_date}</dd>
          <dt>{T.paymentTerms}</dt>
          <dd>{T.terms[invoice.payment_terms]}</dd>
          {invoice.po_number ? (
            <>
              <dt>{T.poNumber}</dt>
              <dd>{invoice.po_number}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <div className="kb-doc-items-wrap">
        <table className="kb-doc-items" aria-label={T.itemsLabel}>
          <thead>
            <tr>
              <th scope="col">{headers.item}</th>
              <th scope="col" className="is-number">
                {headers.quantity}
              </th>
              <th scope="col">{headers.unit}</th>
              <th scope="col" className="is-number">
                {headers.rate}
              </th>
              <th scope="col" className="is-number">
                {headers.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item) => (
              <tr key={item.id}>
                <td className="is-description">{item.description}</td>
                <td className="is-number">{plainDecimal(item.quantity)}</td>
                <td>{item.unit}</td>
                <td className="is-number">{formatRate(item.rate, invoice.currency)}</td>
                <td className="is-number">{money(item.amount_minor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="kb-doc-summary">
        <dl aria-label={T.summaryLabel}>
          {summaryLines(invoice).map((line) => (
            <div key={line.label} className={line.className}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      {invoice.notes.trim() || invoice.terms.trim() ? (
        <footer className="kb-doc-notes">
          {invoice.notes.trim() ? (
            <section>
              <h2>{T.notes}</h2>
              <p>{invoice.notes}</p>
            </section>
          ) : null}
          {invoice.terms.trim() ? (
            <section>
              <h2>{T.termsHeading}</h2>
              <p>{invoice.terms}</p>
            </section>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
