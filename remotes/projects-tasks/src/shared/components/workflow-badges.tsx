import type { Priority, Status } from '@kanri/contracts';
import { Avatar, displayName, initials, Tooltip } from '@kanri/design-system';
import type { CSSProperties } from 'react';
import { OnLeaveMark } from '../leave/on-leave';

const pill: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  maxWidth: '100%',
  padding: '1px 8px',
  borderRadius: 999,
  fontSize: 12,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

const ellipsis: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' };

const dot = (color: string): CSSProperties => ({
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: color,
  flex: 'none',
});

/** A status as a coloured pill (name and colour from the server). */
export function StatusBadge({ status }: { status: Pick<Status, 'name' | 'color'> | undefined }) {
  if (!status) return <span style={{ color: 'rgba(255,255,255,0.45)' }}>—</span>;
  return (
    <span style={{ ...pill, background: `${status.color}26`, color: status.color }}>
      <span style={dot(status.color)} aria-hidden />
      <span style={ellipsis}>{status.name}</span>
    </span>
  );
}

/** A priority as a coloured flag label; "—" when the task has none. */
export function PriorityBadge({ priority }: { priority: Pick<Priority, 'name' | 'color'> | undefined | null }) {
  if (!priority) return <span style={{ color: 'rgba(255,255,255,0.45)' }}>—</span>;
  return (
    <span style={{ ...pill, padding: 0, color: priority.color }}>
      <span style={dot(priority.color)} aria-hidden />
      <span style={ellipsis}>{priority.name}</span>
    </span>
  );
}

export interface PersonLike {
  id: number;
  full_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email: string;
  photo_url?: string | null;
}

/** A person's name on screen: the one display-name rule (contracts' `user-display.ts`). */
export const personName: (person: PersonLike) => string = displayName;

const AVATAR_COLORS = ['#befca9', '#93c5fd', '#fca5a5', '#fcd34d', '#c4b5fd', '#f9a8d4', '#5eead4'];

export function avatarColor(id: number): string {
  return AVATAR_COLORS[Math.abs(id) % AVATAR_COLORS.length]!;
}

export function PersonAvatar({ person, size = 24 }: { person: PersonLike; size?: number }) {
  const name = personName(person);
  return (
    <Tooltip title={name}>
      <Avatar
        size={size}
        src={person.photo_url || undefined}
        style={{ background: avatarColor(person.id), color: '#111', fontSize: size * 0.42, flex: 'none' }}
        aria-label={name}
      >
        {initials(name)}
      </Avatar>
    </Tooltip>
  );
}

/** Spec §9: avatars shown up to 3, then +N. */
export const MAX_AVATARS = 3;

/**
 * Assignee avatars, up to three then `+N`; "—" when nobody. `marks` (person id → text) puts a small
 * mark on those people's avatars with the text on hover (approved leave on the task's due date).
 */
export function AssigneeAvatars({
  people,
  size = 24,
  marks,
}: {
  people: readonly PersonLike[];
  size?: number;
  marks?: ReadonlyMap<number, string>;
}) {
  if (people.length === 0) return <span style={{ color: 'rgba(255,255,255,0.45)' }}>—</span>;
  const shown = people.slice(0, MAX_AVATARS);
  const rest = people.length - shown.length;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center' }} aria-label={people.map(personName).join(', ')}>
      {shown.map((person, index) => (
        <span key={person.id} style={{ marginLeft: index === 0 ? 0 : -6, display: 'inline-flex' }}>
          {marks?.has(person.id) ? (
            <OnLeaveMark title={marks.get(person.id)!}>
              <PersonAvatar person={person} size={size} />
            </OnLeaveMark>
          ) : (
            <PersonAvatar person={person} size={size} />
          )}
        </span>
      ))}
      {rest > 0 ? (
        <Tooltip title={people.slice(MAX_AVATARS).map(personName).join(', ')}>
          <Avatar size={size} style={{ marginLeft: -6, background: '#3f3f46', fontSize: size * 0.42 }}>
            +{rest}
          </Avatar>
        </Tooltip>
      ) : null}
    </span>
  );
}
