import { ApiError } from '@kanri/api-client';
import { ROLE_LABELS, ROLES, userStoreRequestSchema, type Role } from '@kanri/contracts';
import { Avatar, Flex, FormDialog, FormField, initials, Input, Select, toast, Typography } from '@kanri/design-system';
import { useInviteMember } from '../api/use-members';
import { TEAM_TEXTS } from '../texts';

const T = TEAM_TEXTS;
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface InviteValues {
  name: string;
  email: string;
  role: Role;
}

const EMPTY: InviteValues = { name: '', email: '', role: 'developer' };

/** Spec §3's colour of a new member's avatar. */
export const NEW_MEMBER_COLOR = '#befca9';

/**
 * Add User (spec §2 Team Members): invites by e-mail. Send stays off until a name and an e-mail are
 * there (spec §5, silently); the role starts at developer; the avatar shows the name's initials,
 * uppercased. The contract checks the e-mail and the server's refusals show under their field.
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
    toast.success(T.invitedToast(email));
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
      {(form) => {
        const letters = form.values.name.trim() ? initials(form.values.name) : '';
        return (
          <>
            <Flex align="center" gap={12}>
              <Avatar
                size={40}
                aria-label={T.dialog.avatarLabel(letters)}
                style={{ background: NEW_MEMBER_COLOR, color: '#0d0f0c', flexShrink: 0 }}
              >
                {letters || '?'}
              </Avatar>
              <Typography.Text type="secondary">{T.dialog.hint}</Typography.Text>
            </Flex>
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
          </>
        );
      }}
    </FormDialog>
  );
}
