import { TIME_ENTRY_DESCRIPTION_MAX_LENGTH, type TimeEntry } from '@kanri/contracts';
import { Button, EditOutlined, Input } from '@kanri/design-system';
import { useState, type KeyboardEvent } from 'react';
import styles from './styles';
import { TRACKER_TEXTS as T } from './texts';
import type { TrackerActions } from './use-tracker-actions';

/**
 * The active entry's description (spec §2): `Untitled Task` when empty; a click (or the pencil)
 * opens an input; Save or Enter saves it, Escape puts the text back. Mount it with `key={entry.id}`
 * so another entry never inherits an edit.
 */
export function DescriptionEditor({ entry, actions }: { entry: TimeEntry; actions: TrackerActions }) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = entry.description || T.untitled;

  if (draft === null) {
    return (
      <Button
        type="text"
        style={styles.descriptionButton}
        aria-label={`${T.editDescription}: ${shown}`}
        title={T.editDescription}
        onClick={() => setDraft(entry.description)}
      >
        <span style={styles.descriptionText}>{shown}</span>
        <EditOutlined aria-hidden style={{ opacity: 0.6 }} />
      </Button>
    );
  }

  async function save() {
    if (draft === null || actions.saving) return;
    const description = draft.trim();
    if (description === entry.description) {
      setDraft(null);
      return;
    }
    if (await actions.describe(entry, description)) setDraft(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // Only the edit ends; the panel stays open.
      event.stopPropagation();
      setDraft(null);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  }

  return (
    <div style={styles.editRow}>
      <Input
        size="small"
        autoFocus
        aria-label={T.description}
        title={T.editHint}
        value={draft}
        maxLength={TIME_ENTRY_DESCRIPTION_MAX_LENGTH}
        placeholder={T.untitled}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="primary" size="small" loading={actions.saving} onClick={() => void save()}>
        {T.save}
      </Button>
    </div>
  );
}
