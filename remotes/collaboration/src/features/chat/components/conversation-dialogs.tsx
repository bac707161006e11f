import {
  CHAT_CHANNEL_NAME_MAX_LENGTH,
  CHAT_TOPIC_MAX_LENGTH,
  conversationStoreRequestSchema,
  conversationUpdateRequestSchema,
  type Conversation,
} from '@kanri/contracts/chat';
import { FormDialog, FormField, Input, Switch, Typography } from '@kanri/design-system';
import { PeopleSelect } from '../../../shared/people-select';
import type { ChatActions } from '../api/use-chat';
import { CHAT_TEXTS } from '../texts';

const T = CHAT_TEXTS;

/** A one-line text field of a chat dialog. */
function TextField({
  name,
  label,
  maxLength,
  placeholder,
  autoFocus,
}: {
  name: string;
  label: string;
  maxLength: number;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  return (
    <FormField name={name} label={label}>
      {(control) => (
        <Input
          {...control.props}
          value={control.value}
          maxLength={maxLength}
          placeholder={placeholder}
          autoFocus={autoFocus}
          onChange={(event) => control.setValue(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** A switch with its hint (private channel, mute). */
function ToggleField({ name, label, hint }: { name: string; label: string; hint: string }) {
  return (
    <FormField<boolean> name={name} label={label} labelled={false}>
      {(control) => (
        <span style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Switch
            id={control.props.id}
            aria-label={label}
            checked={control.value}
            onChange={(checked) => control.setValue(checked)}
          />
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </span>
      )}
    </FormField>
  );
}

/** Workspace members to add (the signed-in user not among them). */
function PeopleField({ name, label, placeholder }: { name: string; label: string; placeholder: string }) {
  return (
    <FormField<number[]> name={name} label={label}>
      {(control) => (
        <PeopleSelect
          {...control.props}
          aria-label={label}
          value={control.value}
          onChange={(ids) => control.setValue(ids)}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}

interface ChannelFormValues {
  type: 'channel';
  name: string;
  topic: string;
  is_private: boolean;
  member_ids: number[];
}

/** Create channel: name, topic, private toggle and the first members (the creator always joins). */
export function CreateChannelDialog({
  open,
  actions,
  onClose,
  onCreated,
}: {
  open: boolean;
  actions: ChatActions;
  onClose: () => void;
  onCreated: (conversation: Conversation) => void;
}) {
  const C = T.createChannel;
  return (
    <FormDialog<ChannelFormValues>
      open={open}
      title={C.title}
      okText={C.ok}
      cancelText={C.cancel}
      initialValues={{ type: 'channel', name: '', topic: '', is_private: false, member_ids: [] }}
      schema={conversationStoreRequestSchema}
      onSubmit={async (values) => {
        const conversation = await actions.createConversation({
          ...values,
          name: values.name.trim(),
          topic: values.topic.trim(),
        });
        onCreated(conversation);
      }}
      onClose={onClose}
      width={520}
    >
      <TextField name="name" label={C.name} maxLength={CHAT_CHANNEL_NAME_MAX_LENGTH} placeholder={C.namePlaceholder} autoFocus />
      <TextField name="topic" label={C.topic} maxLength={CHAT_TOPIC_MAX_LENGTH} placeholder={C.topicPlaceholder} />
      <ToggleField name="is_private" label={C.private} hint={C.privateHint} />
      <PeopleField name="member_ids" label={C.members} placeholder={C.membersPlaceholder} />
    </FormDialog>
  );
}

interface DirectFormValues {
  type: 'direct';
  member_ids: number[];
}

/** New message: one or more teammates (1:1 or a small group); the same people get the same conversation. */
export function NewDirectDialog({
  open,
  actions,
  onClose,
  onOpened,
}: {
  open: boolean;
  actions: ChatActions;
  onClose: () => void;
  onOpened: (conversation: Conversation) => void;
}) {
  return (
    <FormDialog<DirectFormValues>
      open={open}
      title={T.newDirect.title}
      okText={T.newDirect.ok}
      cancelText={T.newDirect.cancel}
      initialValues={{ type: 'direct', member_ids: [] }}
      schema={conversationStoreRequestSchema}
      onSubmit={async (values) => onOpened(await actions.createConversation(values))}
      onClose={onClose}
      width={480}
    >
      <PeopleField name="member_ids" label={T.newDirect.people} placeholder={T.newDirect.peoplePlaceholder} />
    </FormDialog>
  );
}

interface SettingsValues {
  id: number;
  name: string;
  topic: string;
  muted: boolean;
}

const settingsSchema = conversationUpdateRequestSchema.pick({ id: true, name: true, topic: true });

/**
 * Settings: the channel's name and topic (its creator and admins) and the caller's own mute.
 * Only what changed is sent.
 */
export function SettingsDialog({
  open,
  conversation,
  actions,
  onClose,
}: {
  open: boolean;
  conversation: Conversation;
  actions: ChatActions;
  onClose: () => void;
}) {
  const S = T.settingsDialog;
  const manage = conversation.type === 'channel' && conversation.can_manage && !conversation.archived;
  return (
    <FormDialog<SettingsValues>
      open={open}
      title={S.title}
      okText={S.ok}
      cancelText={S.cancel}
      initialValues={{ id: conversation.id, name: conversation.name, topic: conversation.topic, muted: conversation.muted }}
      schema={manage ? settingsSchema : undefined}
      onSubmit={async (values) => {
        const name = values.name.trim();
        const topic = values.topic.trim();
        if (manage && (name !== conversation.name || topic !== conversation.topic)) {
          await actions.update({
            id: conversation.id,
            ...(name !== conversation.name ? { name } : {}),
            ...(topic !== conversation.topic ? { topic } : {}),
          });
        }
        if (values.muted !== conversation.muted) await actions.setMuted(conversation.id, values.muted);
      }}
      onClose={onClose}
      width={480}
    >
      {manage ? (
        <>
          <TextField name="name" label={S.name} maxLength={CHAT_CHANNEL_NAME_MAX_LENGTH} />
          <TextField name="topic" label={S.topic} maxLength={CHAT_TOPIC_MAX_LENGTH} />
        </>
      ) : null}
      <ToggleField name="muted" label={S.mute} hint={S.muteHint} />
    </FormDialog>
  );
}
