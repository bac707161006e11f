import { displayName, type Member } from '@kanri/contracts';
import { ConfirmDelete, toast, Typography, useRetained } from '@kanri/design-system';
import { useMemberActions } from '../api/use-members';
import { TEAM_TEXTS } from '../texts';

const T = TEAM_TEXTS.removeDialog;

/**
 * Asks before removing a member from the workspace (DELETE /users/destroy), or revoking an invited
 * one's invitation (the same call). A refusal (the last admin) shows inside and the dialog stays.
 */
export function RemoveMemberDialog({ member: given, onClose }: { member: Member | null; onClose: () => void }) {
  const actions = useMemberActions();
  const member = useRetained(given);
  if (!member) return null;
  const name = displayName(member);
  const invited = member.membership_status === 'invited';

  return (
    <ConfirmDelete
      open={given !== null}
      title={invited ? T.revokeTitle(name) : T.title(name)}
      okText={invited ? T.revokeSubmit : T.submit}
      cancelText={T.cancel}
      onConfirm={async () => {
        await actions.remove(member.id);
        toast.success(invited ? TEAM_TEXTS.toasts.revoked(name) : TEAM_TEXTS.toasts.removed(name));
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {invited ? T.revokeBody : T.body}
      </Typography.Paragraph>
    </ConfirmDelete>
  );
}
