import { errorMessage, localStore, sendRealtime } from '@kanri/api-client';
import { TASK_MEDIA_ACCEPT } from '@kanri/contracts';
import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TYPING_RELAY_MIN_MS,
  CHAT_TYPING_SEND_MS,
  type ChatAttachment,
  type ChatTypingReport,
} from '@kanri/contracts/chat';
import { Button, CloseOutlined, PaperClipOutlined, SendOutlined, toast, Tooltip } from '@kanri/design-system';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { uploadChatAttachment } from '../api/chat-api';
import { chatFileProblem } from '../attachments';
import { activeMention, insertMention, mentionIdsIn, mentionMatches, type MentionCandidate } from '../mentions';
import { CHAT_TEXTS } from '../texts';
import { PersonAvatar } from './person-avatar';

const T = CHAT_TEXTS;
/** Clock differences between the tab and the server's relay check. */
const TYPING_RELAY_MARGIN_MS = 200;

export interface ComposedMessage {
  body: string;
  mention_ids: number[];
  attachment_ids: number[];
}

/** Where a conversation's (or thread's) draft is kept on this device, per user and workspace. */
export const draftKey = (workspaceId: number, userId: number, conversationId: number, parentId: number | null) =>
  `kanri.chat.draft.${workspaceId}.${userId}.${conversationId}${parentId ? `.${parentId}` : ''}`;

/**
 * The message box: Enter sends, Shift+Enter starts a new line, a blank or whitespace-only text is
 * not sent (unless files are attached). `@` opens the member picker (arrows, Enter or Tab to pick,
 * Escape to close). Files are uploaded first and sent with the message. The draft is kept on the
 * device per conversation until sent; typing is reported at most every CHAT_TYPING_SEND_MS.
 * Mount it with a key per conversation/thread.
 */
export function Composer({
  conversationId,
  parentId = null,
  storageKey,
  people,
  placeholder,
  onSend,
}: {
  conversationId: number;
  parentId?: number | null;
  storageKey: string | null;
  /** Who can be mentioned (the members, the sender not among them). */
  people: readonly MentionCandidate[];
  placeholder: string;
  onSend: (message: ComposedMessage) => void;
}) {
  const [text, setText] = useState(() => (storageKey ? (localStore.get(storageKey) ?? '') : ''));
  const [caret, setCaret] = useState(0);
  const [picked, setPicked] = useState<MentionCandidate[]>([]);
  const [highlight, setHighlight] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [files, setFiles] = useState<ChatAttachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const listId = useId();

  const mention = activeMention(text, caret);
  const candidates = mention && dismissedAt !== mention.start ? mentionMatches(people, mention.query) : [];
  const picking = candidates.length > 0;

  useEffect(() => {
    if (!storageKey) return;
    if (text) localStore.set(storageKey, text);
    else localStore.remove(storageKey);
  }, [storageKey, text]);

  const reportTyping = () => {
    const now = Date.now();
    if (now - lastTyping.current < CHAT_TYPING_SEND_MS) return;
    lastTyping.current = now;
    const report: ChatTypingReport = { type: 'chat.typing', conversation_id: conversationId, parent_id: parentId };
    sendRealtime(report);
  };

  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    setCaret(event.target.selectionStart ?? event.target.value.length);
    setHighlight(0);
    if (event.target.value.trim()) reportTyping();
  };

  const pick = (person: MentionCandidate) => {
    if (!mention) return;
    const next = insertMention(text, mention.start, caret, person);
    setText(next.text);
    setCaret(next.caret);
    setPicked((previous) => (previous.some((entry) => entry.id === person.id) ? previous : [...previous, person]));
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const send = () => {
    const body = text.trim();
    if (uploading > 0) return;
    if (!body && files.length === 0) return;
    if (body.length > CHAT_MESSAGE_MAX_LENGTH) {
      toast.error(T.messageTooLong);
      return;
    }
    onSend({ body, mention_ids: mentionIdsIn(body, picked), attachment_ids: files.map((file) => file.id) });
    setText('');
    setCaret(0);
    setPicked([]);
    setFiles([]);
    // Typing again right after a send is reported as soon as the server relays it again (it drops
    // a report that follows the previous one within CHAT_TYPING_RELAY_MIN_MS), not after the full
    // CHAT_TYPING_SEND_MS: the others' indicator went away with the message.
    lastTyping.current -= CHAT_TYPING_SEND_MS - CHAT_TYPING_RELAY_MIN_MS - TYPING_RELAY_MARGIN_MS;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (picking && mention) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setHighlight((index) => (index + step + candidates.length) % candidates.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(candidates[Math.min(highlight, candidates.length - 1)]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissedAt(mention.start);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };

  const upload = async (chosen: readonly File[]) => {
    const room = CHAT_ATTACHMENTS_MAX - files.length;
    if (chosen.length > room) toast.error(T.tooManyAttachments);
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const problem = chatFileProblem(file);
      if (problem) {
        toast.error(`${file.name}: ${problem}`);
        continue;
      }
      setUploading((count) => count + 1);
      try {
        const attachment = await uploadChatAttachment(conversationId, file);
        setFiles((previous) => [...previous, attachment]);
      } catch (error) {
        toast.error(`${file.name}: ${errorMessage(error)}`);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  const rows = Math.min(8, Math.max(1, text.split('\n').length));
  return (
    <div className="kc-chat-composer">
      {picking ? (
        <ul className="kc-chat-mentions" role="listbox" id={listId} aria-label={T.composer.mentionList}>
          {candidates.map((person, index) => (
            <li
              key={person.id}
              role="option"
              aria-selected={index === highlight}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
            >
              <PersonAvatar name={person.full_name} size={22} />
              {person.full_name}
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 || uploading > 0 ? (
        <div className="kc-chat-composer-files">
          {files.map((file) => (
            <span key={file.id} className="kc-chat-file" title={file.file_name}>
              <span className="kc-chat-file-name">{file.file_name}</span>
              <button
                type="button"
                className="kc-chat-tool"
                aria-label={T.composer.removeAttachment(file.file_name)}
                onClick={() => setFiles((previous) => previous.filter((entry) => entry.id !== file.id))}
              >
                <CloseOutlined />
              </button>
            </span>
          ))}
          {uploading > 0 ? <span className="kc-chat-file">{T.composer.uploading}</span> : null}
        </div>
      ) : null}
      <div className="kc-chat-composer-box">
        <Tooltip title={T.composer.attach}>
          <Button
            type="text"
            icon={<PaperClipOutlined />}
            aria-label={T.composer.attach}
            onClick={() => fileInput.current?.click()}
          />
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={TASK_MEDIA_ACCEPT}
          data-testid="chat-file-input"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            void upload(chosen);
          }}
        />
        <textarea
          ref={input}
          className="kc-chat-input"
          aria-label={T.composer.label}
          placeholder={placeholder}
          value={text}
          rows={rows}
          onChange={change}
          onKeyDown={onKeyDown}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
          aria-autocomplete="list"
          aria-controls={picking ? listId : undefined}
          aria-expanded={picking}
          title={T.composer.hint}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          aria-label={T.composer.send}
          onClick={send}
          disabled={uploading > 0 || (!text.trim() && files.length === 0)}
        />
      </div>
    </div>
  );
}
