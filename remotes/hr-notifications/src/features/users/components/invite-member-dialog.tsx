import { ApiError, fieldErrorMessages } from '@kanri/api-client';
import { ROLE_LABELS, ROLES, type Role } from '@kanri/contracts';
import { Input, Modal, Select, toast, Typography } from '@kanri/design-system';
import { useState, type FormEvent } from 'react';
import { TEXTS } from '../../../texts';
import { useInviteMember } from '../api/use-members';

const T = TEXTS.teamMembers;
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const EMPTY = { name: '', email: '', role: 'developer' as Role };

/** Add User (spec §2 Team Members): invites by e-mail; saves only with a name and an e-mail (spec §5). */
export function InviteMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const invite = useInviteMember();
  const complete = form.name.trim() !== '' && form.email.trim() !== '';

  function close() {
    setForm(EMPTY);
    onClose();
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!complete || invite.isPending) return;
    try {
      await invite.mutateAsync({ name: form.name.trim(), email: form.email.trim(), role: form.role });
      toast.success(T.invited(form.email.trim()));
      close();
    } catch (error) {
      const refusal = error instanceof ApiError ? error : null;
      const messages = fieldErrorMessages(refusal?.errors);
      if (messages.length > 0) messages.forEach((message) => toast.error(message));
      else toast.error(refusal?.message || T.inviteFailed);
    }
  }

  return (
    <Modal
      title={T.dialog.title}
      open={open}
      onCancel={close}
      onOk={() => void submit()}
      okText={T.dialog.submit}
      cancelText={T.dialog.cancel}
      okButtonProps={{ disabled: !complete, loading: invite.isPending }}
      destroyOnHidden
    >
      <form onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: 12 }}>
        <Typography.Text type="secondary">{T.dialog.hint}</Typography.Text>
        <label style={fieldStyle}>
          <span>{T.dialog.name}</span>
          <Input
            autoFocus
            placeholder={T.dialog.namePlaceholder}
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
          />
        </label>
        <label style={fieldStyle}>
          <span>{T.dialog.email}</span>
          <Input
            type="email"
            placeholder={T.dialog.emailPlaceholder}
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
        </label>
        <label style={fieldStyle}>
          <span>{T.dialog.role}</span>
          <Select
            aria-label={T.dialog.role}
            options={ROLE_OPTIONS}
            value={form.role}
            onChange={(role) => setForm({ ...form, role: role as Role })}
          />
        </label>
        {/* Enter in a field submits. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

const fieldStyle = { display: 'grid', gap: 6 } as const;
