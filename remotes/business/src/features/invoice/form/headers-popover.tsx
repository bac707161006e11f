import { DEFAULT_INVOICE_HEADERS, type InvoiceHeaderKey, type InvoiceHeaders } from '@kanri/contracts/business';
import { Button, FontSizeOutlined, Input, Popover } from '@kanri/design-system';
import { useState } from 'react';
import { INVOICE_TEXTS } from '../texts';
import { FieldMessage } from './field-message';

const T = INVOICE_TEXTS.dialog;
const KEYS = Object.keys(DEFAULT_INVOICE_HEADERS) as InvoiceHeaderKey[];

/**
 * Customize Headers (spec §2): the labels of the items' columns (item, quantity, unit, rate,
 * amount) on this invoice, its print view and PDF; defaults of spec §9.
 */
export function HeadersPopover({
  headers,
  errors,
  onChange,
}: {
  headers: InvoiceHeaders;
  /** The schema's messages per label (a label needs 1 to 40 characters). */
  errors: Partial<Record<InvoiceHeaderKey, string>>;
  onChange: (headers: InvoiceHeaders) => void;
}) {
  const [open, setOpen] = useState(false);
  const content = (
    <div style={{ display: 'grid', gap: 10, width: 260 }}>
      {KEYS.map((key) => (
        <label key={key} style={{ display: 'grid', gap: 4 }}>
          <span style={{ fontSize: 12, opacity: 0.65 }}>{T.headerLabels[key]}</span>
          <Input
            aria-label={T.headerLabels[key]}
            value={headers[key]}
            maxLength={40}
            status={errors[key] ? 'error' : undefined}
            onChange={(event) => onChange({ ...headers, [key]: event.target.value })}
            onPressEnter={(event) => event.preventDefault()}
          />
          <FieldMessage message={errors[key]} />
        </label>
      ))}
      <Button size="small" onClick={() => onChange({ ...DEFAULT_INVOICE_HEADERS })} style={{ justifySelf: 'start' }}>
        {T.resetHeaders}
      </Button>
    </div>
  );
  const hasError = KEYS.some((key) => errors[key]);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={T.customizeHeaders}
      content={content}
    >
      <Button size="small" icon={<FontSizeOutlined aria-hidden />} aria-expanded={open} danger={hasError}>
        {T.customizeHeaders}
      </Button>
    </Popover>
  );
}
