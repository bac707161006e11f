import type { Client } from '@kanri/contracts/business';
import { AutoComplete, SEARCH_DEBOUNCE_MS, Typography, useDebounced, type FormControl } from '@kanri/design-system';
import { useClientOptions } from '../api/use-invoices';
import { INVOICE_TEXTS } from '../texts';

const T = INVOICE_TEXTS.dialog;

const OPTION_PREFIX = 'client:';

/**
 * Bill To's client name: the workspace's clients (not archived) matching what is typed are offered;
 * picking one fills the name, e-mail and address and links the invoice to it (`onPick`), while
 * typing a name by hand unlinks it (`onType`).
 */
export function ClientPicker({
  control,
  onPick,
  onType,
}: {
  control: FormControl<string>;
  onPick: (client: Client) => void;
  onType: (name: string) => void;
}) {
  const search = useDebounced(control.value.trim(), SEARCH_DEBOUNCE_MS);
  const clients = useClientOptions(search, true);
  const items = clients.data?.items ?? [];
  const options = items.map((client) => ({
    value: `${OPTION_PREFIX}${client.id}`,
    label: (
      <span style={{ display: 'grid', minWidth: 0 }}>
        <Typography.Text ellipsis>{client.name}</Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
          {client.company ? `${client.email} · ${client.company}` : client.email}
        </Typography.Text>
      </span>
    ),
  }));
  const clientOf = (value: string) =>
    value.startsWith(OPTION_PREFIX) ? items.find((client) => `${OPTION_PREFIX}${client.id}` === value) : undefined;

  return (
    <AutoComplete
      {...control.props}
      aria-label={T.clientName}
      value={control.value}
      options={options}
      filterOption={false}
      placeholder={T.clientNamePlaceholder}
      onChange={(value) => {
        // Picking an option reports its value first: the pick itself fills the fields.
        const text = String(value ?? '');
        if (clientOf(text)) return;
        onType(text);
      }}
      onSelect={(value) => {
        const client = clientOf(String(value));
        if (client) onPick(client);
      }}
      style={{ width: '100%' }}
    />
  );
}
