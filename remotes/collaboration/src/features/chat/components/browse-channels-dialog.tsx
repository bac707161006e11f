import type { Conversation } from '@kanri/contracts/chat';
import {
  Button,
  EmptyState,
  ErrorPanel,
  Input,
  LockOutlined,
  Modal,
  NumberOutlined,
  Skeleton,
  useDebounced,
} from '@kanri/design-system';
import { useState } from 'react';
import { useBrowseChannels, type ChatActions } from '../api/use-chat';
import { CHAT_TEXTS } from '../texts';

const T = CHAT_TEXTS;

/** Browse channels: the workspace's public channels (searched on the server); Join, or Open one already joined. */
export function BrowseChannelsDialog({
  open,
  actions,
  onClose,
  onOpen,
}: {
  open: boolean;
  actions: ChatActions;
  onClose: () => void;
  onOpen: (conversation: Conversation) => void;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  const channels = useBrowseChannels(debounced, open);
  const [joining, setJoining] = useState<number | null>(null);

  const join = async (channel: Conversation) => {
    setJoining(channel.id);
    try {
      onOpen(await actions.join(channel.id));
    } catch {
      // toasted
    } finally {
      setJoining(null);
    }
  };

  return (
    <Modal open={open} title={T.browse.title} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <Input
        aria-label={T.browse.search}
        placeholder={T.browse.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        allowClear
        autoFocus
        style={{ marginBottom: 12 }}
      />
      {channels.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : channels.isError ? (
        <ErrorPanel title={T.loadFailed} onRetry={() => void channels.refetch()} />
      ) : channels.data.items.length === 0 ? (
        <EmptyState title={T.browse.none} />
      ) : (
        <ul className="kc-chat-rows" aria-label={T.browse.title} style={{ maxHeight: 420, overflowY: 'auto' }}>
          {channels.data.items.map((channel) => (
            <li key={channel.id} className="kc-chat-member">
              <span className="kc-chat-icon">{channel.is_private ? <LockOutlined /> : <NumberOutlined />}</span>
              <div className="kc-chat-member-main">
                <div className="kc-chat-member-name" title={channel.name}>
                  {channel.name}
                </div>
                <div className="kc-chat-member-sub" title={channel.topic}>
                  {T.header.members(channel.member_count)}
                  {channel.topic ? ` · ${channel.topic}` : ''}
                </div>
              </div>
              {channel.is_member ? (
                <Button onClick={() => onOpen(channel)} aria-label={`${T.browse.open} ${channel.name}`}>
                  {T.browse.open}
                </Button>
              ) : (
                <Button
                  type="primary"
                  loading={joining === channel.id}
                  onClick={() => void join(channel)}
                  aria-label={`${T.browse.join} ${channel.name}`}
                >
                  {T.browse.join}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
