import type { Invoice, InvoicePayment } from '@kanri/contracts/business';
import { Button, ConfirmDelete, DeleteOutlined, Tooltip, formatCalendarDate, formatMoney } from '@kanri/design-system';
import { useState } from 'react';
import { useInvoiceViewActions } from '../api/use-invoice-detail';
import { INVOICE_VIEW_TEXTS } from './texts';

const T = INVOICE_VIEW_TEXTS.payment;

const CSS = `
.kb-payments { display: grid; gap: 8px; }
.kb-payments h3 { margin: 0; font-size: 15px; font-weight: 600; }
.kb-payments-scroll { overflow-x: auto; }
.kb-payments table { width: 100%; min-width: 420px; border-collapse: collapse; }
.kb-payments th { text-align: left; font-weight: 500; font-size: 12px; color: rgba(255, 255, 255, 0.55); padding: 6px 8px; border-bottom: 1px solid var(--kanri-color-border, #2a2a2e); }
.kb-payments td { padding: 8px; border-bottom: 1px solid var(--kanri-color-border, #2a2a2e); vertical-align: middle; }
.kb-payments .is-number { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.kb-payments .is-note { max-width: 260px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kb-payments .is-actions { width: 1%; text-align: right; }
.kb-payments-none { margin: 0; color: rgba(255, 255, 255, 0.55); }
`;

/** The invoice's payments (date, amount, note), each deletable after a confirmation by those allowed. */
export function PaymentsList({ invoice, canDelete }: { invoice: Invoice; canDelete: boolean }) {
  const actions = useInvoiceViewActions();
  const [deleting, setDeleting] = useState<InvoicePayment | null>(null);
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const day = (payment: InvoicePayment) => formatCalendarDate(payment.paid_on) || payment.paid_on;

  return (
    <section className="kb-payments" aria-label={T.listLabel}>
      <style>{CSS}</style>
      <h3>{T.listTitle}</h3>
      {invoice.payments.length === 0 ? (
        <p className="kb-payments-none">{T.none}</p>
      ) : (
        <div className="kb-payments-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{T.date}</th>
                <th scope="col" className="is-number">
                  {T.amount}
                </th>
                <th scope="col">{T.note}</th>
                {canDelete ? <th scope="col" className="is-actions" aria-label={T.actions} /> : null}
              </tr>
            </thead>
            <tbody>
              {invoice.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{day(payment)}</td>
                  <td className="is-number">{money(payment.amount_minor)}</td>
                  <td className="is-note" title={payment.note || undefined}>
                    {payment.note || T.noNote}
                  </td>
                  {canDelete ? (
                    <td className="is-actions">
                      <Tooltip title={T.deleteLabel(money(payment.amount_minor), day(payment))}>
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={T.deleteLabel(money(payment.amount_minor), day(payment))}
                          onClick={() => setDeleting(payment)}
                        />
                      </Tooltip>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDelete
        open={deleting !== null}
        title={T.deleteTitle}
        okText={T.deleteOk}
        cancelText={T.deleteCancel}
        onConfirm={() => (deleting ? actions.deletePayment(deleting.id) : Promise.resolve(true))}
        onClose={() => setDeleting(null)}
      >
        {deleting ? <p style={{ margin: 0 }}>{T.deleteBody(money(deleting.amount_minor), day(deleting))}</p> : null}
      </ConfirmDelete>
    </section>
  );
}
