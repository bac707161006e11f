import { useMembers } from '@kanri/api-client';
import { displayName } from '@kanri/contracts';
import { Select } from '@kanri/design-system';
import { REPORT_TEXTS } from '../texts';

const F = REPORT_TEXTS.filters;

/** All members or one (admins and managers only: the page renders it for them). */
export function MemberFilter({ value, onChange }: { value: 'all' | number; onChange: (member: 'all' | number) => void }) {
  const members = useMembers();
  return (
    <Select<'all' | number>
      aria-label={F.member}
      value={value}
      onChange={onChange}
      options={[
        { value: 'all', label: F.allMembers },
        ...(members.data ?? []).map((member) => ({ value: member.id, label: displayName(member) })),
      ]}
      style={{ minWidth: 180 }}
      virtual={false}
    />
  );
}
