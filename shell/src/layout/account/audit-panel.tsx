import { displayName } from '@kanri/contracts';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_CATEGORIES,
  AUDIT_CATEGORY_LABELS,
  type AuditCategory,
  type AuditEvent,
} from '@kanri/contracts/audit';
import { Button, Select, Tag, Tooltip, Typography, formatDateTime, formatRelativeTime, theme } from '@kanri/design-system';
import { useState } from 'react';
import { useAuditLog, useAuditMembers, type AuditFilters } from './audit-api';
import { AUDIT_TEXTS as T } from './audit-texts';
import { ListStates } from './list-states';

/** User menu → Audit log (admins): the workspace's security events, newest first. */
export default function AuditPanel() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAuditLog(filters);
  const members = useAuditMembers();
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];
  const filtered = filters.category !== undefined || filters.userId !== undefined;

  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {T.intro}
      </Typography.Paragraph>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Select<AuditCategory | 'all'>
          aria-label={T.category}
          style={{ flex: '1 1 180px', minWidth: 0 }}
          value={filters.category ?? 'all'}
          onChange={(value) => setFilters((current) => ({ ...current, category: value === 'all' ? undefined : value }))}
          options={[
            { value: 'all', label: T.allCategories },
            ...AUDIT_CATEGORIES.map((category) => ({ value: category, label: AUDIT_CATEGORY_LABELS[category] })),
          ]}
        />
        <Select<number | 'all'>
          aria-label={T.member}
          style={{ flex: '1 1 180px', minWidth: 0 }}
          showSearch={{ optionFilterProp: 'label' }}
          loading={members.isPending}
          value={filters.userId ?? 'all'}
          onChange={(value) => setFilters((current) => ({ ...current, userId: value === 'all' ? undefined : value }))}
          options={[
            { value: 'all', label: T.allMembers },
            ...(members.data ?? []).map((member) => ({ value: member.id, label: displayName(member) || member.email })),
          ]}
        />
      </div>
      <ListStates
        query={log}
        loadFailed={T.loadFailed}
        empty={
          events.length > 0
            ? null
            : filtered
              ? { title: T.noMatchTitle, hint: T.noMatchHint }
              : { title: T.emptyTitle, hint: T.emptyHint }
        }
      >
        {() => (
          <>
            <ul aria-label={T.listLabel} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              {events.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </ul>
            {log.hasNextPage ? (
              <Button onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage} style={{ justifySelf: 'center' }}>
                {T.loadMore}
              </Button>
            ) : null}
          </>
        )}
      </ListStates>
    </div>
  );
}

/** Who acted: the actor, else (a failed sign-in) the account tried, else the e-mail typed. */
function whoOf(event: AuditEvent): string {
  if (event.actor) return event.actor.name || event.actor.email;
  if (event.account) return event.account.name || event.account.email;
  const email = event.details.email;
  return typeof email === 'string' ? email : T.someone;
}

/** The line under the action: what it was done to, and the facts that matter for it. */
function factsOf(event: AuditEvent): string[] {
  const facts: string[] = [];
  const { details } = event;
  if (event.action === 'auth.sign_in_failed') {
    const reason = typeof details.reason === 'string' ? T.failureReasons[details.reason] : undefined;
    if (reason) facts.push(reason);
    if (typeof details.email === 'string') facts.push(T.triedAs(details.email));
  }
  if (event.target_label) facts.push(event.target_label);
  else if (event.target_type && event.target_id) facts.push(`${event.target_type} #${event.target_id}`);
  if (event.action === 'member.role_changed' && typeof details.from === 'string' && typeof details.to === 'string') {
    facts.push(T.roleChange(details.from, details.to));
  }
  if (typeof details.sessions_ended === 'number' && details.sessions_ended > 0)
    facts.push(T.sessionsEnded(details.sessions_ended));
  return facts;
}

function EventRow({ event }: { event: AuditEvent }) {
  const { token: design } = theme.useToken();
  const failed = event.action === 'auth.sign_in_failed';
  const facts = factsOf(event);
  const where = [event.device, event.ip].filter(Boolean).join(' · ');
  return (
    <li
      data-testid="audit-event"
      style={{
        display: 'grid',
        gap: 4,
        padding: '10px 12px',
        border: `1px solid ${failed ? design.colorErrorBorder : design.colorBorderSecondary}`,
        borderRadius: 8,
        minWidth: 0,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 8, minWidth: 0 }}>
        <Typography.Text strong ellipsis={{ tooltip: whoOf(event) }} style={{ minWidth: 0, flexShrink: 1 }}>
          {whoOf(event)}
        </Typography.Text>
        <Typography.Text style={{ flex: 1, minWidth: 0 }}>{AUDIT_ACTION_LABELS[event.action]}</Typography.Text>
        <Tooltip title={formatDateTime(event.created_at)}>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            <time dateTime={event.created_at}>{formatRelativeTime(event.created_at)}</time>
          </Typography.Text>
        </Tooltip>
      </div>
      {facts.length > 0 ? (
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {facts.join(' · ')}
        </Typography.Text>
      ) : null}
      {where || failed || event.via === 'token' ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
          {failed ? <Tag color="red">{T.failed}</Tag> : null}
          {event.via === 'token' ? <Tag>{T.viaToken}</Tag> : null}
          {where ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {where}
            </Typography.Text>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
