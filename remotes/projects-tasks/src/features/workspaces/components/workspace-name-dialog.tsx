import { ApiError, errorMessage } from '@kanri/api-client';
import { WORKSPACE_MESSAGES, WORKSPACE_NAME_MAX_LENGTH } from '@kanri/contracts';
import { Alert, Input, Modal, toast, Typography } from '@kanri/design-system';
import { useEffect, useId, useState } from 'react';
import { WORKSPACE_TEXTS } from '../texts';

const T = WORKSPACE_TEXTS;

/** A refusal sorted for the form: the name's messages under the field, anything else above it. */
interface DialogErrors {
  name?: string;
  form?: string;
}

function errorsOf(error: ApiError): DialogErrors {
  const { name, ...others } = error.errors ?? {};
  const rest = Object.values(others).flat();
  if (!name && rest.length === 0) return { form: error.message };
  return { name: name?.join(' '), form: rest.length > 0 ? rest.join(' ') : undefined };
}

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
  saving,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  submitText: string;
  hint?: string;
  initialName?: string;
  saving: boolean;
  onClose: () => void;
  /** Saves the trimmed name; rejects with the ApiError when refused. */
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState(initialName);
  const [errors, setErrors] = useState<DialogErrors>({});
  const inputId = useId();

  useEffect(() => {
    if (!open) return;
    setName(initialName);
    setErrors({});
  }, [open, initialName]);

  async function submit() {
    if (saving) return;
    const trimmed = name.trim();
    if (trimmed === '') {
      setErrors({ name: WORKSPACE_MESSAGES.nameRequired });
      return;
    }
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(errorsOf(error));
      else toast.error(errorMessage(error));
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={submitText}
      cancelText={T.cancel}
      okButtonProps={{ loading: saving }}
      cancelButtonProps={{ disabled: saving }}
      closable={!saving}
      keyboard={!saving}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={() => {
        if (!saving) onClose();
      }}
      onOk={() => void submit()}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        style={{ display: 'grid', gap: 8, paddingTop: 8 }}
      >
        {errors.form ? <Alert type="error" showIcon title={errors.form} /> : null}
        <label htmlFor={inputId} style={{ fontSize: 13, color: 'rgba(255,255,255,0.75)' }}>
          {T.name}
        </label>
        <Input
          id={inputId}
          value={name}
          autoFocus
          autoComplete="off"
          placeholder={T.namePlaceholder}
          maxLength={WORKSPACE_NAME_MAX_LENGTH}
          status={errors.name ? 'error' : undefined}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
        {errors.name ? (
          <div id={`${inputId}-error`} role="alert" style={{ color: '#ff7875', fontSize: 12 }}>
            {errors.name}
          </div>
        ) : null}
        {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
