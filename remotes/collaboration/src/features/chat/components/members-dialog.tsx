import type { Conversation } from '@kanri/contracts/chat';
import { ROLE_LABELS, type Role } from '@kanri/contracts';
import { Button, DeleteOutlined, ErrorPanel, Modal, Skeleton, Tooltip } from '@kanri/design-system';
import { useState } from 'react';
import { PeopleSelect } from '../../../shared/people-select';
import { useConversationMembers, type ChatActions } from '../api/use-chat';
import { usePresence } from '../presence';
import { CHAT_TEXTS } from '../texts';
import { PersonAvatar } from './person-avatar';

const T = CHAT_TEXTS;

const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

/**
 * View Members: who is in the conversation, with role and presence; the channel's creator and
 * admins (`can_manage`) add and remove people.
 */
export function MembersDialog({
  open,
  conversation,
  selfId,
  actions,
  onClose,
}: {
  open: boolean;
  conversation: Conversation;
  selfId: number | undefined;
  actions: ChatActions;
  onClose: () => void;
}) {
  const members = useConversationMembers(open ? conversation.id : null);
  const presence = usePresence();
  const [adding, setAdding] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const manage = conversation.type === 'channel' && conversation.can_manage && !conversation.archived;
  const items = members.data?.items ?? [];

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // toasted by the action (the server's message)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`${T.members.title} · ${conversation.name}`}
      onCancel={onClose}
      footer={null}
      width={520}
      destroyOnHidden
    >
      {manage ? (
        <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
          <div style={{ flex: '1 1 auto', minWidth: 0 }}>
            <PeopleSelect
              aria-label={T.members.addLabel}
              value={adding}
              onChange={setAdding}
              placeholder={T.members.addPlaceholder}
              exclude={items.map((member) => member.id)}
            />
          </div>
          <Button
            type="primary"
            disabled={adding.length === 0}
            loading={busy}
            onClick={() =>
              void run(async () => {
                await actions.addMembers(conversation.id, adding);
                setAdding([]);
              })
            }
          >
            {T.members.add}
          </Button>
        </div>
      ) : null}
      {members.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : members.isError ? (
        <ErrorPanel title={T.loadFailed} onRetry={() => void members.refetch()} />
      ) : (
        <ul className="kc-chat-rows" aria-label={T.members.title} style={{ maxHeight: 420, overflowY: 'auto' }}>
          {items.map((member) => (
            <li key={member.id} className="kc-chat-member">
              <PersonAvatar name={member.full_name} photo={member.photo_url} presence={presence(member.id)} />
              <div className="kc-chat-member-main">
                <div className="kc-chat-name-line">
                  <span className="kc-chat-member-name" title={member.full_name}>
                    {member.full_name}
                  </span>
                  {member.id === selfId ? <span className="kc-chat-you">{T.team.you}</span> : null}
                </div>
                <div className="kc-chat-member-sub" title={member.email}>
                  {roleLabel(member.role)}
                  {member.id === conversation.created_by ? ` · ${T.members.creator}` : ''} · {member.email}
                </div>
              </div>
              {manage && member.id !== selfId ? (
                <Tooltip title={T.members.remove(member.full_name)}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={T.members.remove(member.full_name)}
                    disabled={busy}
                    onClick={() => void run(() => actions.removeMember(conversation.id, member.id))}
                  />
                </Tooltip>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
