import { useRetained, ConfirmDelete } from '@kanri/design-system';
import type { Note } from '@kanri/contracts';
import { useNoteActions } from '../api/use-notes';
import { NOTES_TEXTS } from '../texts';

const T = NOTES_TEXTS.deleteDialog;

/** `Are you sure you want to delete this note?`; a refusal is toasted (spec §8) and the dialog closes. */
export function DeleteNoteDialog({ note: given, onClose }: { note: Note | null; onClose: () => void }) {
  const actions = useNoteActions();
  const note = useRetained(given);
  return (
    <ConfirmDelete
      open={given !== null}
      title={T.title}
      okText={T.ok}
      cancelText={T.cancel}
      // Deleted or refused (toasted), the dialog closes: the list shows what is there.
      onConfirm={async () => void (await actions.remove(note!))}
      onClose={onClose}
    >
      {T.body}
    </ConfirmDelete>
  );
}
