import { CHAT_QUICK_REACTIONS, type ChatAttachment, type ChatMessage } from '@kanri/contracts/chat';
import {
  ConfirmDelete,
  DeleteOutlined,
  EditOutlined,
  FileOutlined,
  formatClockTime,
  formatDateTime,
  formatFileSize,
  NavIcon,
  LikeOutlined,
} from '@kanri/design-system';
import { useState, type KeyboardEvent } from 'react';
import { MessageText } from '../message-text';
import { mentionIdsIn, type MentionCandidate } from '../mentions';
import { CHAT_TEXTS } from '../texts';
import { PersonAvatar } from './person-avatar';

const T = CHAT_TEXTS;

export interface MessageHandlers {
  onReply?: (message: ChatMessage) => void;
  onEdit: (message: ChatMessage, body: string, mentionIds: number[]) => Promise<void>;
  onDelete: (message: ChatMessage) => Promise<void>;
  onReact: (message: ChatMessage, emoji: string, add: boolean) => Promise<void>;
  onDownload: (attachment: ChatAttachment) => void;
}

export function AttachmentChips({
  attachments,
  onDownload,
}: {
  attachments: readonly ChatAttachment[];
  onDownload?: (attachment: ChatAttachment) => void;
}) {
  if (attachments.length === 0) return null;
  return (
    <div className="kc-chat-files">
      {attachments.map((attachment) => (
        <button
          key={attachment.id}
          type="button"
          className="kc-chat-file"
          onClick={() => onDownload?.(attachment)}
          disabled={!onDownload}
          aria-label={T.message.download(attachment.file_name)}
          title={attachment.file_name}
        >
          <FileOutlined aria-hidden />
          <span className="kc-chat-file-name">{attachment.file_name}</span>
          <span className="kc-chat-file-size">{formatFileSize(attachment.size)}</span>
        </button>
      ))}
    </div>
  );
}

function EditBox({
  message,
  people,
  onSave,
  onCancel,
}: {
  message: ChatMessage;
  people: readonly MentionCandidate[];
  onSave: (body: string, mentionIds: number[]) => Promise<void>;
  onCancel: () => void;
}) {
  const [text, setText] = useState(message.body);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const body = text.trim();
    if (!body || saving) return;
    if (body === message.body) return onCancel();
    setSaving(true);
    try {
      await onSave(body, mentionIdsIn(body, people));
      onCancel();
    } catch {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };
  return (
    <div className="kc-chat-edit">
      <textarea
        className="kc-chat-edit-input"
        aria-label={T.message.editLabel}
        value={text}
        rows={Math.min(8, Math.max(2, text.split('\n').length))}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={saving}
        autoFocus
      />
      <div className="kc-chat-edit-actions">
        <button type="button" className="kc-chat-link-button" onClick={onCancel} disabled={saving}>
          {T.message.cancel}
        </button>
        <button
          type="button"
          className="kc-chat-link-button is-primary"
          onClick={() => void save()}
          disabled={saving || !text.trim()}
        >
          {T.message.save}
        </button>
      </div>
    </div>
  );
}

/**
 * One message: sender, time, text (links clickable, mentions marked), `(edited)`, files,
 * reactions; on hover or focus its tools (react, reply in thread, and for one's own edit and
 * delete). `readOnly`: an archived channel (nothing can change).
 */
export function MessageItem({
  message,
  mine,
  readOnly,
  highlighted = false,
  continued = false,
  people,
  handlers,
}: {
  message: ChatMessage;
  mine: boolean;
  readOnly: boolean;
  highlighted?: boolean;
  /** Follows a message of the same sender a moment before: shown without the avatar and name. */
  continued?: boolean;
  /** The conversation's members (mention names). */
  people: readonly MentionCandidate[];
  handlers: MessageHandlers;
}) {
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deleted = message.deleted_at !== null;
  const mentionNames = people.filter((person) => message.mention_ids.includes(person.id)).map((person) => person.full_name);
  const react = (emoji: string, add: boolean) => {
    setPicking(false);
    void handlers.onReact(message, emoji, add).catch(() => undefined);
  };

  return (
    <article
      className={`kc-chat-msg${highlighted ? ' is-highlighted' : ''}${continued ? ' is-continued' : ''}`}
      aria-label={`${message.sender.full_name}, ${formatDateTime(message.created_at)}`}
      data-message-id={message.id}
      data-testid="chat-message"
    >
      {continued ? (
        <time className="kc-chat-msg-gutter" dateTime={message.created_at} title={formatDateTime(message.created_at)}>
          {formatClockTime(message.created_at)}
        </time>
      ) : (
        <PersonAvatar name={message.sender.full_name} photo={message.sender.photo_url} size={32} />
      )}
      <div className="kc-chat-msg-body">
        <div className={`kc-chat-msg-head${continued ? ' kc-chat-sr-only' : ''}`}>
          <span className="kc-chat-msg-name">{message.sender.full_name}</span>
          <time className="kc-chat-msg-time" dateTime={message.created_at} title={formatDateTime(message.created_at)}>
            {formatClockTime(message.created_at)}
          </time>
        </div>
        {deleted ? (
          <p className="kc-chat-msg-deleted">{T.messageDeleted}</p>
        ) : editing ? (
          <EditBox
            message={message}
            people={people}
            onSave={(body, ids) => handlers.onEdit(message, body, ids)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            {message.body ? (
              <p className="kc-chat-msg-text">
                <MessageText body={message.body} mentionNames={mentionNames} />
                {message.edited_at ? (
                  <span className="kc-chat-edited" title={formatDateTime(message.edited_at)}>
                    {T.edited}
                  </span>
                ) : null}
              </p>
            ) : null}
            <AttachmentChips attachments={message.attachments} onDownload={handlers.onDownload} />
          </>
        )}
        {!deleted && message.reactions.length > 0 ? (
          <div className="kc-chat-reactions">
            {message.reactions.map((reaction) => (
              <button
                key={reaction.emoji}
                type="button"
                className={`kc-chat-reaction${reaction.mine ? ' is-mine' : ''}`}
                aria-pressed={reaction.mine}
                aria-label={T.message.reactionCount(reaction.emoji, reaction.count, reaction.mine)}
                onClick={() => react(reaction.emoji, !reaction.mine)}
                disabled={readOnly}
              >
                <span aria-hidden>{reaction.emoji}</span>
                <span aria-hidden>{reaction.count}</span>
              </button>
            ))}
          </div>
        ) : null}
        {handlers.onReply && message.reply_count > 0 ? (
          <button type="button" className="kc-chat-plain kc-chat-replies" onClick={() => handlers.onReply?.(message)}>
            {T.message.replies(message.reply_count)}
          </button>
        ) : null}
      </div>
      {!deleted && !editing && !readOnly ? (
        <div className={`kc-chat-msg-tools${picking ? ' is-open' : ''}`} role="toolbar" aria-label={T.message.actions}>
          {picking ? (
            <span className="kc-chat-quick">
              {CHAT_QUICK_REACTIONS.map((emoji) => {
                const mineAlready = message.reactions.some((reaction) => reaction.emoji === emoji && reaction.mine);
                return (
                  <button
                    key={emoji}
                    type="button"
                    className="kc-chat-tool"
                    aria-label={T.message.reactWith(emoji)}
                    onClick={() => react(emoji, !mineAlready)}
                  >
                    {emoji}
                  </button>
                );
              })}
            </span>
          ) : null}
          <button
            type="button"
            className="kc-chat-tool"
            aria-label={T.message.react}
            aria-expanded={picking}
            onClick={() => setPicking((open) => !open)}
          >
            <LikeOutlined />
          </button>
          {handlers.onReply ? (
            <button
              type="button"
              className="kc-chat-tool"
              aria-label={T.message.reply}
              onClick={() => handlers.onReply?.(message)}
            >
              <NavIcon name="chat" />
            </button>
          ) : null}
          {mine ? (
            <>
              <button type="button" className="kc-chat-tool" aria-label={T.message.edit} onClick={() => setEditing(true)}>
                <EditOutlined />
              </button>
              <button type="button" className="kc-chat-tool" aria-label={T.message.delete} onClick={() => setConfirming(true)}>
                <DeleteOutlined />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      {mine ? (
        <ConfirmDelete
          open={confirming}
          title={T.message.deleteTitle}
          okText={T.message.deleteOk}
          cancelText={T.message.cancel}
          onConfirm={() => handlers.onDelete(message)}
          onClose={() => setConfirming(false)}
        >
          {T.message.deleteBody}
        </ConfirmDelete>
      ) : null}
    </article>
  );
}
