import { INVOICE_DEFAULTS, type CurrencyTotals, type InvoiceCounts } from '@kanri/contracts/business';
import {
  CheckCircleOutlined,
  Col,
  DollarOutlined,
  FileTextOutlined,
  formatMoney,
  Row,
  Skeleton,
  StatCard,
  ClockCircleOutlined,
} from '@kanri/design-system';
import type { ReactNode } from 'react';
import { INVOICE_TEXTS } from '../texts';

const T = INVOICE_TEXTS.cards;

/**
 * One line per currency (never USD added to JPY), each with the currency's own digits; `$0.00`
 * when the workspace has no invoice yet.
 */
export function moneyLines(perCurrency: readonly CurrencyTotals[], pick: (totals: CurrencyTotals) => number): string[] {
  if (perCurrency.length === 0) return [formatMoney(0, INVOICE_DEFAULTS.currency)];
  return perCurrency.map((totals) => formatMoney(pick(totals), totals.currency));
}

function MoneyValue({ lines }: { lines: string[] }) {
  // Several currencies take several lines; smaller, so the four cards keep one height on a wide screen.
  const several = lines.length > 1;
  return (
    <div style={{ display: 'grid', minWidth: 0, ...(several ? { fontSize: 18, lineHeight: 1.3 } : {}) }}>
      {lines.map((line) => (
        <span key={line} title={line} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {line}
        </span>
      ))}
    </div>
  );
}

/**
 * The cards of spec §2 over the workspace's invoices (not the filter): Total Invoices, Total
 * Revenue and Pending Amount per currency, Paid Invoices.
 */
export function InvoiceCards({ counts, failed }: { counts: InvoiceCounts | undefined; failed: boolean }) {
  const value = (present: (counts: InvoiceCounts) => ReactNode) =>
    counts ? present(counts) : failed ? '—' : <Skeleton.Input active size="small" />;
  const cards: { key: string; title: string; icon: ReactNode; value: ReactNode }[] = [
    { key: 'total', title: T.total, icon: <FileTextOutlined aria-hidden />, value: value((c) => c.total) },
    {
      key: 'revenue',
      title: T.revenue,
      icon: <DollarOutlined aria-hidden />,
      value: value((c) => <MoneyValue lines={moneyLines(c.per_currency, (totals) => totals.revenue_minor)} />),
    },
    {
      key: 'pending',
      title: T.pending,
      icon: <ClockCircleOutlined aria-hidden />,
      value: value((c) => <MoneyValue lines={moneyLines(c.per_currency, (totals) => totals.pending_minor)} />),
    },
    { key: 'paid', title: T.paid, icon: <CheckCircleOutlined aria-hidden />, value: value((c) => c.paid) },
  ];
  return (
    <section aria-label={T.label} style={{ marginBottom: 24 }}>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} sm={12} lg={6} style={{ display: 'flex' }}>
            {/* The cards of a row keep one height when a money card has several lines. */}
            <div style={{ flex: 1, display: 'grid', minWidth: 0 }}>
              <StatCard title={card.title} value={card.value} icon={card.icon} />
            </div>
          </Col>
        ))}
      </Row>
    </section>
  );
}
