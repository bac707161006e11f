import {
  DEFAULT_PROJECT_COLOR,
  OPTION_COLORS,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_STATUSES,
  projectStoreRequestSchema,
  type Project,
  type ProjectStatus,
  type ProjectUpdateRequest,
} from '@kanri/contracts';
import { ColorInput, DateInput, FormDialog, FormField, Input, RadioGroup, TextArea } from '@kanri/design-system';
import { useMemo, useState } from 'react';
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

/**
 * Edit Project (Projects page): name, description, colour, status, start and end dates, checked by
 * the contract's rules before sending; the server's 422 messages appear under the field they concern.
 */
export function EditProjectDialog({
  project,
  onClose,
  onSave,
}: {
  /** The project to edit; null keeps the dialog closed. */
  project: Project | null;
  onClose: () => void;
  /** Saves; rejects with the ApiError when refused. */
  onSave: (body: ProjectUpdateRequest) => Promise<unknown>;
}) {
  // The last project stays in the form while the dialog closes.
  const [shown, setShown] = useState(project);
  if (project && project !== shown) setShown(project);
  const initialValues = useMemo(() => (shown ? formOf(shown) : null), [shown]);
  if (!shown || !initialValues) return null;

  return (
    <FormDialog<ProjectForm>
      open={project !== null}
      title={T.title}
      okText={T.save}
      cancelText={T.cancel}
      width={560}
      initialValues={initialValues}
      schema={projectStoreRequestSchema}
      onSubmit={(form) => onSave(toUpdateRequest(shown.id, form))}
      onClose={onClose}
    >
      {({ values }) => (
        <>
          <FormField name="name" label={T.name}>
            {(control) => (
              <Input
                {...control.props}
                value={control.value}
                maxLength={PROJECT_NAME_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) => control.setValue(event.target.value)}
              />
            )}
          </FormField>
          <FormField name="description" label={T.description}>
            {(control) => (
              <TextArea
                {...control.props}
                value={control.value}
                placeholder={T.descriptionPlaceholder}
                maxLength={PROJECT_DESCRIPTION_MAX_LENGTH}
                rows={4}
                onChange={(event) => control.setValue(event.target.value)}
              />
            )}
          </FormField>
          <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 24, alignItems: 'start' }}>
            <FormField name="color" label={T.color} labelled={false}>
              {(control) => (
                <ColorInput
                  aria-label={T.color}
                  value={control.value}
                  swatches={SWATCHES}
                  showText
                  onChange={(hex) => control.setValue(hex)}
                />
              )}
            </FormField>
            <FormField<ProjectStatus> name="status" label={T.status} labelled={false}>
              {(control) => (
                <RadioGroup
                  aria-label={T.status}
                  optionType="button"
                  buttonStyle="solid"
                  value={control.value}
                  onChange={(event) => control.setValue(event.target.value as ProjectStatus)}
                  options={PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_TEXTS.status[status] }))}
                />
              )}
            </FormField>
          </div>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
            <FormField<string | null> name="start_date" label={T.startDate}>
              {(control) => (
                <DateInput
                  id={control.props.id}
                  aria-label={T.startDate}
                  value={control.value}
                  max={values.end_date}
                  allowClear
                  style={{ width: '100%' }}
                  onChange={(value) => control.setValue(value)}
                />
              )}
            </FormField>
            <FormField<string | null> name="end_date" label={T.endDate}>
              {(control) => (
                <DateInput
                  id={control.props.id}
                  aria-label={T.endDate}
                  value={control.value}
                  min={values.start_date}
                  allowClear
                  style={{ width: '100%' }}
                  onChange={(value) => control.setValue(value)}
                />
              )}
            </FormField>
          </div>
        </>
      )}
    </FormDialog>
  );
}
