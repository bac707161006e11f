import { LEAVE_COMMENTS_MAX_LENGTH } from '@kanri/contracts/hr';
import { leaveUpdateRequestSchema, type LeaveRequest } from '@kanri/contracts/hr';
import { FormDialog, FormField, TextArea, Typography, useRetained } from '@kanri/design-system';
import { useMemo } from 'react';
import { useLeaveActions } from '../api/use-leave-requests';
import { LEAVE_TEXTS } from '../texts';

const T = LEAVE_TEXTS.reject;

interface RejectValues {
  id: number;
  status: 'rejected';
  comments: string;
}

/**
 * The prompt before a rejection (spec §5): `Please provide a reason for rejection:`, a reason
 * required (the contract's message under the field when blank). Cancel aborts: nothing is sent.
 */
export function RejectLeaveDialog({ request: given, onClose }: { request: LeaveRequest | null; onClose: () => void }) {
  const actions = useLeaveActions();
  // Kept while the dialog closes (the page has already let go of it).
  const request = useRetained(given);
  const initial = useMemo<RejectValues>(() => ({ id: request?.id ?? 0, status: 'rejected', comments: '' }), [request?.id]);

  return (
    <FormDialog<RejectValues>
      open={given !== null}
      title={T.title}
      okText={T.ok}
      cancelText={T.cancel}
      initialValues={initial}
      schema={leaveUpdateRequestSchema}
      onSubmit={(values) => actions.reject(request!, values.comments.trim())}
      onClose={onClose}
      width={480}
    >
      {request ? (
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {request.user_name || LEAVE_TEXTS.table.userFallback(request.user_id)} · {LEAVE_TEXTS.types[request.leave_type]}
        </Typography.Text>
      ) : null}
      <FormField name="comments" label={T.prompt}>
        {(control) => (
          <TextArea
            {...control.props}
            value={control.value}
            placeholder={T.placeholder}
            maxLength={LEAVE_COMMENTS_MAX_LENGTH}
            autoSize={{ minRows: 3, maxRows: 6 }}
            autoFocus
            onChange={(event) => control.setValue(event.target.value)}
            style={{ width: '100%' }}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
