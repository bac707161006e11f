import { ApiError } from '@kanri/api-client';
import {
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  webhookStoreRequestSchema,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEvent,
} from '@kanri/contracts/webhooks';
import {
  Alert,
  Button,
  Checkbox,
  Collapse,
  ConfirmDelete,
  CopyOutlined,
  ErrorPanel,
  Flex,
  FormDialog,
  FormField,
  Input,
  Modal,
  PlusOutlined,
  ReloadOutlined,
  SendOutlined,
  Skeleton,
  Switch,
  Tag,
  Typography,
  formatDateTime,
  formatRelativeTime,
  theme,
  toast,
} from '@kanri/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeliveries, useWebhooks, webhookKeys } from './webhooks-api';
import { ListStates } from './list-states';
import { WEBHOOK_TEXTS as T } from './webhooks-texts';

/** Where the API (and the webhook signature) is documented: the marketing-landing remote's page. */
const DOCS_PATH = '/developers';

interface FormValues {
  url: string;
  events: WebhookEvent[];
  active: boolean;
  allow_private_network: boolean;
}

const NEW_VALUES: FormValues = { url: '', events: [...WEBHOOK_EVENTS], active: true, allow_private_network: false };

const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = { pending: 'gold', succeeded: 'green', failed: 'red' };

type Webhooks = ReturnType<typeof useWebhooks>;

/** User menu → Webhooks (admins): the workspace's outgoing webhooks, their secrets and delivery logs. */
export default function WebhooksPanel() {
  const webhooks = useWebhooks();
  const { query } = webhooks;
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  const initialValues: FormValues =
    editing && editing !== 'new'
      ? {
          url: editing.url,
          events: editing.events,
          active: editing.active,
          allow_private_network: editing.allow_private_network,
        }
      : NEW_VALUES;

  return (
    <div style={{ display: 'grid', gap: 20, minWidth: 0 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {T.intro}{' '}
        <Typography.Link href={DOCS_PATH} target="_blank" rel="noreferrer">
          {T.docsLink}
        </Typography.Link>
      </Typography.Paragraph>
      <div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {T.newWebhook}
        </Button>
      </div>
      <ListStates
        query={query}
        loadFailed={T.loadFailed}
        empty={query.data?.length === 0 ? { title: T.emptyTitle, hint: T.emptyHint } : null}
      >
        {() => (
          <ul aria-label={T.listLabel} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {query.data!.map((hook) => (
              <WebhookRow
                key={hook.id}
                hook={hook}
                webhooks={webhooks}
                onEdit={() => setEditing(hook)}
                onDelete={() => setDeleting(hook)}
              />
            ))}
          </ul>
        )}
      </ListStates>
      <FormDialog<FormValues>
        open={editing !== null}
        title={editing === 'new' ? T.createTitle : T.editTitle}
        okText={editing === 'new' ? T.create : T.save}
        cancelText={T.cancel}
        width={600}
        initialValues={initialValues}
        schema={webhookStoreRequestSchema}
        onSubmit={async (values) => {
          const body = { ...values, url: values.url.trim() };
          try {
            if (editing === 'new' || editing === null) await webhooks.create(body);
            else await webhooks.update({ id: editing.id, ...body });
          } catch (error) {
            throw aboveTheForm(error);
          }
        }}
        onClose={() => setEditing(null)}
      >
        {(form) => (
          <>
            <FormField name="url" label={T.url}>
              {(control) => (
                <Input
                  {...control.props}
                  type="url"
                  maxLength={2048}
                  placeholder={T.urlPlaceholder}
                  value={control.value}
                  onChange={(event) => control.setValue(event.target.value)}
                />
              )}
            </FormField>
            <FormField<WebhookEvent[]> name="events" label={T.events} labelled={false}>
              {(control) => (
                <EventPicker value={control.value} onChange={control.setValue} invalid={Boolean(control.props.status)} />
              )}
            </FormField>
            <FormField<boolean> name="active" label={T.active} labelled={false}>
              {(control) => (
                <Switch aria-label={T.active} checked={control.value} onChange={(checked) => control.setValue(checked)} />
              )}
            </FormField>
            <FormField<boolean> name="allow_private_network" label={T.privateNetworkField} labelled={false}>
              {(control) => (
                <Checkbox checked={control.value} onChange={(event) => control.setValue(event.target.checked)}>
                  {T.allowPrivate}
                </Checkbox>
              )}
            </FormField>
            {form.values.allow_private_network ? <Alert type="warning" showIcon title={T.allowPrivateWarning} /> : null}
          </>
        )}
      </FormDialog>
      <ConfirmDelete
        open={deleting !== null}
        title={T.deleteTitle}
        okText={T.delete}
        cancelText={T.cancel}
        onConfirm={() => webhooks.remove.mutateAsync(deleting!.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? <Typography.Text style={{ overflowWrap: 'anywhere' }}>{T.deleteBody(deleting.url)}</Typography.Text> : null}
      </ConfirmDelete>
    </div>
  );
}

/**
 * A refused private address is answered by ticking "Allow private network addresses" as much as by
 * another URL: shown above the form rather than under the URL, where it would stay until the URL
 * changes (and keep Save from sending the allowance).
 */
function aboveTheForm(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error;
  const url = error.errors?.url;
  if (!url || !url.includes(WEBHOOK_MESSAGES.urlPrivate)) return error;
  const { url: _moved, ...others } = error.errors ?? {};
  return new ApiError(error.message, error.status, { ...others, address: url });
}

/** "All events" and one box per event, each with what it means. */
function EventPicker({
  value,
  onChange,
  invalid,
}: {
  value: WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  invalid: boolean;
}) {
  const { token: design } = theme.useToken();
  const all = WEBHOOK_EVENTS.every((event) => value.includes(event));
  return (
    <fieldset
      aria-label={T.events}
      style={{
        margin: 0,
        padding: '8px 12px',
        display: 'grid',
        gap: 6,
        border: `1px solid ${invalid ? design.colorError : design.colorBorderSecondary}`,
        borderRadius: 8,
      }}
    >
      <Checkbox
        checked={all}
        indeterminate={!all && value.length > 0}
        onChange={(event) => onChange(event.target.checked ? [...WEBHOOK_EVENTS] : [])}
      >
        <strong>{T.allEvents}</strong>
      </Checkbox>
      {WEBHOOK_EVENTS.map((event) => (
        <Checkbox
          key={event}
          checked={value.includes(event)}
          onChange={(change) =>
            onChange(
              change.target.checked
                ? WEBHOOK_EVENTS.filter((e) => e === event || value.includes(e))
                : value.filter((e) => e !== event),
            )
          }
        >
          <Typography.Text code>{event}</Typography.Text>{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {WEBHOOK_EVENT_DESCRIPTIONS[event]}
          </Typography.Text>
        </Checkbox>
      ))}
    </fieldset>
  );
}

function StatusTag({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {T.status[status]}
    </Tag>
  );
}

function WebhookRow({
  hook,
  webhooks,
  onEdit,
  onDelete,
}: {
  hook: Webhook;
  webhooks: Webhooks;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { token: design } = theme.useToken();
  const [logOpen, setLogOpen] = useState(false);
  const allEvents = WEBHOOK_EVENTS.every((event) => hook.events.includes(event));
  return (
    <li
      aria-label={hook.url}
      data-testid="webhook"
      style={{
        display: 'grid',
        gap: 8,
        padding: '12px 14px',
        border: `1px solid ${design.colorBorderSecondary}`,
        borderRadius: 8,
        minWidth: 0,
      }}
    >
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        <Switch
          size="small"
          aria-label={T.activeLabel(hook.url)}
          checked={hook.active}
          loading={webhooks.toggle.isPending && webhooks.toggle.variables?.id === hook.id}
          onChange={(active) => webhooks.toggle.mutate({ id: hook.id, active })}
        />
        <Typography.Text strong ellipsis={{ tooltip: hook.url }} style={{ flex: 1, minWidth: 0, fontFamily: 'monospace' }}>
          {hook.url}
        </Typography.Text>
        <Button size="small" onClick={onEdit} aria-label={`${T.edit}: ${hook.url}`}>
          {T.edit}
        </Button>
        <Button size="small" danger onClick={onDelete} aria-label={`${T.delete}: ${hook.url}`}>
          {T.delete}
        </Button>
      </Flex>
      <Flex wrap gap={4}>
        {allEvents ? (
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {T.allEvents}
          </Tag>
        ) : (
          hook.events.map((event) => (
            <Tag key={event} style={{ marginInlineEnd: 0 }}>
              {event}
            </Tag>
          ))
        )}
        {hook.allow_private_network ? (
          <Tag color="orange" style={{ marginInlineEnd: 0 }}>
            {T.privateNetwork}
          </Tag>
        ) : null}
      </Flex>
      <Flex align="center" gap={8} wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {T.lastDelivery}:
        </Typography.Text>
        {hook.last_delivery ? (
          <>
            <StatusTag status={hook.last_delivery.status} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {hook.last_delivery.response_code ?? T.noResponse} · {formatRelativeTime(hook.last_delivery.created_at)}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.noDeliveries}
          </Typography.Text>
        )}
      </Flex>
      <Secret hook={hook} webhooks={webhooks} />
      <Flex gap={8} wrap>
        <Button
          size="small"
          icon={<SendOutlined aria-hidden />}
          loading={webhooks.ping.isPending && webhooks.ping.variables === hook.id}
          onClick={() => {
            webhooks.ping.mutate(hook.id);
            setLogOpen(true);
          }}
        >
          {T.sendTest}
        </Button>
        <Button size="small" aria-expanded={logOpen} onClick={() => setLogOpen((open) => !open)}>
          {logOpen ? T.hideLog : T.showLog}
        </Button>
      </Flex>
      {logOpen ? <DeliveryLog hook={hook} webhooks={webhooks} /> : null}
    </li>
  );
}

/** The signing secret, hidden until shown, with Copy and Rotate (after a confirmation). */
function Secret({ hook, webhooks }: { hook: Webhook; webhooks: Webhooks }) {
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(hook.secret);
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  }
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {T.secret}
      </Typography.Text>
      <Input
        readOnly
        size="small"
        aria-label={`${T.secret}: ${hook.url}`}
        value={shown ? hook.secret : '•'.repeat(24)}
        style={{ fontFamily: 'monospace', flex: '1 1 220px', minWidth: 0 }}
        onFocus={(event) => shown && event.target.select()}
      />
      <Button size="small" onClick={() => setShown((value) => !value)}>
        {shown ? T.hide : T.reveal}
      </Button>
      <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
        {T.copy}
      </Button>
      <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => setConfirming(true)}>
        {T.rotate}
      </Button>
      <Modal
        open={confirming}
        title={T.rotateTitle}
        okText={T.rotateOk}
        cancelText={T.cancel}
        confirmLoading={webhooks.rotate.isPending}
        onOk={async () => {
          await webhooks.rotate.mutateAsync(hook.id).catch((error: Error) => toast.error(error.message));
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      >
        <Typography.Paragraph>{T.rotateBody}</Typography.Paragraph>
      </Modal>
    </Flex>
  );
}

/** A webhook's deliveries, newest first, a page at a time, each expandable to its payload and attempts. */
function DeliveryLog({ hook, webhooks }: { hook: Webhook; webhooks: Webhooks }) {
  const [page, setPage] = useState(1);
  const query = useDeliveries(hook.id, page);
  const queryClient = useQueryClient();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (query.isError)
    return <ErrorPanel title={T.logFailed} description={query.error.message} onRetry={() => void query.refetch()} />;
  const { items, total, per_page: perPage } = query.data;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <section aria-label={T.logLabel(hook.url)} style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>{T.showLog}</Typography.Text>
        <Button
          size="small"
          type="text"
          icon={<ReloadOutlined aria-hidden />}
          onClick={() => void queryClient.invalidateQueries({ queryKey: webhookKeys.all })}
        >
          {T.refresh}
        </Button>
      </Flex>
      {items.length === 0 ? (
        <Typography.Text type="secondary">{T.logEmpty}</Typography.Text>
      ) : (
        <Collapse
          size="small"
          items={items.map((delivery) => ({
            key: delivery.id,
            label: <DeliverySummary delivery={delivery} />,
            extra: (
              <Button
                size="small"
                loading={webhooks.redeliver.isPending && webhooks.redeliver.variables === delivery.id}
                onClick={(event) => {
                  event.stopPropagation();
                  webhooks.redeliver.mutate(delivery.id);
                }}
              >
                {T.redeliver}
              </Button>
            ),
            children: <DeliveryDetails delivery={delivery} />,
          }))}
        />
      )}
      {pages > 1 ? (
        <Flex justify="space-between" align="center">
          <Button size="small" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {T.newer}
          </Button>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.page(page, pages)}
          </Typography.Text>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {T.older}
          </Button>
        </Flex>
      ) : null}
    </section>
  );
}

function DeliverySummary({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <Flex gap={8} align="center" wrap data-testid="webhook-delivery" style={{ minWidth: 0 }}>
      <Typography.Text code>{delivery.event}</Typography.Text>
      <StatusTag status={delivery.status} />
      {delivery.redelivery_of ? <Tag style={{ marginInlineEnd: 0 }}>{T.redelivery}</Tag> : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {delivery.last_response_code ?? T.noResponse}
        {delivery.duration_ms !== null ? ` · ${T.durationMs(delivery.duration_ms)}` : ''} · {T.attempts(delivery.attempts_count)}{' '}
        ·{' '}
        <time dateTime={delivery.created_at} title={formatDateTime(delivery.created_at)}>
          {formatRelativeTime(delivery.created_at)}
        </time>
      </Typography.Text>
    </Flex>
  );
}

function DeliveryDetails({ delivery }: { delivery: WebhookDelivery }) {
  const { token: design } = theme.useToken();
  const block = {
    margin: 0,
    padding: 8,
    maxHeight: 240,
    overflow: 'auto',
    fontSize: 12,
    background: design.colorFillTertiary,
    borderRadius: 6,
    whiteSpace: 'pre-wrap' as const,
    overflowWrap: 'anywhere' as const,
  };
  return (
    <div style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      {delivery.status === 'pending' && delivery.next_attempt_at ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {T.nextAttempt}: {formatDateTime(delivery.next_attempt_at)}
        </Typography.Text>
      ) : null}
      <Typography.Text strong>{T.payload}</Typography.Text>
      <pre style={block}>{JSON.stringify(delivery.payload, null, 2)}</pre>
      <Typography.Text strong>{T.attemptsTitle}</Typography.Text>
      {delivery.attempts.map((attempt) => (
        <div key={attempt.id} style={{ display: 'grid', gap: 4 }}>
          <Typography.Text style={{ fontSize: 12 }}>
            {formatDateTime(attempt.started_at)} · {attempt.response_code ?? T.noResponse} · {T.durationMs(attempt.duration_ms)}
          </Typography.Text>
          {attempt.error ? (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {T.error}: {attempt.error}
            </Typography.Text>
          ) : null}
          {attempt.response_excerpt ? <pre style={block}>{attempt.response_excerpt}</pre> : null}
        </div>
      ))}
    </div>
  );
}
