import { WORKSPACE_NAME_MAX_LENGTH, workspaceStoreRequestSchema } from '@kanri/contracts';
import { FormDialog, FormField, Input, Typography } from '@kanri/design-system';
import { WORKSPACE_TEXTS } from '../texts';

const T = WORKSPACE_TEXTS;

/**
 * The name of a workspace, for New Workspace and Rename: a blank name is refused before sending;
 * the server's 422 messages appear under the field; other failures are toasted.
 */
export function WorkspaceNameDialog({
  open,
  title,
  submitText,
  hint,
  initialName = '',
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  submitText: string;
  hint?: string;
  initialName?: string;
  onClose: () => void;
  /** Saves the trimmed name; rejects with the ApiError when refused. */
  onSubmit: (name: string) => Promise<unknown>;
}) {
  return (
    <FormDialog
      open={open}
      title={title}
      okText={submitText}
      cancelText={T.cancel}
      initialValues={{ name: initialName }}
      schema={workspaceStoreRequestSchema}
      onSubmit={(values) => onSubmit(values.name.trim())}
      onClose={onClose}
      gap={8}
    >
      <FormField name="name" label={T.name}>
        {(control) => (
          <Input
            {...control.props}
            value={control.value}
            autoFocus
            autoComplete="off"
            placeholder={T.namePlaceholder}
            maxLength={WORKSPACE_NAME_MAX_LENGTH}
            onChange={(event) => control.setValue(event.target.value)}
          />
        )}
      </FormField>
      {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
    </FormDialog>
  );
}
