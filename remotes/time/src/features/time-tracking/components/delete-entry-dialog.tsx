import { trackedMs, type TimeEntry } from '@kanri/contracts';
import { ConfirmDelete, formatDuration, useRetained } from '@kanri/design-system';
import { useTimeEntryActions } from '../api/use-time-entry-actions';
import { TRACKING_TEXTS } from '../texts';

const T = TRACKING_TEXTS.deleteDialog;

/** Asks before deleting a time entry; a refusal's messages stay inside the dialog. */
export function DeleteEntryDialog({ entry: given, now, onClose }: { entry: TimeEntry | null; now: number; onClose: () => void }) {
  const actions = useTimeEntryActions();
  const entry = useRetained(given);
  return (
    <ConfirmDelete
      open={given !== null}
      title={T.title}
      okText={T.ok}
      cancelText={T.cancel}
      onConfirm={() => actions.remove(entry!)}
      onClose={onClose}
    >
      {entry ? T.body(entry.description, formatDuration(entry.is_active ? trackedMs(entry, now) : entry.duration_ms)) : null}
    </ConfirmDelete>
  );
}
