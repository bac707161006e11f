import type { LeaveRequest } from '@kanri/contracts/hr';
import { ConfirmDelete, Typography, formatCalendarDate, useRetained } from '@kanri/design-system';
import { useLeaveActions } from '../api/use-leave-requests';
import { LEAVE_TEXTS } from '../texts';

const T = LEAVE_TEXTS.deleteDialog;

/** Asks before deleting a leave request (spec §5's question); a refusal is toasted and the question stays. */
export function DeleteLeaveDialog({ request: given, onClose }: { request: LeaveRequest | null; onClose: () => void }) {
  const actions = useLeaveActions();
  const request = useRetained(given);
  return (
    <ConfirmDelete
      open={given !== null}
      title={T.title}
      okText={T.ok}
      cancelText={T.cancel}
      onConfirm={() => actions.remove(request!)}
      onClose={onClose}
    >
      <p style={{ margin: 0 }}>{T.body}</p>
      {request ? (
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {request.user_name || LEAVE_TEXTS.table.userFallback(request.user_id)} · {LEAVE_TEXTS.types[request.leave_type]} ·{' '}
          {formatCalendarDate(request.start_date)} - {formatCalendarDate(request.end_date)}
        </Typography.Text>
      ) : null}
    </ConfirmDelete>
  );
}
