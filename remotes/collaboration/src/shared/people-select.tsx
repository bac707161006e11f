import { useMembers } from '@kanri/api-client';
import { selectCurrentUser, useAppSelector } from '@kanri/app-state';
import { Select, Typography } from '@kanri/design-system';
import { participantMatches, participantOptions, type ParticipantOption } from './people-options';

export interface PeopleSelectProps {
  id?: string;
  'aria-label': string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  status?: 'error';
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** People not offered (already members). */
  exclude?: readonly number[];
}

/**
 * Workspace members picked by name or e-mail (the signed-in user not among them): a meeting's
 * participants, a channel's members, the people of a direct message. The members load when it
 * is mounted.
 */
export function PeopleSelect({ exclude = [], value, onChange, ...props }: PeopleSelectProps) {
  const selfId = useAppSelector(selectCurrentUser)?.id;
  const members = useMembers();
  const options = participantOptions(members.data ?? [], selfId, value).filter((option) => !exclude.includes(option.value));
  return (
    <Select<number[]>
      {...props}
      mode="multiple"
      value={value}
      onChange={(ids) => onChange(ids)}
      options={options}
      loading={members.isPending}
      showSearch={{ filterOption: (typed, option) => participantMatches(typed, option as ParticipantOption | undefined) }}
      optionRender={(option) => {
        const person = option.data as ParticipantOption;
        return (
          <span style={{ display: 'grid', minWidth: 0 }}>
            <Typography.Text ellipsis>{person.label}</Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {person.email}
            </Typography.Text>
          </span>
        );
      }}
      maxTagTextLength={24}
      virtual={false}
      style={{ width: '100%' }}
    />
  );
}
