import { useMembers } from '@kanri/api-client';
import { useCan } from '@kanri/app-state';
import { displayName, ROLE_LABELS, ROLES, type Member } from '@kanri/contracts';
import {
  Avatar,
  Button,
  Col,
  EmptyState,
  ErrorPanel,
  Flex,
  formatDay,
  initials,
  Input,
  MailOutlined,
  PageHeader,
  PlusOutlined,
  Row,
  SafetyCertificateOutlined,
  SearchOutlined,
  Select,
  StatCard,
  Table,
  Tag,
  Typography,
  UserOutlined,
  ApiOutlined,
  type TableProps,
} from '@kanri/design-system';
import { useMemo, useState } from 'react';
import { TEXTS } from '../../../texts';
import { InviteMemberDialog } from '../components/invite-member-dialog';
import { filterMembers, NO_FILTERS, type MemberFilters } from '../components/member-filters';

const T = TEXTS.teamMembers;

const columns: TableProps<Member>['columns'] = [
  {
    title: T.columns.user,
    key: 'user',
    render: (_, member) => (
      <Flex align="center" gap={12} style={{ minWidth: 0 }}>
        <Avatar style={{ background: '#befca9', color: '#0d0f0c', flexShrink: 0 }}>{initials(displayName(member))}</Avatar>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block', maxWidth: 320 }}>
            {displayName(member)}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', maxWidth: 320, fontSize: 12 }}>
            {member.email}
          </Typography.Text>
        </div>
      </Flex>
    ),
  },
  { title: T.columns.role, dataIndex: 'role', width: 140, render: (role: Member['role']) => ROLE_LABELS[role] },
  {
    title: T.columns.status,
    dataIndex: 'membership_status',
    width: 140,
    render: (status: Member['membership_status']) =>
      status === 'invited' ? <Tag color="gold">{T.filters.invited}</Tag> : <Tag color="green">{T.filters.active}</Tag>,
  },
  {
    title: T.columns.joined,
    dataIndex: 'joined_at',
    width: 160,
    render: (joined: string) => formatDay(joined),
  },
];

export default function TeamMembersPage() {
  const canInvite = useCan('users.invite');
  const members = useMembers();
  const [filters, setFilters] = useState<MemberFilters>(NO_FILTERS);
  const [inviting, setInviting] = useState(false);
  const all = useMemo(() => members.data ?? [], [members.data]);
  const shown = useMemo(() => filterMembers(all, filters), [all, filters]);

  if (members.isError)
    return <ErrorPanel title={T.loadFailed} description={members.error.message} onRetry={() => void members.refetch()} />;

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          canInvite ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setInviting(true)}>
              {T.addUser}
            </Button>
          ) : null
        }
      />
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        <Col xs={12} lg={6}>
          <StatCard title={T.cards.total} value={all.length} icon={<UserOutlined />} />
        </Col>
        <Col xs={12} lg={6}>
          <StatCard
            title={T.cards.invited}
            value={all.filter((m) => m.membership_status === 'invited').length}
            icon={<MailOutlined />}
          />
        </Col>
        <Col xs={12} lg={6}>
          <StatCard
            title={T.cards.admins}
            value={all.filter((m) => m.role === 'admin').length}
            icon={<SafetyCertificateOutlined />}
          />
        </Col>
        <Col xs={12} lg={6}>
          <StatCard title={T.cards.developers} value={all.filter((m) => m.role === 'developer').length} icon={<ApiOutlined />} />
        </Col>
      </Row>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          aria-label={T.searchPlaceholder}
          prefix={<SearchOutlined />}
          placeholder={T.searchPlaceholder}
          value={filters.search}
          onChange={(event) => setFilters({ ...filters, search: event.target.value })}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label="Role filter"
          value={filters.role}
          onChange={(role) => setFilters({ ...filters, role: role as MemberFilters['role'] })}
          options={[
            { value: 'all', label: T.filters.allRoles },
            ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
          ]}
          style={{ width: 160 }}
        />
        <Select
          aria-label="Status filter"
          value={filters.status}
          onChange={(status) => setFilters({ ...filters, status: status as MemberFilters['status'] })}
          options={[
            { value: 'all', label: T.filters.allStatuses },
            { value: 'active', label: T.filters.active },
            { value: 'invited', label: T.filters.invited },
          ]}
          style={{ width: 160 }}
        />
      </Flex>
      <Table<Member>
        rowKey="id"
        columns={columns}
        dataSource={shown}
        loading={members.isPending}
        pagination={shown.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: members.isPending ? ' ' : <EmptyState title={T.empty} /> }}
        scroll={{ x: 640 }}
      />
      <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
