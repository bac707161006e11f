import type { Member, PresenceStatus } from '@kanri/contracts';
import type { Conversation } from '@kanri/contracts/chat';
import {
  Alert,
  ArrowLeftOutlined,
  Button,
  displayName,
  EmptyState,
  formatDateTime,
  formatRelativeTime,
  GlobalOutlined,
  FolderOutlined,
  Input,
  PlusOutlined,
  SearchOutlined,
  Skeleton,
  Space,
  Tabs,
  TeamOutlined,
  Tooltip,
  useDebounced,
  useNow,
  UserAddOutlined,
} from '@kanri/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ConversationList as ConversationListData } from '@kanri/contracts/chat';
import { useState } from 'react';
import { SEARCH_MIN_LENGTH, useMessageSearch } from '../api/use-chat';
import { CHAT_TEXTS } from '../texts';
import { ConversationList } from './conversation-list';
import { TeamList } from './team-list';

const T = CHAT_TEXTS;

type Tab = 'chats' | 'team';

/** Whether a conversation matches the search: its name, or (direct messages) its people's names. */
export function conversationMatches(conversation: Conversation, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [conversation.name, conversation.topic, ...conversation.others.map((person) => person.full_name)].some((value) =>
    value.toLowerCase().includes(text),
  );
}

const memberMatches = (member: Member, search: string) => {
  const text = search.trim().toLowerCase();
  return !text || displayName(member).toLowerCase().includes(text) || member.email.toLowerCase().includes(text);
};

/** A list that failed to load: said in place (the panel is narrow), with Retry. */
function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="kc-chat-empty">
      <Alert
        type="error"
        showIcon
        title={T.list.loadFailed}
        action={
          <Button size="small" onClick={onRetry}>
            {T.history.retry}
          </Button>
        }
      />
    </div>
  );
}

/** Messages matching the search, each opening its conversation at it. */
function MessageResults({ search, onOpen }: { search: string; onOpen: (conversationId: number, messageId: number) => void }) {
  const query = useDebounced(search.trim());
  const results = useMessageSearch(query);
  const now = useNow();
  if (query.length < SEARCH_MIN_LENGTH) return null;
  return (
    <section aria-label={T.list.messagesSection}>
      <h3 className="kc-chat-section">{T.list.messagesSection}</h3>
      {results.isPending ? (
        <div className="kc-chat-row-sub" style={{ padding: '4px 10px' }}>
          {T.list.searching}
        </div>
      ) : results.isError ? (
        <ListError onRetry={() => void results.refetch()} />
      ) : results.data.items.length === 0 ? (
        <div className="kc-chat-row-sub" style={{ padding: '4px 10px' }}>
          {T.list.noMessageMatches}
        </div>
      ) : (
        <ul className="kc-chat-rows">
          {results.data.items.map((message) => (
            <li key={message.id}>
              <button
                type="button"
                className="kc-chat-plain kc-chat-row"
                onClick={() => onOpen(message.conversation_id, message.id)}
                data-testid="chat-search-result"
              >
                <span className="kc-chat-row-main">
                  <span className="kc-chat-row-line">
                    <span className="kc-chat-row-name" title={message.conversation_name}>
                      {message.conversation_name}
                    </span>
                    <span className="kc-chat-row-time" title={formatDateTime(message.created_at)}>
                      {formatRelativeTime(message.created_at, now)}
                    </span>
                  </span>
                  <span className="kc-chat-row-preview">
                    {message.sender.full_name}: {message.body.replace(/\s+/g, ' ')}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ListSkeleton() {
  return (
    <div className="kc-chat-skeleton" aria-busy="true" aria-label={T.loading}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton
          key={row}
          active
          avatar={{ size: 32, shape: 'square' }}
          title={{ width: '60%' }}
          paragraph={{ rows: 1, width: '90%' }}
        />
      ))}
    </div>
  );
}

/**
 * The left panel: search, Chats (CHANNELS and DIRECT MESSAGES, or the archived channels) and Team
 * (members with role and presence; a click opens the direct message), the create / browse actions
 * and the busy switch.
 */
export function ChatSidebar({
  active,
  archived,
  showArchived,
  members,
  selectedId,
  selfId,
  presence,
  onSelect,
  onOpenMessage,
  onOpenMember,
  onShowArchived,
  onNewChannel,
  onNewDirect,
  onBrowse,
  onToggleBusy,
}: {
  active: UseQueryResult<ConversationListData>;
  archived: UseQueryResult<ConversationListData>;
  showArchived: boolean;
  members: UseQueryResult<Member[]>;
  selectedId: number | null;
  selfId: number | undefined;
  presence: (userId: number) => PresenceStatus;
  onSelect: (conversation: Conversation) => void;
  onOpenMessage: (conversationId: number, messageId: number) => void;
  onOpenMember: (member: Member) => void;
  onShowArchived: (show: boolean) => void;
  onNewChannel: () => void;
  onNewDirect: () => void;
  onBrowse: () => void;
  onToggleBusy: (busy: boolean) => void;
}) {
  const [tab, setTab] = useState<Tab>('chats');
  const [search, setSearch] = useState('');
  const list = showArchived ? archived : active;
  const busy = selfId !== undefined && presence(selfId) === 'busy';

  let chats;
  if (list.isPending) chats = <ListSkeleton />;
  else if (list.isError) chats = <ListError onRetry={() => void list.refetch()} />;
  else {
    const items = list.data.items.filter((conversation) => conversationMatches(conversation, search));
    chats =
      list.data.items.length === 0 ? (
        <div className="kc-chat-empty">
          {showArchived ? (
            <EmptyState title={T.list.noArchived} />
          ) : (
            <EmptyState
              title={T.noConversations}
              hint={T.noConversationsHint}
              action={
                <Space wrap style={{ justifyContent: 'center' }}>
                  <Button type="primary" icon={<PlusOutlined />} onClick={onNewChannel}>
                    {T.list.newChannel}
                  </Button>
                  <Button icon={<GlobalOutlined />} onClick={onBrowse}>
                    {T.list.browse}
                  </Button>
                </Space>
              }
            />
          )}
        </div>
      ) : items.length === 0 ? (
        <div className="kc-chat-empty">
          <EmptyState title={T.list.noMatches} />
        </div>
      ) : (
        <ConversationList conversations={items} selectedId={selectedId} selfId={selfId} presence={presence} onSelect={onSelect} />
      );
    if (!showArchived) {
      chats = (
        <>
          {chats}
          <MessageResults search={search} onOpen={onOpenMessage} />
        </>
      );
    }
  }

  let team;
  if (members.isPending) team = <ListSkeleton />;
  else if (members.isError) team = <ListError onRetry={() => void members.refetch()} />;
  else {
    const people = members.data
      .filter((member) => member.membership_status === 'active' && memberMatches(member, search))
      .sort((a, b) => Number(b.id === selfId) - Number(a.id === selfId) || displayName(a).localeCompare(displayName(b)));
    team =
      people.length === 0 ? (
        <div className="kc-chat-empty">
          <EmptyState title={T.list.noTeamMatches} />
        </div>
      ) : (
        <TeamList members={people} selfId={selfId} presence={presence} onOpen={onOpenMember} />
      );
  }

  return (
    <nav className="kc-chat-side" aria-label={T.list.label}>
      <div className="kc-chat-side-top">
        <Input
          aria-label={T.searchPlaceholder}
          placeholder={T.searchPlaceholder}
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          allowClear
        />
        <div className="kc-chat-side-actions">
          <Tooltip title={T.list.newChannel}>
            <Button size="small" icon={<PlusOutlined />} onClick={onNewChannel} aria-label={T.list.newChannel} />
          </Tooltip>
          <Tooltip title={T.list.newDirect}>
            <Button size="small" icon={<UserAddOutlined />} onClick={onNewDirect} aria-label={T.list.newDirect} />
          </Tooltip>
          <Tooltip title={T.list.browse}>
            <Button size="small" icon={<GlobalOutlined />} onClick={onBrowse} aria-label={T.list.browse} />
          </Tooltip>
          <Tooltip title={showArchived ? T.list.backToChats : T.list.archived}>
            <Button
              size="small"
              icon={showArchived ? <ArrowLeftOutlined /> : <FolderOutlined />}
              onClick={() => {
                setTab('chats');
                onShowArchived(!showArchived);
              }}
              aria-label={showArchived ? T.list.backToChats : T.list.archived}
              aria-pressed={showArchived}
            />
          </Tooltip>
          <span style={{ flex: '1 1 auto' }} />
          <Tooltip title={busy ? T.team.setAvailable : T.team.setBusy}>
            <Button
              size="small"
              danger={busy}
              icon={<TeamOutlined />}
              onClick={() => onToggleBusy(!busy)}
              aria-label={busy ? T.team.setAvailable : T.team.setBusy}
            >
              {busy ? T.presence.busy : T.presence.online}
            </Button>
          </Tooltip>
        </div>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        size="small"
        items={[
          { key: 'chats', label: showArchived ? T.list.archivedTitle : T.tabChats },
          { key: 'team', label: T.tabTeam },
        ]}
      />
      <div className="kc-chat-side-body">{tab === 'chats' ? chats : team}</div>
    </nav>
  );
}
