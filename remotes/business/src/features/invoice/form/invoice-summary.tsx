import { formatMoney, theme } from '@kanri/design-system';
import { INVOICE_TEXTS } from '../texts';
import type { InvoiceSummaryFigures } from './invoice-form';

const T = INVOICE_TEXTS.dialog;

/**
 * The live summary (spec §2, §9): Subtotal, Discount, Shipping, Tax (rate %), Total, Amount Paid and
 * Balance Due, from `summaryOf` (the contract's maths, the figures the server will store).
 */
export function InvoiceSummary({ figures }: { figures: InvoiceSummaryFigures }) {
  const { token } = theme.useToken();
  const money = (minor: number) => formatMoney(minor, figures.currency);
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: T.subtotal, value: money(figures.subtotalMinor) },
    { label: T.discount, value: figures.discountMinor > 0 ? money(-figures.discountMinor) : money(0) },
    { label: T.shipping, value: money(figures.shippingMinor) },
    { label: T.tax(figures.taxRate), value: money(figures.taxMinor) },
    { label: T.total, value: money(figures.totalMinor), strong: true },
    { label: T.amountPaid, value: money(figures.amountPaidMinor) },
    { label: T.balanceDue, value: money(figures.balanceDueMinor), strong: true },
  ];
  return (
    <section
      aria-label={T.summary}
      style={{
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: '12px 16px',
        minWidth: 0,
      }}
    >
      <div style={{ fontWeight: 600, marginBottom: 8 }}>{T.summary}</div>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: 6, columnGap: 16 }}>
        {rows.map((row) => (
          <div key={row.label} style={{ display: 'contents' }}>
            <dt
              style={{
                color: row.strong ? token.colorText : token.colorTextSecondary,
                fontWeight: row.strong ? 600 : 400,
                borderTop: row.label === T.total ? `1px solid ${token.colorBorderSecondary}` : undefined,
                paddingTop: row.label === T.total ? 6 : 0,
              }}
            >
              {row.label}
            </dt>
            <dd
              style={{
                margin: 0,
                textAlign: 'right',
                fontVariantNumeric: 'tabular-nums',
                fontWeight: row.strong ? 600 : 400,
                whiteSpace: 'nowrap',
                borderTop: row.label === T.total ? `1px solid ${token.colorBorderSecondary}` : undefined,
                paddingTop: row.label === T.total ? 6 : 0,
              }}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
