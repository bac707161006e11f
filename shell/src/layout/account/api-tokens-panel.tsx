import {
  API_TOKEN_AREA_INFO,
  API_TOKEN_AREAS,
  API_TOKEN_DEFAULT_EXPIRY,
  API_TOKEN_EXPIRY_OPTIONS,
  apiTokenCreateRequestSchema,
  type ApiToken,
  type ApiTokenArea,
  type ApiTokenCreated,
  type ApiTokenExpiry,
  type ApiTokenScope,
} from '@kanri/contracts/api-tokens';
import {
  Alert,
  Button,
  Checkbox,
  ConfirmDelete,
  CopyOutlined,
  Flex,
  FormDialog,
  FormField,
  Input,
  PlusOutlined,
  Select,
  Tag,
  Typography,
  formatDay,
  formatRelativeTime,
  theme,
  toast,
} from '@kanri/design-system';
import { useState } from 'react';
import { useApiTokens } from './api-tokens-api';
import { ListStates } from './list-states';
import { API_TOKEN_TEXTS as T } from './api-tokens-texts';

/** Where the API is documented (the marketing-landing remote's page). */
const DOCS_PATH = '/developers';

interface CreateValues {
  name: string;
  scopes: ApiTokenScope[];
  expires_in: ApiTokenExpiry;
}

const INITIAL_VALUES: CreateValues = { name: '', scopes: [], expires_in: API_TOKEN_DEFAULT_EXPIRY };

/** User menu → API tokens: the caller's personal access tokens in this workspace. */
export default function ApiTokensPanel() {
  const { query, create, revoke } = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <div style={{ display: 'grid', gap: 20, minWidth: 0 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {T.intro}{' '}
        <Typography.Link href={DOCS_PATH} target="_blank" rel="noreferrer">
          {T.docsLink}
        </Typography.Link>
      </Typography.Paragraph>
      {created ? <NewToken token={created} onDone={() => setCreated(null)} /> : null}
      <div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {T.newToken}
        </Button>
      </div>
      <ListStates
        query={query}
        loadFailed={T.loadFailed}
        empty={query.data?.length === 0 ? { title: T.emptyTitle, hint: T.emptyHint } : null}
      >
        {() => (
          <ul aria-label={T.listLabel} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {query.data!.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
      </ListStates>
      <FormDialog<CreateValues>
        open={creating}
        title={T.createTitle}
        okText={T.create}
        cancelText={T.cancel}
        width={560}
        initialValues={INITIAL_VALUES}
        schema={apiTokenCreateRequestSchema}
        onSubmit={async (values) => setCreated(await create({ ...values, name: values.name.trim() }))}
        onClose={() => setCreating(false)}
      >
        <FormField name="name" label={T.name}>
          {(control) => (
            <Input
              {...control.props}
              maxLength={120}
              placeholder={T.namePlaceholder}
              value={control.value}
              onChange={(event) => control.setValue(event.target.value)}
            />
          )}
        </FormField>
        <FormField<ApiTokenScope[]> name="scopes" label={T.scopes} labelled={false}>
          {(control) => <ScopePicker value={control.value} onChange={control.setValue} invalid={Boolean(control.props.status)} />}
        </FormField>
        <FormField<ApiTokenExpiry> name="expires_in" label={T.expiry}>
          {(control) => (
            <Select
              {...control.props}
              style={{ minWidth: 180 }}
              value={control.value}
              onChange={(value: ApiTokenExpiry) => control.setValue(value)}
              options={API_TOKEN_EXPIRY_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
            />
          )}
        </FormField>
      </FormDialog>
      <ConfirmDelete
        open={revoking !== null}
        title={T.revokeTitle}
        okText={T.revoke}
        cancelText={T.cancel}
        onConfirm={() => revoke.mutateAsync(revoking!.id)}
        onClose={() => setRevoking(null)}
      >
        {revoking ? <Typography.Text style={{ overflowWrap: 'anywhere' }}>{T.revokeBody(revoking.name)}</Typography.Text> : null}
      </ConfirmDelete>
    </div>
  );
}

/** The token just created, in clear this once. */
function NewToken({ token, onDone }: { token: ApiTokenCreated; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(token.token);
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  }
  return (
    <section aria-label={T.tokenLabel} style={{ display: 'grid', gap: 8 }}>
      <Alert type="warning" showIcon title={T.shownOnceTitle} description={T.shownOnce} />
      <Flex gap={8}>
        <Input
          readOnly
          aria-label={T.tokenLabel}
          value={token.token}
          style={{ fontFamily: 'monospace' }}
          onFocus={(event) => event.target.select()}
        />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {T.copy}
        </Button>
      </Flex>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {T.usage}
        </Typography.Text>
        <Button size="small" onClick={onDone}>
          {T.done}
        </Button>
      </Flex>
    </section>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const { token: design } = theme.useToken();
  const expired = token.state === 'expired';
  return (
    <li
      aria-label={token.name}
      data-testid="api-token"
      style={{
        display: 'grid',
        gap: 6,
        padding: '10px 12px',
        border: `1px solid ${design.colorBorderSecondary}`,
        borderRadius: 8,
        minWidth: 0,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        <Typography.Text strong ellipsis={{ tooltip: token.name }} style={{ flex: 1, minWidth: 0 }}>
          {token.name}
        </Typography.Text>
        {expired ? <Tag color="red">{T.expired}</Tag> : null}
        <Button size="small" danger onClick={onRevoke} aria-label={`${T.revoke}: ${token.name}`}>
          {T.revoke}
        </Button>
      </div>
      <Typography.Text code style={{ fontSize: 12, justifySelf: 'start' }}>
        {token.prefix}…
      </Typography.Text>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {token.scopes.map((scope) => (
          <Tag key={scope} color={scope.endsWith(':write') ? 'gold' : 'blue'} style={{ marginInlineEnd: 0 }}>
            {scope}
          </Tag>
        ))}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {T.created} {formatDay(token.created_at)} ·{' '}
        {token.last_used_at ? `${T.lastUsed} ${formatRelativeTime(token.last_used_at)}` : T.neverUsed} ·{' '}
        {token.expires_at ? `${expired ? T.expired : T.expires} ${formatDay(token.expires_at)}` : T.neverExpires}
      </Typography.Text>
    </li>
  );
}

/** Per area a Read and a Write box (write includes read), with all-read / all-write shortcuts. */
function ScopePicker({
  value,
  onChange,
  invalid,
}: {
  value: ApiTokenScope[];
  onChange: (scopes: ApiTokenScope[]) => void;
  invalid: boolean;
}) {
  const { token: design } = theme.useToken();
  const has = (scope: ApiTokenScope) => value.includes(scope);
  const set = (area: ApiTokenArea, read: boolean, write: boolean) => {
    const others = value.filter((scope) => !scope.startsWith(`${area}:`));
    const mine: ApiTokenScope[] = write ? [`${area}:read`, `${area}:write`] : read ? [`${area}:read`] : [];
    onChange([...others, ...mine]);
  };
  const allRead = () => onChange(API_TOKEN_AREAS.map((area) => `${area}:read` as const));
  const allWrite = () =>
    onChange(
      API_TOKEN_AREAS.flatMap((area) =>
        API_TOKEN_AREA_INFO[area].writable ? [`${area}:read` as const, `${area}:write` as const] : [`${area}:read` as const],
      ),
    );
  return (
    <div style={{ display: 'grid', gap: 8, width: '100%' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {T.scopesHint}
      </Typography.Text>
      <Flex gap={8} wrap align="center">
        <Button size="small" onClick={allRead}>
          {T.allRead}
        </Button>
        <Button size="small" onClick={allWrite}>
          {T.allWrite}
        </Button>
        <Button size="small" type="text" onClick={() => onChange([])}>
          {T.clear}
        </Button>
      </Flex>
      <table
        style={{
          width: '100%',
          borderCollapse: 'collapse',
          border: `1px solid ${invalid ? design.colorError : design.colorBorderSecondary}`,
          borderRadius: 8,
        }}
      >
        <thead>
          <tr style={{ color: design.colorTextSecondary, fontSize: 12, textAlign: 'left' }}>
            <th aria-label={T.scopes} style={{ padding: '6px 10px' }} />
            <th style={{ padding: '6px 10px', fontWeight: 500, width: 64 }}>{T.read}</th>
            <th style={{ padding: '6px 10px', fontWeight: 500, width: 64 }}>{T.write}</th>
          </tr>
        </thead>
        <tbody>
          {API_TOKEN_AREAS.map((area) => {
            const info = API_TOKEN_AREA_INFO[area];
            const read = has(`${area}:read`);
            const write = has(`${area}:write`);
            return (
              <tr key={area} style={{ borderTop: `1px solid ${design.colorBorderSecondary}` }}>
                <td style={{ padding: '6px 10px' }}>
                  <div style={{ fontWeight: 500 }}>{info.label}</div>
                  <div style={{ fontSize: 12, color: design.colorTextSecondary }}>{info.covers}</div>
                </td>
                <td style={{ padding: '6px 10px' }}>
                  <Checkbox
                    aria-label={`${info.label}: ${T.read}`}
                    checked={read || write}
                    disabled={write}
                    onChange={(event) => set(area, event.target.checked, false)}
                  />
                </td>
                <td style={{ padding: '6px 10px' }}>
                  {info.writable ? (
                    <Checkbox
                      aria-label={`${info.label}: ${T.write}`}
                      checked={write}
                      onChange={(event) => set(area, true, event.target.checked)}
                    />
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
