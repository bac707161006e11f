import { failureMessage, listMembers, queryKeys } from '@kanri/api-client';
import { selectCurrentUser, useAppSelector, useCan } from '@kanri/app-state';
import { ROLES, type Member } from '@kanri/contracts';
import {
  ApiOutlined,
  Button,
  Col,
  EmptyState,
  ErrorPanel,
  Flex,
  Input,
  PageHeader,
  PlusOutlined,
  Row,
  SafetyCertificateOutlined,
  SearchOutlined,
  Select,
  Skeleton,
  StatCard,
  TeamOutlined,
  toast,
  UserOutlined,
  useTimeZone,
} from '@kanri/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLinkedRecord } from '@kanri/app-runtime';
import { useMemberActions, usePresenceUpdates, useTeamMembers } from '../api/use-members';
import { ChangeRoleDialog } from '../components/change-role-dialog';
import { InviteMemberDialog } from '../components/invite-member-dialog';
import { filterMembers, NO_FILTERS, type MemberFilters, type MemberStatusFilter } from '../components/member-filters';
import { MembersTable } from '../components/members-table';
import { RemoveMemberDialog } from '../components/remove-member-dialog';
import { TEAM_TEXTS } from '../texts';

const T = TEAM_TEXTS;

/** `?user=ID` (a search result, a link): the member's row, found by their e-mail and highlighted. */
const USER_PARAM = 'user';

const STATUS_OPTIONS: { value: MemberStatusFilter; label: string }[] = [
  { value: 'all', label: T.filters.allStatuses },
  { value: 'online', label: T.presence.online },
  { value: 'away', label: T.presence.away },
  { value: 'offline', label: T.presence.offline },
  { value: 'on_leave', label: T.onLeave },
  { value: 'invited', label: T.invited },
];

/**
 * `/dashboard/users` (spec §2 Team Members): the workspace's members with live presence (online,
 * away, offline; `On leave` on approved leave today), their tasks (assigned / completed) and hours
 * this month; search, role and status filters; cards Total Users, Online, Admins, Developers. Admins
 * add users (an e-mailed invitation), change roles, resend or revoke invitations and remove members;
 * the last admin keeps the role and stays.
 */
export default function TeamMembersPage() {
  const canInvite = useCan('users.invite');
  const canManage = useCan('users.manage');
  const currentUser = useAppSelector(selectCurrentUser);
  const timeZone = useTimeZone();
  const members = useTeamMembers(timeZone);
  usePresenceUpdates();
  const actions = useMemberActions();

  const [filters, setFilters] = useState<MemberFilters>(NO_FILTERS);
  const [linkedId, setLinkedId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  // `?user=ID`: the list (loaded once, filtered here) narrowed to the member and their row
  // highlighted; changing the filters lets go of it and takes the parameter off the URL.
  const lookupMember = useCallback(
    async (id: number) => {
      const list = await queryClient.ensureQueryData({
        queryKey: queryKeys.team.list({ time_zone: timeZone }),
        queryFn: () => listMembers({ time_zone: timeZone }),
      });
      return list.find((member) => member.id === id);
    },
    [queryClient, timeZone],
  );
  const showLinked = useCallback((member: Member) => {
    setLinkedId(member.id);
    setFilters({ ...NO_FILTERS, search: member.email });
  }, []);
  const clearLinked = useLinkedRecord(USER_PARAM, lookupMember, showLinked, T.serverMessages.memberNotFound);
  const changeFilters = (next: MemberFilters) => {
    setFilters(next);
    if (linkedId !== null) {
      setLinkedId(null);
      clearLinked();
    }
  };
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const all = useMemo(() => members.data ?? [], [members.data]);
  const shown = useMemo(() => filterMembers(all, filters), [all, filters]);
  const filtered = filters.search.trim() !== '' || filters.role !== 'all' || filters.status !== 'all';

  async function resend(member: Member) {
    try {
      await actions.resend(member.id);
      toast.success(T.toasts.resent(member.email));
    } catch (error) {
      toast.error(failureMessage(error, T.toasts.failed));
    }
  }

  const addButton = canInvite ? (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setInviting(true)}>
      {T.addUser}
    </Button>
  ) : null;

  const count = (value: (list: readonly Member[]) => number): ReactNode =>
    members.data ? value(all) : members.isError ? '—' : <Skeleton.Input active size="small" />;
  const cards = [
    { key: 'total', title: T.cards.total, icon: <TeamOutlined aria-hidden />, value: count((list) => list.length) },
    {
      key: 'online',
      title: T.cards.online,
      icon: <UserOutlined aria-hidden />,
      value: count((list) => list.filter((m) => m.membership_status === 'active' && m.presence === 'online').length),
    },
    {
      key: 'admins',
      title: T.cards.admins,
      icon: <SafetyCertificateOutlined aria-hidden />,
      value: count((list) => list.filter((m) => m.role === 'admin').length),
    },
    {
      key: 'developers',
      title: T.cards.developers,
      icon: <ApiOutlined aria-hidden />,
      value: count((list) => list.filter((m) => m.role === 'developer').length),
    },
  ];

  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} actions={addButton} />

      <section aria-label={T.cards.label} style={{ marginBottom: 24 }}>
        <Row gutter={[16, 16]}>
          {cards.map((card) => (
            <Col key={card.key} xs={12} lg={6}>
              <StatCard title={card.title} value={card.value} icon={card.icon} />
            </Col>
          ))}
        </Row>
      </section>

      <Flex gap={12} wrap role="search" aria-label={T.filters.label} style={{ marginBottom: 16 }}>
        <Input
          allowClear
          aria-label={T.searchPlaceholder}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={T.searchPlaceholder}
          value={filters.search}
          onChange={(event) => changeFilters({ ...filters, search: event.target.value })}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label={T.filters.role}
          value={filters.role}
          onChange={(role) => changeFilters({ ...filters, role: role as MemberFilters['role'] })}
          options={[{ value: 'all', label: T.filters.allRoles }, ...ROLES.map((role) => ({ value: role, label: T.roles[role] }))]}
          style={{ width: 160 }}
        />
        <Select
          aria-label={T.filters.status}
          value={filters.status}
          onChange={(status) => changeFilters({ ...filters, status: status as MemberStatusFilter })}
          options={STATUS_OPTIONS}
          style={{ width: 160 }}
        />
      </Flex>

      {members.isError && !members.data ? (
        <ErrorPanel
          title={T.loadFailed}
          description={failureMessage(members.error, T.loadFailed)}
          onRetry={() => void members.refetch()}
        />
      ) : (
        <MembersTable
          members={shown}
          all={all}
          loading={members.isPending}
          empty={
            <EmptyState
              title={T.empty}
              action={filtered ? <Button onClick={() => changeFilters(NO_FILTERS)}>{T.clearFilters}</Button> : null}
            />
          }
          currentUserId={currentUser?.id}
          highlightedId={linkedId}
          canManage={canManage}
          resendingId={actions.resending}
          onChangeRole={setChanging}
          onResend={(member) => void resend(member)}
          onRemove={setRemoving}
        />
      )}

      <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
      <ChangeRoleDialog member={changing} onClose={() => setChanging(null)} />
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
