import { ApiError, failureMessage } from '@kanri/api-client';
import type { Invoice, UnbilledGrouping, UnbilledTimeGroup } from '@kanri/contracts/business';
import { Alert, Button, Checkbox, EmptyState, ErrorPanel, Modal, Segmented, Skeleton, formatMoney } from '@kanri/design-system';
import { useEffect, useMemo, useState } from 'react';
import { useInvoiceViewActions, useUnbilledTimeQuery } from '../api/use-invoice-detail';
import { failureDetail } from './failure-detail';
import { INVOICE_VIEW_TEXTS } from './texts';

const T = INVOICE_VIEW_TEXTS.unbilled;

const CSS = `
.kb-time-list { list-style: none; margin: 0; padding: 0; max-height: 46vh; overflow-y: auto; border: 1px solid var(--kanri-color-border, #2a2a2e); border-radius: 8px; }
.kb-time-row { display: grid; grid-template-columns: auto minmax(0, 1fr) auto; gap: 12px; align-items: center; padding: 10px 12px; border-bottom: 1px solid var(--kanri-color-border, #2a2a2e); }
.kb-time-row:last-child { border-bottom: 0; }
.kb-time-text { min-width: 0; display: grid; gap: 2px; }
.kb-time-description { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kb-time-meta { color: rgba(255, 255, 255, 0.55); font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kb-time-amount { font-variant-numeric: tabular-nums; font-weight: 600; white-space: nowrap; }
.kb-time-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 12px; }
.kb-time-total { display: flex; justify-content: space-between; gap: 12px; padding: 10px 12px; border-radius: 8px; background: var(--kanri-color-fill-tertiary, rgba(255,255,255,0.06)); font-weight: 600; }
.kb-time-total span:last-child { font-variant-numeric: tabular-nums; }
`;

/** The sum of the picked groups' amounts (integer minor units: exact). */
export function pickedTotalMinor(groups: readonly UnbilledTimeGroup[], picked: ReadonlySet<string>): number {
  return groups.reduce((sum, group) => (picked.has(group.key) ? sum + group.amount_minor : sum), 0);
}

/**
 * Add unbilled time (issue 16, tracked time → invoice lines): the invoice's client's billable time in
 * the invoice's currency not on any invoice yet, per task or per day; the picked groups become items
 * (hours × the rate they were tracked at) through POST /invoices/add-time. A 409 (someone invoiced
 * some of it meanwhile) shows the server's message and reloads the list.
 */
export function AddTimeDialog({
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
  const [groupBy, setGroupBy] = useState<UnbilledGrouping>('task');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const actions = useInvoiceViewActions();
  const query = useUnbilledTimeQuery(
    { client_id: invoice.client_id ?? 0, currency: invoice.currency, group_by: groupBy, time_zone: timeZone },
    open && invoice.client_id !== null,
  );
  const groups = useMemo(() => query.data?.groups ?? [], [query.data]);

  // Each opening starts afresh: per task, nothing picked, no refusal.
  useEffect(() => {
    if (!open) return;
    setGroupBy('task');
    setPicked(new Set());
    setRefusal(null);
  }, [open]);

  // Picks that are no longer offered (another grouping, a reload) are dropped.
  useEffect(() => {
    setPicked((current) => {
      const keys = new Set(groups.map((group) => group.key));
      const kept = [...current].filter((key) => keys.has(key));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [groups]);

  const allPicked = groups.length > 0 && groups.every((group) => picked.has(group.key));
  const somePicked = groups.some((group) => picked.has(group.key));
  const totalMinor = pickedTotalMinor(groups, picked);
  const money = (minor: number) => formatMoney(minor, invoice.currency);

  function toggle(key: string, on: boolean) {
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  async function add() {
    const entryIds = groups.filter((group) => picked.has(group.key)).flatMap((group) => group.entry_ids);
    if (entryIds.length === 0) return;
    setRefusal(null);
    try {
      await actions.addTime({ id: invoice.id, entry_ids: entryIds, group_by: groupBy, time_zone: timeZone });
      onClose();
    } catch (error) {
      setRefusal(failureMessage(error, T.failed));
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        setPicked(new Set());
        void query.refetch();
      }
    }
  }

  let body;
  if (query.isError && !query.data) {
    body = (
      <ErrorPanel
        title={T.loadFailed}
        description={failureDetail(query.error, T.loadFailed)}
        onRetry={() => void query.refetch()}
        retryLabel={T.retry}
      />
    );
  } else if (!query.data) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (groups.length === 0) {
    body = <EmptyState title={T.empty(invoice.currency)} />;
  } else {
    body = (
      <>
        <div className="kb-time-head">
          <Checkbox
            checked={allPicked}
            indeterminate={somePicked && !allPicked}
            onChange={(event) => setPicked(event.target.checked ? new Set(groups.map((group) => group.key)) : new Set())}
          >
            {T.selectAll}
          </Checkbox>
          <span style={{ color: 'rgba(255, 255, 255, 0.55)' }}>
            {T.picked(groups.filter((g) => picked.has(g.key)).length, groups.length)}
          </span>
        </div>
        <ul className="kb-time-list" aria-label={T.listLabel}>
          {groups.map((group) => (
            <li key={group.key} className="kb-time-row">
              <Checkbox
                checked={picked.has(group.key)}
                aria-label={T.pick(group.description)}
                onChange={(event) => toggle(group.key, event.target.checked)}
              />
              <div className="kb-time-text">
                <span className="kb-time-description" title={group.description}>
                  {group.description}
                </span>
                <span className="kb-time-meta" title={group.project_name}>
                  {T.hours(group.hours)} · {T.rate(money(group.rate_minor))} · {group.project_name}
                </span>
              </div>
              <span className="kb-time-amount">{money(group.amount_minor)}</span>
            </li>
          ))}
        </ul>
        <div className="kb-time-total" role="status" aria-label={T.total}>
          <span>{T.total}</span>
          <span>{money(totalMinor)}</span>
        </div>
      </>
    );
  }

  return (
    <Modal
      open={open}
      title={T.title}
      width={640}
      destroyOnHidden
      closable={!actions.addingTime}
      keyboard={!actions.addingTime}
      mask={{ closable: !actions.addingTime }}
      onCancel={() => {
        if (!actions.addingTime) onClose();
      }}
      footer={
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={onClose} disabled={actions.addingTime}>
            {T.cancel}
          </Button>
          <Button type="primary" loading={actions.addingTime} disabled={!somePicked} onClick={() => void add()}>
            {T.add}
          </Button>
        </div>
      }
    >
      <style>{CSS}</style>
      <div style={{ display: 'grid', gap: 14 }}>
        <span style={{ color: 'rgba(255, 255, 255, 0.65)' }}>{T.intro(invoice.client_name, invoice.currency)}</span>
        <Segmented<UnbilledGrouping>
          aria-label={T.groupLabel}
          value={groupBy}
          onChange={(value) => {
            setGroupBy(value);
            setPicked(new Set());
            setRefusal(null);
          }}
          options={[
            { value: 'task', label: T.perTask },
            { value: 'day', label: T.perDay },
          ]}
        />
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
        {body}
      </div>
    </Modal>
  );
}
