import { dayOf } from '@kanri/contracts';
import {
  INVOICE_DEFAULTS,
  INVOICE_LONG_TEXT_MAX_LENGTH,
  INVOICE_STATUSES,
  INVOICE_TEXT_MAX_LENGTH,
  PAYMENT_TERMS_KEYS,
  type Invoice,
  type InvoiceStatus,
  type PaymentTerms,
} from '@kanri/contracts/business';
import {
  currencySymbol,
  DateInput,
  formatCalendarDate,
  formatMoney,
  FormDialog,
  FormField,
  Input,
  Modal,
  Select,
  TextArea,
  theme,
  Typography,
  useRetained,
  useTimeZone,
} from '@kanri/design-system';
import type { FormikProps } from 'formik';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useInvoiceActions, useNextInvoiceNumber } from '../api/use-invoices';
import { INVOICE_TEXTS } from '../texts';
import { ClientPicker } from './client-picker';
import { CurrencyField } from './currency-field';
import {
  dueDateOf,
  invoiceForm,
  invoiceFormSchema,
  needsRewriteConfirm,
  newInvoiceForm,
  storeRequestOf,
  summaryOf,
  updateRequestOf,
  type InvoiceFormValues,
} from './invoice-form';
import { InvoiceSummary } from './invoice-summary';
import { ItemsEditor } from './items-editor';

const T = INVOICE_TEXTS.dialog;

const full = { width: '100%' } as const;
/** Fields side by side that wrap on a narrow screen; aligned to the top so a message does not stretch a neighbour. */
const columns = (min: number): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${min}px, 1fr))`,
  gap: 12,
  width: '100%',
  alignItems: 'start',
});

function Group({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <fieldset
      style={{
        display: 'grid',
        gap: 12,
        alignContent: 'start',
        margin: 0,
        padding: '10px 14px 14px',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        minWidth: 0,
      }}
    >
      <legend
        style={{ padding: '0 6px', fontSize: 13, fontWeight: 600, color: token.colorText, width: 'auto', margin: 0, border: 0 }}
      >
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * Fills the number of a new invoice with the workspace's next one once it arrives (unless one was
 * typed), and its currency with the workspace's default currency (unless another was picked).
 */
function NextNumber({ form, enabled }: { form: FormikProps<InvoiceFormValues>; enabled: boolean }) {
  const next = useNextInvoiceNumber(enabled);
  const filled = useRef(false);
  const number = next.data?.invoice_number;
  const currency = next.data?.currency;
  useEffect(() => {
    if (!enabled || filled.current || !number) return;
    filled.current = true;
    if (form.values.invoice_number === '') void form.setFieldValue('invoice_number', number, false);
    if (currency && form.values.currency === INVOICE_DEFAULTS.currency && currency !== INVOICE_DEFAULTS.currency) {
      void form.setFieldValue('currency', currency, false);
    }
  }, [enabled, number, currency, form]);
  return null;
}

/** Asks before a sent or paid invoice is rewritten: resolves true to go on. */
function useRewriteConfirm() {
  const [pending, setPending] = useState<((confirmed: boolean) => void) | null>(null);
  const ask = () => new Promise<boolean>((resolve) => setPending(() => resolve));
  const answer = (confirmed: boolean) => {
    pending?.(confirmed);
    setPending(null);
  };
  const dialog = (
    <Modal
      open={pending !== null}
      title={INVOICE_TEXTS.rewriteDialog.title}
      okText={INVOICE_TEXTS.rewriteDialog.ok}
      cancelText={INVOICE_TEXTS.rewriteDialog.cancel}
      onOk={() => answer(true)}
      onCancel={() => answer(false)}
      centered
      width={440}
      destroyOnHidden
    >
      <p style={{ margin: 0 }}>{INVOICE_TEXTS.rewriteDialog.body}</p>
    </Modal>
  );
  return { ask, dialog };
}

/**
 * Create New Invoice (`invoice` null) or Edit Invoice (the same form, prefilled): every field of
 * spec §2 with the live summary from the contract's exact maths. The contract's request schema
 * checks the form (spec §5's messages under each field); the server's 422 messages go under their
 * fields (a taken number under Invoice Number). Saving an edit of a sent or paid invoice asks first
 * and then sends `confirm_rewrite`.
 */
export function InvoiceDialog({
  open,
  invoice: given,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The invoice to edit; null for a new one. */
  invoice: Invoice | null;
  onClose: () => void;
  /** Called with the stored invoice once saved. */
  onSaved?: (invoice: Invoice) => void;
}) {
  const actions = useInvoiceActions();
  const timeZone = useTimeZone();
  // The invoice stays shown while the dialog closes (the page has already let go of it).
  const editing = useRetained(given);
  const initial = useMemo(
    () => (editing ? invoiceForm(editing) : newInvoiceForm(dayOf(Date.now(), timeZone))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fixed for each opening, not on refetches of the invoice
    [open, editing?.id],
  );
  const schema = useMemo(() => invoiceFormSchema(editing), [editing]);
  const rewrite = useRewriteConfirm();
  // Set when the rewrite was not confirmed: the form stays open as it is.
  const stayOpen = useRef(false);

  async function submit(values: InvoiceFormValues) {
    if (!editing) {
      const created = await actions.create(storeRequestOf(values));
      onSaved?.(created);
      return;
    }
    let confirmed = false;
    if (needsRewriteConfirm(editing)) {
      confirmed = await rewrite.ask();
      if (!confirmed) {
        stayOpen.current = true;
        return;
      }
    }
    const updated = await actions.update(updateRequestOf(values, editing, confirmed));
    onSaved?.(updated);
  }

  function close() {
    if (stayOpen.current) {
      stayOpen.current = false;
      return;
    }
    onClose();
  }

  return (
    <>
      <FormDialog<InvoiceFormValues>
        open={open}
        title={editing ? T.editTitle : T.createTitle}
        okText={T.save}
        cancelText={T.cancel}
        initialValues={initial}
        schema={schema}
        onSubmit={submit}
        onClose={close}
        width={1040}
        gap={16}
      >
        {(form) => <InvoiceFields form={form} editing={editing} open={open} />}
      </FormDialog>
      {rewrite.dialog}
    </>
  );
}

function InvoiceFields({
  form,
  editing,
  open,
}: {
  form: FormikProps<InvoiceFormValues>;
  editing: Invoice | null;
  open: boolean;
}) {
  const { token } = theme.useToken();
  const values = form.values;
  const figures = summaryOf(values);
  const symbol = currencySymbol(figures.currency);
  const dueDate = dueDateOf(values);
  const text = (field: keyof InvoiceFormValues) => (event: { target: { value: string } }) =>
    void form.setFieldValue(field, event.target.value);

  return (
    <>
      <NextNumber form={form} enabled={open && editing === null} />
      <div style={columns(200)}>
        <FormField name="invoice_number" label={T.number}>
          {(control) => (
            <Input
              {...control.props}
              value={control.value}
              maxLength={50}
              autoComplete="off"
              onChange={(event) => control.setValue(event.target.value)}
              style={full}
            />
          )}
        </FormField>
        <FormField name="currency" label={T.currency} labelled={false}>
          {(control) => <CurrencyField control={control} extra={editing ? [editing.currency] : []} />}
        </FormField>
        <FormField<InvoiceStatus> name="status" label={T.status} labelled={false}>
          {(control) => (
            <Select<InvoiceStatus>
              {...control.props}
              aria-label={T.status}
              value={control.value}
              onChange={control.setValue}
              options={INVOICE_STATUSES.map((status) => ({ value: status, label: INVOICE_TEXTS.statuses[status] }))}
              style={full}
            />
          )}
        </FormField>
      </div>

      <div style={columns(300)}>
        <Group title={T.billTo}>
          <FormField name="client_name" label={T.clientName} labelled={false}>
            {(control) => (
              <ClientPicker
                control={control}
                onPick={(client) => {
                  void form.setValues(
                    {
                      ...form.values,
                      client_id: client.id,
                      client_name: client.name,
                      client_email: client.email,
                      client_address: client.address,
                    },
                    true,
                  );
                }}
                onType={(name) => {
                  void form.setValues({ ...form.values, client_name: name, client_id: null }, true);
                }}
              />
            )}
          </FormField>
          <FormField name="client_email" label={T.clientEmail}>
            {(control) => (
              <Input
                {...control.props}
                type="email"
                value={control.value}
                placeholder={T.clientEmailPlaceholder}
                maxLength={INVOICE_TEXT_MAX_LENGTH}
                onChange={(event) => control.setValue(event.target.value)}
                style={full}
              />
            )}
          </FormField>
          <FormField name="client_address" label={T.clientAddress}>
            {(control) => (
              <TextArea
                {...control.props}
                value={control.value}
                placeholder={T.clientAddressPlaceholder}
                maxLength={INVOICE_LONG_TEXT_MAX_LENGTH}
                autoSize={{ minRows: 2, maxRows: 5 }}
                onChange={(event) => control.setValue(event.target.value)}
                style={full}
              />
            )}
          </FormField>
        </Group>
        <Group title={T.shipTo}>
          <FormField name="ship_to_address" label={T.shipToAddress}>
            {(control) => (
              <TextArea
                {...control.props}
                value={control.value}
                placeholder={T.shipToPlaceholder}
                maxLength={INVOICE_LONG_TEXT_MAX_LENGTH}
                autoSize={{ minRows: 2, maxRows: 5 }}
                onChange={(event) => control.setValue(event.target.value)}
                style={full}
              />
            )}
          </FormField>
          <FormField name="po_number" label={T.poNumber}>
            {(control) => (
              <Input
                {...control.props}
                value={control.value}
                placeholder={T.poNumberPlaceholder}
                maxLength={INVOICE_TEXT_MAX_LENGTH}
                onChange={(event) => control.setValue(event.target.value)}
                style={full}
              />
            )}
          </FormField>
        </Group>
      </div>

      <div style={columns(200)}>
        <FormField<string> name="issue_date" label={T.issueDate} labelled={false}>
          {(control) => (
            <DateInput
              {...control.props}
              aria-label={T.issueDate}
              value={control.value}
              allowClear={false}
              onChange={(next) => control.setValue(next ?? '')}
              style={full}
            />
          )}
        </FormField>
        <FormField<PaymentTerms> name="payment_terms" label={T.paymentTerms} labelled={false}>
          {(control) => (
            <Select<PaymentTerms>
              {...control.props}
              aria-label={T.paymentTerms}
              value={control.value}
              onChange={control.setValue}
              options={PAYMENT_TERMS_KEYS.map((key) => ({ value: key, label: T.termsLabels[key] }))}
              style={full}
            />
          )}
        </FormField>
        <div style={{ display: 'grid', gap: 6, minWidth: 0 }}>
          <span style={{ fontSize: 13, color: token.colorTextSecondary }} aria-hidden>
            {T.dueDate}
          </span>
          <Input
            aria-label={T.dueDate}
            value={formatCalendarDate(dueDate)}
            readOnly
            tabIndex={-1}
            variant="filled"
            style={full}
          />
        </div>
      </div>

      <ItemsEditor form={form} figures={figures} />

      <div style={columns(320)}>
        <Group title={T.charges}>
          <div style={columns(140)}>
            <FormField name="tax_rate" label={T.taxRate}>
              {(control) => (
                <Input
                  {...control.props}
                  value={control.value}
                  inputMode="decimal"
                  placeholder="0"
                  suffix="%"
                  onChange={(event) => control.setValue(event.target.value)}
                  style={full}
                />
              )}
            </FormField>
            <FormField name="discount" label={T.discount}>
              {(control) => (
                <Input
                  {...control.props}
                  value={control.value}
                  inputMode="decimal"
                  placeholder="0"
                  prefix={symbol}
                  onChange={(event) => control.setValue(event.target.value)}
                  style={full}
                />
              )}
            </FormField>
            <FormField name="shipping" label={T.shipping}>
              {(control) => (
                <Input
                  {...control.props}
                  value={control.value}
                  inputMode="decimal"
                  placeholder="0"
                  prefix={symbol}
                  onChange={(event) => control.setValue(event.target.value)}
                  style={full}
                />
              )}
            </FormField>
            {editing ? (
              <div style={{ display: 'grid', gap: 6, minWidth: 0 }}>
                <span style={{ fontSize: 13, color: token.colorTextSecondary }} aria-hidden>
                  {T.amountPaid}
                </span>
                <Input
                  aria-label={T.amountPaid}
                  value={formatMoney(figures.amountPaidMinor, figures.currency)}
                  readOnly
                  tabIndex={-1}
                  variant="filled"
                  style={full}
                />
              </div>
            ) : (
              <FormField name="amount_paid" label={T.amountPaid}>
                {(control) => (
                  <Input
                    {...control.props}
                    value={control.value}
                    inputMode="decimal"
                    placeholder="0"
                    prefix={symbol}
                    onChange={(event) => control.setValue(event.target.value)}
                    style={full}
                  />
                )}
              </FormField>
            )}
          </div>
          {editing ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {T.amountPaidRecorded}
            </Typography.Text>
          ) : null}
        </Group>
        <InvoiceSummary figures={figures} />
      </div>

      <div style={columns(300)}>
        <FormField name="notes" label={T.notes}>
          {(control) => (
            <TextArea
              {...control.props}
              value={control.value}
              placeholder={T.notesPlaceholder}
              maxLength={INVOICE_LONG_TEXT_MAX_LENGTH}
              autoSize={{ minRows: 3, maxRows: 6 }}
              onChange={text('notes')}
              style={full}
            />
          )}
        </FormField>
        <FormField name="terms" label={T.terms}>
          {(control) => (
            <TextArea
              {...control.props}
              value={control.value}
              maxLength={INVOICE_LONG_TEXT_MAX_LENGTH}
              autoSize={{ minRows: 3, maxRows: 6 }}
              onChange={text('terms')}
              style={full}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
