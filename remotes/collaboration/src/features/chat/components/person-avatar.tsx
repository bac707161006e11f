import type { PresenceStatus } from '@kanri/contracts';
import { Avatar, initials } from '@kanri/design-system';
import { CHAT_TEXTS } from '../texts';

/** A person's initials (or photo) with, when given, a presence dot whose meaning is in its label. */
export function PersonAvatar({
  name,
  photo,
  presence,
  size = 32,
}: {
  name: string;
  photo?: string | null;
  presence?: PresenceStatus;
  size?: number;
}) {
  return (
    <span className="kc-chat-avatar">
      <Avatar size={size} src={photo ?? undefined} style={{ background: '#3f3f46', color: '#fff', flex: 'none' }}>
        {initials(name)}
      </Avatar>
      {presence ? (
        <span
          className={`kc-chat-dot is-${presence}`}
          role="img"
          aria-label={CHAT_TEXTS.presence[presence]}
          title={CHAT_TEXTS.presence[presence]}
        />
      ) : null}
    </span>
  );
}
