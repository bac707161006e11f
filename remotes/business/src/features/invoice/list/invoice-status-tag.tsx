import { INVOICE_STATUS_LABELS, type InvoiceDisplayStatus } from '@kanri/contracts/business';
import { Tag } from '@kanri/design-system';

/** Spec §2's status badge: overdue in red, paid green, sent blue, draft grey. */
export const INVOICE_STATUS_COLORS: Record<InvoiceDisplayStatus, string> = {
  draft: 'default',
  sent: 'blue',
  paid: 'green',
  overdue: 'red',
};

export function InvoiceStatusTag({ status }: { status: InvoiceDisplayStatus }) {
  return (
    <Tag color={INVOICE_STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {INVOICE_STATUS_LABELS[status]}
    </Tag>
  );
}
