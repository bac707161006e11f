import { displayName, type Member } from '@kanri/contracts';
import { Button, DeleteOutlined, EditOutlined, Flex, MailOutlined, StopOutlined, Tooltip } from '@kanri/design-system';
import { TEAM_TEXTS } from '../texts';

const T = TEAM_TEXTS.actions;

export interface MemberActionHandlers {
  onChangeRole: (member: Member) => void;
  onResend: (member: Member) => void;
  onRemove: (member: Member) => void;
}

/**
 * A row's actions (admins only): change the role; resend or revoke an invitation; remove a member
 * who joined. The last admin's role change and removal are off, with the reason on hover.
 */
export function MemberActions({
  member,
  lastAdmin,
  resending,
  onChangeRole,
  onResend,
  onRemove,
}: MemberActionHandlers & { member: Member; lastAdmin: boolean; resending: boolean }) {
  const name = displayName(member);
  const invited = member.membership_status === 'invited';
  return (
    <Flex gap={4} justify="flex-end">
      {/* A disabled button gets no hover: the span carries the tooltip. */}
      <Tooltip title={lastAdmin ? T.lastAdminRole : T.changeRole(name)}>
        <span style={{ display: 'inline-flex' }}>
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={T.changeRole(name)}
            disabled={lastAdmin}
            onClick={() => onChangeRole(member)}
          />
        </span>
      </Tooltip>
      {invited ? (
        <>
          <Tooltip title={T.resend(name)}>
            <Button
              type="text"
              icon={<MailOutlined aria-hidden />}
              aria-label={T.resend(name)}
              loading={resending}
              onClick={() => onResend(member)}
            />
          </Tooltip>
          <Tooltip title={T.revoke(name)}>
            <Button
              type="text"
              danger
              icon={<StopOutlined aria-hidden />}
              aria-label={T.revoke(name)}
              onClick={() => onRemove(member)}
            />
          </Tooltip>
        </>
      ) : (
        <Tooltip title={lastAdmin ? T.lastAdminRemove : T.remove(name)}>
          <span style={{ display: 'inline-flex' }}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={T.remove(name)}
              disabled={lastAdmin}
              onClick={() => onRemove(member)}
            />
          </span>
        </Tooltip>
      )}
    </Flex>
  );
}
