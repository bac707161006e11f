import type { Client, ClientPage, ClientProject, ClientStatus } from '@kanri/contracts/business';
import { formatDay, Table, Tag, Tooltip, Typography, type TableProps } from '@kanri/design-system';
import type { ReactNode } from 'react';
import { CLIENT_TEXTS } from '../texts';
import { ClientActions, type ClientActionHandlers } from './client-actions';

const T = CLIENT_TEXTS.table;

const STATUS_COLORS: Record<ClientStatus, string> = {
  active: 'green',
  potential: 'gold',
  inactive: 'default',
};

/** Project tags shown in a row before `+N` (the rest in its tooltip). */
const SHOWN_PROJECTS = 3;

const secondary = { display: 'block', fontSize: 12 } as const;
/** A header never breaks inside a word: the columns are wide enough for theirs. */
const nowrapHeader = () => ({ style: { whiteSpace: 'nowrap' as const } });

function ClientCell({ client }: { client: Client }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis={{ tooltip: client.name }} style={{ display: 'block' }}>
        {client.name}
      </Typography.Text>
      {client.company ? (
        <Typography.Text type="secondary" ellipsis={{ tooltip: client.company }} style={secondary}>
          {client.company}
        </Typography.Text>
      ) : null}
    </div>
  );
}

function ContactCell({ client }: { client: Client }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text ellipsis={{ tooltip: client.email }} style={{ display: 'block' }}>
        <a href={`mailto:${client.email}`} aria-label={T.emailLabel(client.email)}>
          {client.email}
        </a>
      </Typography.Text>
      {client.phone ? (
        <Typography.Text type="secondary" ellipsis={{ tooltip: client.phone }} style={secondary}>
          {client.phone}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** A project as a small tag with its colour. */
function ProjectTag({ project }: { project: ClientProject }) {
  return (
    <Tag title={project.name} style={{ marginInlineEnd: 0, maxWidth: 150, display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span aria-hidden style={{ width: 8, height: 8, borderRadius: '50%', background: project.color, flex: 'none' }} />
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{project.name}</span>
    </Tag>
  );
}

function ProjectsCell({ client }: { client: Client }) {
  const shown = client.projects.slice(0, SHOWN_PROJECTS);
  const rest = client.projects.slice(SHOWN_PROJECTS);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <Typography.Text strong style={{ flex: 'none', minWidth: 16 }}>
        {client.projects_count}
      </Typography.Text>
      {client.projects.length > 0 ? (
        <div
          role="group"
          aria-label={T.projectsLabel(client.projects.map((project) => project.name))}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 4, minWidth: 0 }}
        >
          {shown.map((project) => (
            <ProjectTag key={project.id} project={project} />
          ))}
          {rest.length > 0 ? (
            <Tooltip title={rest.map((project) => project.name).join(', ')}>
              <Tag style={{ marginInlineEnd: 0 }}>{T.more(rest.length)}</Tag>
            </Tooltip>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The clients of one page (spec §2): Client (name, company), Contact (e-mail, phone), Status,
 * Projects (count and the linked projects), Added, Actions. Paged on the server: `onPage` asks for
 * another page. Scrolls sideways on narrow screens.
 */
export function ClientsTable({
  page,
  loading,
  empty,
  canUpdate,
  canDelete,
  onPage,
  ...handlers
}: ClientActionHandlers & {
  page: ClientPage | undefined;
  loading: boolean;
  /** Shown in the table's body when this page has no rows. */
  empty: ReactNode;
  canUpdate: boolean;
  canDelete: boolean;
  onPage: (page: number) => void;
}) {
  const columns: NonNullable<TableProps<Client>['columns']> = [
    { title: T.client, key: 'client', render: (_, client) => <ClientCell client={client} /> },
    { title: T.contact, key: 'contact', width: 210, render: (_, client) => <ContactCell client={client} /> },
    {
      title: T.status,
      key: 'status',
      width: 110,
      render: (_, client) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
          <Tag color={STATUS_COLORS[client.status]} style={{ marginInlineEnd: 0 }}>
            {CLIENT_TEXTS.statuses[client.status]}
          </Tag>
          {client.is_archived ? <Tag style={{ marginInlineEnd: 0 }}>{T.archived}</Tag> : null}
        </span>
      ),
    },
    { title: T.projects, key: 'projects', width: 220, render: (_, client) => <ProjectsCell client={client} /> },
    {
      title: T.added,
      key: 'added',
      width: 120,
      render: (_, client) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(client.created_at)}</span>,
    },
    {
      title: T.actions,
      key: 'actions',
      width: 96,
      align: 'right',
      render: (_, client) => <ClientActions client={client} canUpdate={canUpdate} canDelete={canDelete} {...handlers} />,
    },
  ];

  return (
    <Table<Client>
      aria-label={T.label}
      rowKey="id"
      columns={columns.map((column) => ({ ...column, onHeaderCell: nowrapHeader }))}
      dataSource={page?.items ?? []}
      loading={loading}
      tableLayout="fixed"
      scroll={{ x: 940 }}
      locale={{ emptyText: page ? empty : ' ' }}
      pagination={
        page && page.total > page.per_page
          ? {
              current: page.page,
              pageSize: page.per_page,
              total: page.total,
              showSizeChanger: false,
              onChange: onPage,
            }
          : false
      }
    />
  );
}
