import { PROJECT_MESSAGES, PROJECT_NAME_MAX_LENGTH } from '@kanri/contracts';
import { Input } from '@kanri/design-system';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { normalizeProjectName } from '../../domain/project-name';
import styles from './styles';
import { SIDEBAR_PROJECTS_TEXTS as T } from './texts';

/**
 * The inline field the plus button opens (spec §2): Enter adds the trimmed name (a blank one is
 * refused and nothing is sent), Escape cancels. `onAdd` resolves whether the project was created;
 * when it was not, the field keeps the name so the user can try again.
 */
export function AddProjectField({ onAdd, onCancel }: { onAdd: (name: string) => Promise<boolean>; onCancel: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  async function submit() {
    if (busy) return;
    if (value.trim() === '') {
      setError(PROJECT_MESSAGES.nameRequired);
      return;
    }
    const name = normalizeProjectName(value);
    if (name === null) {
      setError(PROJECT_MESSAGES.nameTooLong);
      return;
    }
    setBusy(true);
    try {
      await onAdd(name);
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape') {
      // The sidebar's own Escape handling (and any dialog around) must not see it.
      event.preventDefault();
      event.stopPropagation();
      if (!busy) onCancel();
    }
  }

  return (
    <div style={styles.addField}>
      <Input
        autoFocus
        size="small"
        autoComplete="off"
        aria-label={T.newProjectName}
        aria-invalid={error ? true : undefined}
        aria-describedby="kpt-sidebar-new-project-help"
        aria-busy={busy || undefined}
        placeholder={T.newProjectPlaceholder}
        maxLength={PROJECT_NAME_MAX_LENGTH}
        status={error ? 'error' : undefined}
        readOnly={busy}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Leaving an empty field closes it; a typed name stays until Enter or Escape.
          if (!busy && value.trim() === '') onCancel();
        }}
      />
      <div id="kpt-sidebar-new-project-help">
        {error ? (
          <div role="alert" style={styles.fieldError}>
            {error}
          </div>
        ) : (
          <div style={styles.fieldHint}>{T.newProjectHint}</div>
        )}
      </div>
    </div>
  );
}
