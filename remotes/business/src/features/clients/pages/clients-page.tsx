import { ApiError, failureMessage, listClients } from '@kanri/api-client';
import { useCan } from '@kanri/app-state';
import { BUSINESS_MAX_PER_PAGE, type Client, type ClientCounts, type ClientStatus } from '@kanri/contracts/business';
import {
  Button,
  Card,
  CheckCircleOutlined,
  ClockCircleOutlined,
  Col,
  EmptyState,
  ErrorPanel,
  Flex,
  Input,
  PageHeader,
  PauseCircleOutlined,
  PlusOutlined,
  Row,
  SEARCH_DEBOUNCE_MS,
  SearchOutlined,
  Segmented,
  Skeleton,
  StatCard,
  Switch,
  TeamOutlined,
  useDebounced,
} from '@kanri/design-system';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useClientActions, useClientsQuery } from '../api/use-clients';
import { ClientDialog } from '../components/client-dialog';
import { ClientsTable } from '../components/clients-table';
import { DeleteClientDialog } from '../components/delete-client-dialog';
import { ForbiddenPanel } from '../../../shared/forbidden-panel';
import { findInPages, useLinkedRecord } from '@kanri/app-runtime';
import { CLIENT_TEXTS } from '../texts';

const T = CLIENT_TEXTS;

/** Rows per page of the table (the server pages). */
export const CLIENTS_PER_PAGE = 20;

type StatusFilter = ClientStatus | 'all';
const STATUS_FILTERS: StatusFilter[] = ['all', 'active', 'potential', 'inactive'];

const CARDS: { key: keyof ClientCounts; title: string; icon: ReactNode }[] = [
  { key: 'total', title: T.cards.total, icon: <TeamOutlined aria-hidden /> },
  { key: 'active', title: T.cards.active, icon: <CheckCircleOutlined aria-hidden /> },
  { key: 'potential', title: T.cards.potential, icon: <ClockCircleOutlined aria-hidden /> },
  { key: 'inactive', title: T.cards.inactive, icon: <PauseCircleOutlined aria-hidden /> },
];

/** `?client=ID` (a search result, a link): the client among the current ones, then the archived ones. */
const CLIENT_PARAM = 'client';
async function lookupClient(id: number): Promise<Client | undefined> {
  const listed = (archived: boolean) => (page: number) =>
    listClients({ page, per_page: BUSINESS_MAX_PER_PAGE, ...(archived ? { archived: 'true' as const } : {}) });
  return (await findInPages(id, listed(false))) ?? (await findInPages(id, listed(true)));
}

/**
 * `/dashboard/clients` (spec §2 Clients screen): the workspace's clients, searched, filtered by
 * status (and archived or not) and paged on the server; the cards Total Clients, Active, Potential
 * and Inactive from the reply's counts; Add Client, and the row menu Edit, Archive or Restore,
 * Delete. Admins and managers only (`clients.*`); anyone else gets a 403 panel.
 */
export default function ClientsPage() {
  const canList = useCan('clients.list');
  if (!canList) {
    return (
      <>
        <PageHeader title={T.title} subtitle={T.subtitle} />
        <ForbiddenPanel body={T.forbidden} />
      </>
    );
  }
  return <ClientsScreen />;
}

function ClientsScreen() {
  const canCreate = useCan('clients.create');
  const canUpdate = useCan('clients.update');
  const canDelete = useCan('clients.delete');
  const actions = useClientActions();
  const archivedSwitchId = useId();

  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [archived, setArchived] = useState(false);
  // The page chosen for one search and filter; another search or filter starts on page 1.
  const filterKey = JSON.stringify([searched, status, archived]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  const clients = useClientsQuery({
    ...(searched ? { search: searched } : {}),
    ...(status === 'all' ? {} : { status }),
    ...(archived ? { archived: 'true' as const } : {}),
    page,
    per_page: CLIENTS_PER_PAGE,
  });
  const data = clients.data;

  // A page emptied by a delete (or by others) goes back to the last page that has rows.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  useEffect(() => {
    if (data && !clients.isPlaceholderData && data.items.length === 0 && page > lastPage)
      setPaging({ filterKey, page: lastPage });
  }, [data, clients.isPlaceholderData, page, lastPage, filterKey]);

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Client | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  // `?client=ID` opens the client's edit dialog (closing it takes the parameter off the URL); who
  // may not edit finds the client's row by its name in the search (the archived list if it is archived).
  const openLinked = useCallback(
    (client: Client) => {
      if (canUpdate) setEditing(client);
      else {
        setStatus('all');
        setArchived(client.is_archived);
        setSearch(client.name);
      }
    },
    [canUpdate],
  );
  const clearLinked = useLinkedRecord(CLIENT_PARAM, lookupClient, openLinked, T.empty.title);

  const addButton = canCreate ? (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
      {T.add}
    </Button>
  ) : null;
  const filtered = searched !== '' || status !== 'all' || archived;
  const clearFilters = () => {
    setSearch('');
    setStatus('all');
    setArchived(false);
  };

  const forbidden = clients.error instanceof ApiError && clients.error.status === 403;
  let body: ReactNode;
  if (forbidden) {
    body = <ForbiddenPanel body={T.forbidden} />;
  } else if (clients.isError && !data) {
    body = (
      <ErrorPanel
        title={T.loadFailed}
        description={failureMessage(clients.error, T.loadFailed)}
        onRetry={() => void clients.refetch()}
      />
    );
  } else if (data && data.counts.total === 0 && !filtered) {
    body = (
      <Card>
        <EmptyState title={T.empty.title} hint={T.empty.hint} action={addButton} />
      </Card>
    );
  } else {
    body = (
      <ClientsTable
        page={data}
        loading={clients.isPending || (clients.isFetching && clients.isPlaceholderData)}
        empty={
          <EmptyState
            title={T.empty.title}
            hint={T.empty.filteredHint}
            action={filtered ? <Button onClick={clearFilters}>{T.empty.clear}</Button> : null}
          />
        }
        canUpdate={canUpdate}
        canDelete={canDelete}
        onPage={(next) => setPaging({ filterKey, page: next })}
        onEdit={setEditing}
        onArchive={(client, archive) => void actions.setArchived(client, archive)}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} actions={addButton} />

      <section aria-label={T.cards.label} style={{ marginBottom: 24 }}>
        <Row gutter={[16, 16]}>
          {CARDS.map((card) => (
            <Col key={card.key} xs={12} lg={6}>
              <StatCard
                title={card.title}
                value={data ? data.counts[card.key] : clients.isError ? '—' : <Skeleton.Input active size="small" />}
                icon={card.icon}
              />
            </Col>
          ))}
        </Row>
      </section>

      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input
          allowClear
          aria-label={T.search.label}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={T.search.placeholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Segmented<StatusFilter>
          aria-label={T.statusFilter.label}
          value={status}
          onChange={setStatus}
          options={STATUS_FILTERS.map((value) => ({
            value,
            label: value === 'all' ? T.statusFilter.all : T.statuses[value],
          }))}
        />
        <Flex gap={8} align="center">
          <Switch id={archivedSwitchId} checked={archived} onChange={(checked: boolean) => setArchived(checked)} />
          <label htmlFor={archivedSwitchId} style={{ cursor: 'pointer' }}>
            {T.showArchived}
          </label>
        </Flex>
      </Flex>

      {body}

      <ClientDialog open={adding} client={null} onClose={() => setAdding(false)} />
      <ClientDialog
        open={editing !== null}
        client={editing}
        onClose={() => {
          setEditing(null);
          clearLinked();
        }}
      />
      <DeleteClientDialog client={deleting} canArchive={canUpdate} onClose={() => setDeleting(null)} />
    </>
  );
}
