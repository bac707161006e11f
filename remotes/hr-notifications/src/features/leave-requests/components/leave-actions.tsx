import type { LeaveRequest } from '@kanri/contracts/hr';
import {
  Button,
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  Dropdown,
  MoreOutlined,
  StopOutlined,
  type MenuProps,
} from '@kanri/design-system';
import { leaveActionsFor, type LeaveAbilities } from '../leave-rules';
import { LEAVE_TEXTS } from '../texts';

const T = LEAVE_TEXTS.menu;

export interface LeaveActionHandlers {
  onApprove: (request: LeaveRequest) => void;
  onReject: (request: LeaveRequest) => void;
  onCancel: (request: LeaveRequest) => void;
  onDelete: (request: LeaveRequest) => void;
}

/** A row's menu: Approve, Reject, Cancel Request and Delete, each only where the user may (`leaveActionsFor`). */
export function LeaveActions({
  request,
  abilities,
  onApprove,
  onReject,
  onCancel,
  onDelete,
}: LeaveActionHandlers & { request: LeaveRequest; abilities: LeaveAbilities }) {
  const allowed = leaveActionsFor(request, abilities);
  const decisions: MenuProps['items'] = [
    ...(allowed.approve ? [{ key: 'approve', icon: <CheckOutlined aria-hidden />, label: T.approve }] : []),
    ...(allowed.reject ? [{ key: 'reject', icon: <CloseOutlined aria-hidden />, label: T.reject }] : []),
    ...(allowed.cancel ? [{ key: 'cancel', icon: <StopOutlined aria-hidden />, label: T.cancel }] : []),
  ];
  const items: MenuProps['items'] = [
    ...decisions,
    ...(decisions.length > 0 && allowed.delete ? [{ type: 'divider' as const }] : []),
    ...(allowed.delete ? [{ key: 'delete', icon: <DeleteOutlined aria-hidden />, label: T.delete, danger: true }] : []),
  ];
  if (items.length === 0) return null;
  const name = request.user_name || LEAVE_TEXTS.table.userFallback(request.user_id);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'approve') onApprove(request);
          else if (key === 'reject') onReject(request);
          else if (key === 'cancel') onCancel(request);
          else if (key === 'delete') onDelete(request);
        },
      }}
    >
      <Button type="text" icon={<MoreOutlined />} aria-label={LEAVE_TEXTS.table.actionsLabel(name)} />
    </Dropdown>
  );
}
