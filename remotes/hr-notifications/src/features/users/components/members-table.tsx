import { displayName, ROLE_LABELS, type Member, type PresenceStatus } from '@kanri/contracts';
import { Avatar, Badge, Flex, formatDay, initials, Table, Tag, Tooltip, Typography, type TableProps } from '@kanri/design-system';
import { useEffect, type ReactNode } from 'react';
import { TEAM_TEXTS } from '../texts';
import { MemberActions, type MemberActionHandlers } from './member-actions';
import { isLastAdmin } from './member-filters';
import { NEW_MEMBER_COLOR } from './invite-member-dialog';

const T = TEAM_TEXTS;

const PRESENCE_BADGE: Record<PresenceStatus, 'success' | 'warning' | 'error' | 'default'> = {
  online: 'success',
  away: 'warning',
  busy: 'error',
  offline: 'default',
};

const ROLE_COLORS: Record<Member['role'], string> = {
  admin: 'magenta',
  manager: 'geekblue',
  developer: 'green',
  designer: 'purple',
  member: 'default',
};

/** A member's status: invited, or their presence; and `On leave` when approved leave covers today. */
export function MemberStatus({ member }: { member: Member }) {
  return (
    <Flex gap={6} wrap align="center">
      {member.membership_status === 'invited' ? (
        <Tag color="gold">{T.invited}</Tag>
      ) : (
        <Badge status={PRESENCE_BADGE[member.presence]} text={T.presence[member.presence]} />
      )}
      {member.on_leave ? <Tag color="orange">{T.onLeave}</Tag> : null}
    </Flex>
  );
}

export interface MembersTableProps extends MemberActionHandlers {
  members: Member[];
  /** Every member (the last-admin rule looks at all of them, not the filtered rows). */
  all: readonly Member[];
  loading: boolean;
  empty: ReactNode;
  currentUserId: number | undefined;
  canManage: boolean;
  resendingId: number | undefined;
  /** The member a link named (`?user=ID`): their row is highlighted and scrolled to. */
  highlightedId?: number | null;
}

const LINKED_ROW_CLASS = 'kh-member-linked';
const LINKED_ROW_STYLE = `.${LINKED_ROW_CLASS} > td { background: rgba(250, 204, 21, 0.1) !important; }
.${LINKED_ROW_CLASS} > td:first-child { box-shadow: inset 3px 0 0 #facc15; }`;

/** The Team Members table (spec §2): User, Role, Status, Tasks, Hours, Joined, and Actions for admins. */
export function MembersTable({
  members,
  all,
  loading,
  empty,
  currentUserId,
  canManage,
  resendingId,
  highlightedId = null,
  ...handlers
}: MembersTableProps) {
  const shownHighlight = highlightedId !== null && members.some((member) => member.id === highlightedId);
  useEffect(() => {
    if (!shownHighlight) return;
    document.querySelector(`tr[data-row-key="${highlightedId}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [shownHighlight, highlightedId]);

  const columns: TableProps<Member>['columns'] = [
    {
      title: T.columns.user,
      key: 'user',
      render: (_, member) => (
        <Flex align="center" gap={12} style={{ minWidth: 0 }}>
          <Badge
            dot
            status={member.membership_status === 'active' ? PRESENCE_BADGE[member.presence] : 'default'}
            offset={[-4, 28]}
          >
            <Avatar src={member.photo_url || undefined} style={{ background: NEW_MEMBER_COLOR, color: '#0d0f0c', flexShrink: 0 }}>
              {initials(displayName(member))}
            </Avatar>
          </Badge>
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis style={{ display: 'block', maxWidth: 280 }}>
              {displayName(member)}
              {member.id === currentUserId ? (
                <Typography.Text type="secondary" style={{ fontWeight: 400 }}>{` (${T.you})`}</Typography.Text>
              ) : null}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ display: 'block', maxWidth: 280, fontSize: 12 }}>
              {member.email}
            </Typography.Text>
          </div>
        </Flex>
      ),
    },
    {
      title: T.columns.role,
      dataIndex: 'role',
      width: 130,
      render: (role: Member['role']) => <Tag color={ROLE_COLORS[role]}>{ROLE_LABELS[role]}</Tag>,
    },
    { title: T.columns.status, key: 'status', width: 170, render: (_, member) => <MemberStatus member={member} /> },
    {
      title: T.columns.tasks,
      key: 'tasks',
      width: 110,
      render: (_, member) => (
        <Tooltip title={T.tasks(member.tasks_assigned, member.tasks_completed)}>
          <span aria-label={T.tasks(member.tasks_assigned, member.tasks_completed)}>
            {member.tasks_assigned} / {member.tasks_completed}
          </span>
        </Tooltip>
      ),
    },
    {
      title: <Tooltip title={T.hoursHint}>{T.columns.hours}</Tooltip>,
      dataIndex: 'hours_this_month',
      width: 100,
      render: (hours: number) => T.hours(hours),
    },
    { title: T.columns.joined, dataIndex: 'joined_at', width: 130, render: (joined: string) => formatDay(joined) },
    ...(canManage
      ? [
          {
            title: T.columns.actions,
            key: 'actions',
            width: 140,
            align: 'right' as const,
            render: (_: unknown, member: Member) => (
              <MemberActions
                member={member}
                lastAdmin={isLastAdmin(member, all)}
                resending={resendingId === member.id}
                {...handlers}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {shownHighlight ? <style>{LINKED_ROW_STYLE}</style> : null}
      <Table<Member>
        rowKey="id"
        columns={columns}
        dataSource={members}
        loading={loading}
        pagination={members.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: loading ? ' ' : empty }}
        scroll={{ x: 900 }}
        rowClassName={(member) => (member.id === highlightedId ? LINKED_ROW_CLASS : '')}
        onRow={(member) => (member.id === highlightedId ? { 'aria-current': 'true' } : {})}
      />
    </>
  );
}
