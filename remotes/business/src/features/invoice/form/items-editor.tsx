import {
  INVOICE_UNITS,
  INVOICE_MAX_ITEMS,
  INVOICE_LONG_TEXT_MAX_LENGTH,
  type InvoiceHeaderKey,
  type InvoiceUnit,
} from '@kanri/contracts/business';
import {
  Button,
  DeleteOutlined,
  FieldTimeOutlined,
  formatMoney,
  Input,
  PlusOutlined,
  Select,
  theme,
  Tooltip,
  Typography,
} from '@kanri/design-system';
import type { FormikProps } from 'formik';
import { INVOICE_TEXTS } from '../texts';
import { FieldMessage, nestedError } from './field-message';
import { HeadersPopover } from './headers-popover';
import { newItem, type InvoiceFormItem, type InvoiceFormValues, type InvoiceSummaryFigures } from './invoice-form';

const T = INVOICE_TEXTS.dialog;

/** Description, quantity, unit, rate, amount, remove: wide enough to read; the table scrolls sideways below that. */
const COLUMNS = 'minmax(220px, 1fr) 96px 120px 128px 136px 36px';
const ITEM_FIELDS = ['description', 'quantity', 'unit', 'rate'] as const;
const UNIT_OPTIONS = INVOICE_UNITS.map((unit) => ({ value: unit, label: unit }));
const HEADER_KEYS: InvoiceHeaderKey[] = ['item', 'quantity', 'unit', 'rate', 'amount'];

/**
 * The items table of the invoice dialog (spec §2): description, quantity, unit (spec §9's list),
 * rate and the read-only amount (quantity × rate, rounded once to the currency's digits); a remove
 * button only when there is more than one item; Add Item; Customize Headers for the column labels.
 */
export function ItemsEditor({ form, figures }: { form: FormikProps<InvoiceFormValues>; figures: InvoiceSummaryFigures }) {
  const { token } = theme.useToken();
  const { items, headers } = form.values;
  const setItem = (index: number, change: Partial<InvoiceFormItem>) =>
    void form.setFieldValue(
      'items',
      items.map((item, at) => (at === index ? { ...item, ...change } : item)),
    );
  // A label's message shows as soon as it is wrong: the popover is where it is typed.
  const headerErrors = Object.fromEntries(
    HEADER_KEYS.map((key) => [key, nestedError(form.errors, { headers: { [key]: true } }, ['headers', key])]),
  ) as Partial<Record<InvoiceHeaderKey, string>>;
  const listError = typeof form.errors.items === 'string' && form.submitCount > 0 ? form.errors.items : undefined;
  const cellStyle = { padding: '8px 6px', minWidth: 0 } as const;
  const headStyle = {
    ...cellStyle,
    fontSize: 12,
    fontWeight: 600,
    color: token.colorTextSecondary,
    textTransform: 'uppercase' as const,
    letterSpacing: 0.4,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap' as const,
  };

  return (
    <section aria-label={T.itemsLabel} style={{ display: 'grid', gap: 8, width: '100%', minWidth: 0 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <Typography.Text strong>{T.items}</Typography.Text>
        <HeadersPopover headers={headers} errors={headerErrors} onChange={(next) => void form.setFieldValue('headers', next)} />
      </div>
      <div
        style={{
          overflowX: 'auto',
          width: '100%',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        <div role="table" aria-label={T.itemsLabel} style={{ minWidth: 760 }}>
          <div role="row" style={{ display: 'grid', gridTemplateColumns: COLUMNS, background: token.colorFillQuaternary }}>
            {HEADER_KEYS.map((key) => (
              <div
                key={key}
                role="columnheader"
                title={headers[key]}
                style={{ ...headStyle, textAlign: key === 'amount' ? 'right' : 'left' }}
              >
                {headers[key]}
              </div>
            ))}
            <div role="columnheader" style={headStyle} />
          </div>
          {items.map((item, index) => {
            const number = index + 1;
            const errors = ITEM_FIELDS.map((field) => nestedError(form.errors, form.touched, ['items', index, field])).filter(
              (message): message is string => Boolean(message),
            );
            const invalid = (field: (typeof ITEM_FIELDS)[number]) =>
              nestedError(form.errors, form.touched, ['items', index, field]) ? ('error' as const) : undefined;
            const tracked = (item.time_entry_ids?.length ?? 0) > 0;
            return (
              <div key={item.key} style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}>
                <div role="row" style={{ display: 'grid', gridTemplateColumns: COLUMNS, alignItems: 'center' }}>
                  <div role="cell" style={{ ...cellStyle, display: 'flex', gap: 6, alignItems: 'center' }}>
                    {tracked ? (
                      <Tooltip title={T.trackedTime}>
                        <FieldTimeOutlined aria-label={T.trackedTime} style={{ color: token.colorTextSecondary }} />
                      </Tooltip>
                    ) : null}
                    <Input
                      aria-label={T.description(number)}
                      value={item.description}
                      placeholder={T.descriptionPlaceholder}
                      maxLength={INVOICE_LONG_TEXT_MAX_LENGTH}
                      status={invalid('description')}
                      onChange={(event) => setItem(index, { description: event.target.value })}
                    />
                  </div>
                  <div role="cell" style={cellStyle}>
                    <Input
                      aria-label={T.quantity(number)}
                      value={item.quantity}
                      inputMode="decimal"
                      placeholder="0"
                      status={invalid('quantity')}
                      onChange={(event) => setItem(index, { quantity: event.target.value })}
                      style={{ textAlign: 'right' }}
                    />
                  </div>
                  <div role="cell" style={cellStyle}>
                    <Select<InvoiceUnit>
                      aria-label={T.unit(number)}
                      value={item.unit}
                      options={UNIT_OPTIONS}
                      showSearch
                      status={invalid('unit')}
                      onChange={(unit) => setItem(index, { unit })}
                      style={{ width: '100%' }}
                    />
                  </div>
                  <div role="cell" style={cellStyle}>
                    <Input
                      aria-label={T.rate(number)}
                      value={item.rate}
                      inputMode="decimal"
                      placeholder="0.00"
                      status={invalid('rate')}
                      onChange={(event) => setItem(index, { rate: event.target.value })}
                      style={{ textAlign: 'right' }}
                    />
                  </div>
                  <div role="cell" style={cellStyle}>
                    <Input
                      aria-label={T.amount(number)}
                      value={formatMoney(figures.itemAmountsMinor[index] ?? 0, figures.currency)}
                      readOnly
                      tabIndex={-1}
                      variant="borderless"
                      style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                    />
                  </div>
                  <div role="cell" style={{ ...cellStyle, paddingLeft: 0 }}>
                    {items.length > 1 ? (
                      <Tooltip title={T.removeItem(number)}>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={T.removeItem(number)}
                          onClick={() =>
                            void form.setFieldValue(
                              'items',
                              items.filter((_, at) => at !== index),
                            )
                          }
                        />
                      </Tooltip>
                    ) : null}
                  </div>
                </div>
                {errors.length > 0 ? (
                  <div style={{ padding: '0 6px 8px' }}>
                    <FieldMessage message={[...new Set(errors)].join(' ')} />
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
      <FieldMessage message={listError} />
      <Button
        type="dashed"
        icon={<PlusOutlined aria-hidden />}
        disabled={items.length >= INVOICE_MAX_ITEMS}
        onClick={() => void form.setFieldValue('items', [...items, newItem()])}
        style={{ justifySelf: 'start' }}
      >
        {T.addItem}
      </Button>
    </section>
  );
}
