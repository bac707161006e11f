import { ApiError, errorMessage } from '@kanri/api-client';
import {
  DEFAULT_PROJECT_COLOR,
  OPTION_COLORS,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_MESSAGES,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_STATUSES,
  type Project,
  type ProjectStatus,
  type ProjectUpdateRequest,
} from '@kanri/contracts';
import { Alert, ColorInput, DateInput, Input, Modal, RadioGroup, TextArea, toast } from '@kanri/design-system';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { PROJECT_TEXTS } from './project-texts';

const T = PROJECT_TEXTS.edit;

/** The fields the dialog edits, as the form holds them. */
interface ProjectForm {
  name: string;
  description: string;
  color: string;
  status: ProjectStatus;
  start_date: string | null;
  end_date: string | null;
}

type FieldName = keyof ProjectForm;
const FIELDS: readonly FieldName[] = ['name', 'description', 'color', 'status', 'start_date', 'end_date'];
type FieldErrors = Partial<Record<FieldName | 'form', string[]>>;

const SWATCHES = [DEFAULT_PROJECT_COLOR, ...OPTION_COLORS];

function formOf(project: Project): ProjectForm {
  return {
    name: project.name,
    description: project.description ?? '',
    color: project.color,
    status: project.status,
    start_date: project.start_date,
    end_date: project.end_date,
  };
}

/** The update request for the form: trimmed name, an empty description sent as null. */
export function toUpdateRequest(id: number, form: ProjectForm): ProjectUpdateRequest {
  const description = form.description.trim();
  return {
    id,
    name: form.name.trim(),
    description: description === '' ? null : description,
    color: form.color,
    status: form.status,
    start_date: form.start_date,
    end_date: form.end_date,
  };
}

/** A 422's `errors` sorted into the form's fields; messages for anything else go to the top of the form. */
function sortErrors(errors: Record<string, string[]> | undefined, message: string): FieldErrors {
  const sorted: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = (FIELDS as readonly string[]).includes(key) ? (key as FieldName) : 'form';
    sorted[field] = [...(sorted[field] ?? []), ...messages];
  }
  if (Object.keys(sorted).length === 0) sorted.form = [message];
  return sorted;
}

/**
 * Edit Project (Projects page): name, description, colour, status, start and end dates. The server
 * validates; its 422 messages appear under the field they concern.
 */
export function EditProjectDialog({
  project,
  saving,
  onClose,
  onSave,
}: {
  /** The project to edit; null keeps the dialog closed. */
  project: Project | null;
  saving: boolean;
  onClose: () => void;
  /** Saves; rejects with the ApiError when refused. */
  onSave: (body: ProjectUpdateRequest) => Promise<unknown>;
}) {
  const [form, setForm] = useState<ProjectForm | null>(project ? formOf(project) : null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const ids = useId();
  const fieldId = (field: FieldName) => `${ids}-${field}`;

  // A new project to edit (or the dialog closed): start from its stored values.
  useEffect(() => {
    setForm(project ? formOf(project) : null);
    setErrors({});
  }, [project]);

  function change<K extends FieldName>(field: K, value: ProjectForm[K]) {
    setForm((current) => (current ? { ...current, [field]: value } : current));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  async function save() {
    if (!project || !form || saving) return;
    if (form.name.trim() === '') {
      setErrors({ name: [PROJECT_MESSAGES.nameRequired] });
      return;
    }
    try {
      await onSave(toUpdateRequest(project.id, form));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(sortErrors(error.errors, error.message));
      } else {
        toast.error(errorMessage(error));
      }
    }
  }

  const errorOf = (field: FieldName) => errors[field]?.join(' ');
  const described = (field: FieldName) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(field)}-error` } : {};

  return (
    <Modal
      open={project !== null}
      title={T.title}
      okText={T.save}
      cancelText={T.cancel}
      okButtonProps={{ loading: saving }}
      cancelButtonProps={{ disabled: saving }}
      closable={!saving}
      keyboard={!saving}
      mask={{ closable: false }}
      width={560}
      destroyOnHidden
      onCancel={() => {
        if (!saving) onClose();
      }}
      onOk={() => void save()}
    >
      {form ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          style={{ display: 'grid', gap: 16, paddingTop: 8 }}
        >
          {errors.form ? <Alert type="error" showIcon title={errors.form.join(' ')} /> : null}
          <Field id={fieldId('name')} field="name" label={T.name} error={errorOf('name')}>
            <Input
              id={fieldId('name')}
              value={form.name}
              maxLength={PROJECT_NAME_MAX_LENGTH}
              autoComplete="off"
              status={errors.name ? 'error' : undefined}
              onChange={(event) => change('name', event.target.value)}
              {...described('name')}
            />
          </Field>
          <Field id={fieldId('description')} field="description" label={T.description} error={errorOf('description')}>
            <TextArea
              id={fieldId('description')}
              value={form.description}
              placeholder={T.descriptionPlaceholder}
              maxLength={PROJECT_DESCRIPTION_MAX_LENGTH}
              rows={4}
              status={errors.description ? 'error' : undefined}
              onChange={(event) => change('description', event.target.value)}
              {...described('description')}
            />
          </Field>
          <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 24, alignItems: 'start' }}>
            <Field id={fieldId('color')} field="color" label={T.color} error={errorOf('color')} labelled={false}>
              <ColorInput aria-label={T.color} value={form.color} swatches={SWATCHES} showText onChange={(hex) => change('color', hex)} />
            </Field>
            <Field id={fieldId('status')} field="status" label={T.status} error={errorOf('status')} labelled={false}>
              <RadioGroup
                aria-label={T.status}
                optionType="button"
                buttonStyle="solid"
                value={form.status}
                onChange={(event) => change('status', event.target.value as ProjectStatus)}
                options={PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_TEXTS.status[status] }))}
              />
            </Field>
          </div>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
            <Field id={fieldId('start_date')} field="start_date" label={T.startDate} error={errorOf('start_date')}>
              <DateInput
                id={fieldId('start_date')}
                aria-label={T.startDate}
                value={form.start_date}
                max={form.end_date}
                allowClear
                style={{ width: '100%' }}
                onChange={(value) => change('start_date', value)}
              />
            </Field>
            <Field id={fieldId('end_date')} field="end_date" label={T.endDate} error={errorOf('end_date')}>
              <DateInput
                id={fieldId('end_date')}
                aria-label={T.endDate}
                value={form.end_date}
                min={form.start_date}
                allowClear
                style={{ width: '100%' }}
                onChange={(value) => change('end_date', value)}
              />
            </Field>
          </div>
          <button type="submit" hidden />
        </form>
      ) : null}
    </Modal>
  );
}

/** A labelled control with its messages below. `labelled={false}`: the control names itself (aria-label), the label is only shown. */
function Field({
  id,
  field,
  label,
  error,
  labelled = true,
  children,
}: {
  id: string;
  field: FieldName;
  label: string;
  error: string | undefined;
  labelled?: boolean;
  children: ReactNode;
}) {
  const labelStyle = { fontSize: 13, color: 'rgba(255,255,255,0.75)' };
  return (
    <div style={{ display: 'grid', gap: 6, minWidth: 0, justifyItems: 'start' }} data-field={field}>
      {labelled ? (
        <label htmlFor={id} style={labelStyle}>
          {label}
        </label>
      ) : (
        <span style={labelStyle} aria-hidden>
          {label}
        </span>
      )}
      {children}
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ color: '#ff7875', fontSize: 12, overflowWrap: 'anywhere' }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
