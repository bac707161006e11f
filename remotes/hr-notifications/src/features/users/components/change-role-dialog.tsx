import { displayName, ROLE_LABELS, ROLES, type Member, type Role } from '@kanri/contracts';
import { FormDialog, FormField, Select, toast, useRetained } from '@kanri/design-system';
import { useMemberActions } from '../api/use-members';
import { TEAM_TEXTS } from '../texts';

const T = TEAM_TEXTS;
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * An admin changes a member's role (PUT /users/update). The server refuses to demote the last admin
 * (its message shows in the dialog); the screen does not offer it in the first place.
 */
export function ChangeRoleDialog({ member: given, onClose }: { member: Member | null; onClose: () => void }) {
  const actions = useMemberActions();
  const member = useRetained(given);
  if (!member) return null;
  const name = displayName(member);

  async function submit(values: { role: Role }) {
    if (values.role === member!.role) return;
    await actions.changeRole({ id: member!.id, role: values.role });
    toast.success(T.toasts.roleChanged(name, ROLE_LABELS[values.role]));
  }

  return (
    <FormDialog
      open={given !== null}
      title={T.roleDialog.title(name)}
      okText={T.roleDialog.submit}
      cancelText={T.roleDialog.cancel}
      initialValues={{ role: member.role }}
      onSubmit={submit}
      onClose={onClose}
      width={400}
    >
      <FormField<Role> name="role" label={T.roleDialog.role} labelled={false}>
        {(control) => (
          <Select
            aria-label={T.roleDialog.role}
            options={ROLE_OPTIONS}
            value={control.value}
            onChange={(role) => control.setValue(role as Role)}
            style={{ width: 220 }}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
