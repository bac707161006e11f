import {
  INVOICE_MESSAGES,
  INVOICE_TEXT_MAX_LENGTH,
  currencyExponent,
  fitsCurrency,
  fromMinorUnits,
  invoicePaymentStoreRequestSchema,
  toMinorUnits,
  type Invoice,
} from '@kanri/contracts/business';
import { dayOf } from '@kanri/contracts';
import { DateInput, FormDialog, FormField, Input, Typography, formatMoney } from '@kanri/design-system';
import { useMemo } from 'react';
import { useInvoiceViewActions } from '../api/use-invoice-detail';
import { INVOICE_VIEW_TEXTS } from './texts';

const T = INVOICE_VIEW_TEXTS.payment;

export interface PaymentFormValues {
  invoice_id: number;
  paid_on: string;
  amount: string;
  note: string;
}

/**
 * The payment form's rules: the contract's request schema, and what the server refuses of this
 * invoice with the contract's messages — more decimals than the currency has, nothing, more than the
 * balance due.
 */
export function paymentFormSchema(invoice: Pick<Invoice, 'currency' | 'balance_due_minor'>) {
  return invoicePaymentStoreRequestSchema.superRefine((value, ctx) => {
    const digits = currencyExponent(invoice.currency);
    if (!fitsCurrency(value.amount, invoice.currency)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: INVOICE_MESSAGES.amountInvalid(invoice.currency, digits) });
      return;
    }
    const minor = toMinorUnits(value.amount, digits);
    if (minor <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: INVOICE_MESSAGES.paymentAmountRequired });
    else if (minor > invoice.balance_due_minor)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: INVOICE_MESSAGES.paymentTooLarge });
  });
}

/**
 * Record Payment (issue 16): the date (today by default, in the user's zone), the amount (the balance
 * due by default, in the currency's digits) and a note. Errors appear under their fields; the server's
 * refusal too. A full payment marks the invoice paid (the server does).
 */
export function RecordPaymentDialog({
  open,
  invoice,
  timeZone,
  onClose,
}: {
  open: boolean;
  invoice: Invoice;
  timeZone: string;
  onClose: () => void;
}) {
  const actions = useInvoiceViewActions();
  const initial = useMemo<PaymentFormValues>(
    () => ({
      invoice_id: invoice.id,
      paid_on: dayOf(Date.now(), timeZone),
      amount: fromMinorUnits(Math.max(invoice.balance_due_minor, 0), invoice.currency_exponent),
      note: '',
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fixed for one opening, not moved by a refetch
    [open, invoice.id],
  );
  const schema = useMemo(() => paymentFormSchema(invoice), [invoice]);

  return (
    <FormDialog<PaymentFormValues>
      open={open}
      title={T.dialogTitle}
      okText={T.save}
      cancelText={T.cancel}
      initialValues={initial}
      schema={schema}
      onSubmit={(values) =>
        actions.recordPayment({
          invoice_id: invoice.id,
          paid_on: values.paid_on,
          amount: values.amount.trim(),
          ...(values.note.trim() ? { note: values.note.trim() } : {}),
        })
      }
      onClose={onClose}
      width={440}
      gap={14}
    >
      <Typography.Text type="secondary">
        {T.balanceHint(formatMoney(invoice.balance_due_minor, invoice.currency))}
      </Typography.Text>
      <FormField<string> name="paid_on" label={T.paidOn}>
        {(control) => (
          <DateInput
            id={control.props.id}
            aria-label={T.paidOn}
            value={control.value}
            onChange={(value) => control.setValue(value ?? '')}
            allowClear={false}
            style={{ width: '100%' }}
          />
        )}
      </FormField>
      <FormField<string> name="amount" label={T.amountField(invoice.currency)}>
        {(control) => (
          <Input
            {...control.props}
            value={control.value}
            inputMode="decimal"
            autoComplete="off"
            autoFocus
            onChange={(event) => control.setValue(event.target.value)}
            style={{ width: '100%' }}
          />
        )}
      </FormField>
      <FormField<string> name="note" label={T.noteField}>
        {(control) => (
          <Input
            {...control.props}
            value={control.value}
            placeholder={T.notePlaceholder}
            maxLength={INVOICE_TEXT_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => control.setValue(event.target.value)}
            style={{ width: '100%' }}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
