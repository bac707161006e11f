import { ApiError } from '@kanri/api-client';
import { ROLE_LABELS, ROLES, userStoreRequestSchema, type Role } from '@kanri/contracts';
import { FormDialog, FormField, Input, Select, toast, Typography } from '@kanri/design-system';
import { TEXTS } from '../../../texts';
import { useInviteMember } from '../api/use-members';

const T = TEXTS.teamMembers;
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface InviteValues {
  name: string;
  email: string;
  role: Role;
}

const EMPTY: InviteValues = { name: '', email: '', role: 'developer' };

/**
 * Add User (spec §2 Team Members): invites by e-mail. Send stays off until a name and an e-mail are
 * there (spec §5, silently); the contract checks the e-mail and the server's refusals show under
 * their field.
 */
export function InviteMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteMember();

  async function submit(values: InviteValues) {
    const email = values.email.trim();
    try {
      await invite.mutateAsync({ name: values.name.trim(), email, role: values.role });
    } catch (error) {
      // The server's refusals speak for themselves; anything else is spec §8's failure text.
      throw error instanceof ApiError ? error : new Error(T.inviteFailed);
    }
    toast.success(T.invited(email));
  }

  return (
    <FormDialog
      open={open}
      title={T.dialog.title}
      okText={T.dialog.submit}
      cancelText={T.dialog.cancel}
      initialValues={EMPTY}
      schema={userStoreRequestSchema}
      canSubmit={(values) => values.name.trim() !== '' && values.email.trim() !== ''}
      onSubmit={submit}
      onClose={onClose}
      gap={12}
    >
      <Typography.Text type="secondary">{T.dialog.hint}</Typography.Text>
      <FormField name="name" label={T.dialog.name}>
        {(control) => (
          <Input
            {...control.props}
            autoFocus
            placeholder={T.dialog.namePlaceholder}
            value={control.value}
            onChange={(event) => control.setValue(event.target.value)}
          />
        )}
      </FormField>
      <FormField name="email" label={T.dialog.email}>
        {(control) => (
          <Input
            {...control.props}
            type="email"
            placeholder={T.dialog.emailPlaceholder}
            value={control.value}
            onChange={(event) => control.setValue(event.target.value)}
          />
        )}
      </FormField>
      <FormField<Role> name="role" label={T.dialog.role} labelled={false}>
        {(control) => (
          <Select
            aria-label={T.dialog.role}
            options={ROLE_OPTIONS}
            value={control.value}
            onChange={(role) => control.setValue(role as Role)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
