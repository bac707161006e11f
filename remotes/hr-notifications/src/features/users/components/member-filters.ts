import { displayName, type Member, type PresenceStatus, type Role } from '@kanri/contracts';

/** The status filter: a presence, on approved leave today, or invited (not joined yet). */
export type MemberStatusFilter = PresenceStatus | 'on_leave' | 'invited' | 'all';

export interface MemberFilters {
  search: string;
  role: Role | 'all';
  status: MemberStatusFilter;
}

export const NO_FILTERS: MemberFilters = { search: '', role: 'all', status: 'all' };

export function matchesStatus(member: Member, status: MemberStatusFilter): boolean {
  switch (status) {
    case 'all':
      return true;
    case 'invited':
      return member.membership_status === 'invited';
    case 'on_leave':
      return member.on_leave;
    default:
      return member.membership_status === 'active' && member.presence === status;
  }
}

/** The members the search (name or e-mail), role and status filters keep, in the list's order. */
export function filterMembers(members: readonly Member[], filters: MemberFilters): Member[] {
  const needle = filters.search.trim().toLowerCase();
  return members.filter(
    (member) =>
      (filters.role === 'all' || member.role === filters.role) &&
      matchesStatus(member, filters.status) &&
      (!needle || displayName(member).toLowerCase().includes(needle) || member.email.toLowerCase().includes(needle)),
  );
}

/** The workspace's admins who have joined: the last of them keeps the role and cannot be removed. */
export function isLastAdmin(member: Member, members: readonly Member[]): boolean {
  if (member.role !== 'admin' || member.membership_status !== 'active') return false;
  return members.filter((other) => other.role === 'admin' && other.membership_status === 'active').length <= 1;
}
