import { ROLE_LABELS, type Member, type PresenceStatus } from '@kanri/contracts';
import { displayName } from '@kanri/design-system';
import { CHAT_TEXTS } from '../texts';
import { PersonAvatar } from './person-avatar';

const T = CHAT_TEXTS;

/** The Team tab: the workspace's active members with role and presence; a click opens the direct message. */
export function TeamList({
  members,
  selfId,
  presence,
  onOpen,
}: {
  members: readonly Member[];
  selfId: number | undefined;
  presence: (userId: number) => PresenceStatus;
  onOpen: (member: Member) => void;
}) {
  return (
    <ul className="kc-chat-rows" aria-label={T.team.label}>
      {members.map((member) => {
        const name = displayName(member);
        const status = presence(member.id);
        const self = member.id === selfId;
        return (
          <li key={member.id}>
            <button
              type="button"
              className="kc-chat-plain kc-chat-row"
              onClick={() => onOpen(member)}
              disabled={self}
              data-testid="chat-team-member"
            >
              <PersonAvatar name={name} photo={member.photo_url} presence={status} />
              <span className="kc-chat-row-main">
                <span className="kc-chat-name-line">
                  <span className="kc-chat-row-name" title={name}>
                    {name}
                  </span>
                  {self ? <span className="kc-chat-you">{T.team.you}</span> : null}
                </span>
                <span className="kc-chat-row-sub">
                  {ROLE_LABELS[member.role]} · {T.presence[status]}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
