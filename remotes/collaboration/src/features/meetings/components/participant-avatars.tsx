import type { Actor, Meeting } from '@kanri/contracts';
import { Avatar, BRAND_PRIMARY, displayName, initials, theme, Tooltip } from '@kanri/design-system';
import { MEETING_TEXTS } from '../texts';

const T = MEETING_TEXTS.table;

/** Avatars shown before `+N` (spec §9: avatars shown up to 3). */
export const SHOWN_AVATARS = 3;
const SIZE = 28;

interface Person {
  actor: Actor;
  /** The name as shown on hover: the organiser marked. */
  label: string;
  organizer: boolean;
}

/** The organiser first, then the invited members, each named on hover. */
export function meetingPeople(meeting: Meeting): Person[] {
  return [
    { actor: meeting.organizer, label: T.organizer(displayName(meeting.organizer)), organizer: true },
    ...meeting.participants.map((actor) => ({ actor, label: displayName(actor), organizer: false })),
  ];
}

/**
 * A meeting's people as overlapping avatars with initials: the organiser (in the brand colour) and
 * the participants, up to three, then `+N` listing the others on hover. The group is labelled with
 * every name for screen readers.
 */
export function ParticipantAvatars({ meeting }: { meeting: Meeting }) {
  const { token } = theme.useToken();
  const people = meetingPeople(meeting);
  const shown = people.slice(0, SHOWN_AVATARS);
  const others = people.slice(SHOWN_AVATARS);
  const ring = { border: `2px solid ${token.colorBgContainer}`, boxSizing: 'content-box' as const, fontSize: 12, flex: 'none' };
  const overlap = (index: number) => (index === 0 ? 0 : -8);

  return (
    <div
      role="group"
      aria-label={T.participantsLabel(people.map((person) => person.label))}
      style={{ display: 'flex', alignItems: 'center' }}
    >
      {shown.map((person, index) => (
        <Tooltip key={person.actor.id} title={person.label}>
          <Avatar
            size={SIZE}
            src={person.actor.photo_url || undefined}
            aria-hidden
            style={{
              ...ring,
              marginLeft: overlap(index),
              background: person.organizer ? BRAND_PRIMARY : token.colorBgSpotlight,
              color: person.organizer ? '#0d0f0c' : token.colorText,
            }}
          >
            {initials(displayName(person.actor))}
          </Avatar>
        </Tooltip>
      ))}
      {others.length > 0 ? (
        <Tooltip
          title={
            <span style={{ display: 'grid' }}>
              {others.map((person) => (
                <span key={person.actor.id}>{person.label}</span>
              ))}
            </span>
          }
        >
          <Avatar
            size={SIZE}
            aria-hidden
            style={{
              ...ring,
              marginLeft: overlap(SHOWN_AVATARS),
              background: token.colorBgElevated,
              color: token.colorTextSecondary,
            }}
          >
            {T.more(others.length)}
          </Avatar>
        </Tooltip>
      ) : null}
    </div>
  );
}
