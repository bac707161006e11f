import type { CustomField, Task } from '@kanri/contracts';

export interface SaveOptions {
  /** Keep the editor open after saving (multi-selects save each pick). */
  keepOpen?: boolean;
}

/** What every inline editor receives from the cell. */
export interface EditorProps {
  field: CustomField;
  value: unknown;
  task: Task;
  /**
   * Saves (null clears). Resolves true when saved; false when it failed (the cell has shown the
   * server's message and the old value stays).
   */
  onSave: (value: unknown, options?: SaveOptions) => Promise<boolean>;
  /** Leaves the editor without saving. */
  onCancel: () => void;
}
