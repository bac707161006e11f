import type { Member, Role } from '@kanri/contracts';
import { displayName } from '@kanri/contracts';

export interface MemberFilters {
  search: string;
  role: Role | 'all';
  status: Member['membership_status'] | 'all';
}

export const NO_FILTERS: MemberFilters = { search: '', role: 'all', status: 'all' };

export function filterMembers(members: readonly Member[], filters: MemberFilters): Member[] {
  const needle = filters.search.trim().toLowerCase();
  return members.filter(
    (member) =>
      (filters.role === 'all' || member.role === filters.role) &&
      (filters.status === 'all' || member.membership_status === filters.status) &&
      (!needle || displayName(member).toLowerCase().includes(needle) || member.email.toLowerCase().includes(needle)),
  );
}
