import { useRetained, ConfirmDelete, Typography } from '@kanri/design-system';
import type { Meeting } from '@kanri/contracts';
import { useMeetingActions } from '../api/use-meetings';
import { MEETING_TEXTS } from '../texts';

const T = MEETING_TEXTS.deleteDialog;

/** Asks before deleting a meeting (spec §5's question); a failure is toasted and the dialog stays. */
export function DeleteMeetingDialog({ meeting: given, onClose }: { meeting: Meeting | null; onClose: () => void }) {
  const actions = useMeetingActions();
  const meeting = useRetained(given);
  return (
    <ConfirmDelete
      open={given !== null}
      title={T.title}
      okText={T.ok}
      cancelText={T.cancel}
      onConfirm={() => actions.remove(meeting!)}
      onClose={onClose}
    >
      <p style={{ margin: 0 }}>{T.body}</p>
      {meeting ? (
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {meeting.title}
        </Typography.Text>
      ) : null}
    </ConfirmDelete>
  );
}
