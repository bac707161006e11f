import { useProjects } from '@kanri/api-client';
import {
  CLIENT_ADDRESS_MAX_LENGTH,
  CLIENT_NAME_MAX_LENGTH,
  CLIENT_STATUSES,
  CLIENT_TEXT_MAX_LENGTH,
  clientStoreRequestSchema,
  clientUpdateRequestSchema,
  type Client,
  type ClientProject,
  type ClientStatus,
} from '@kanri/contracts/business';
import { FormDialog, FormField, Input, Select, TextArea, Typography, useRetained, type FormControl } from '@kanri/design-system';
import { useMemo } from 'react';
import { useClientActions } from '../api/use-clients';
import { clientForm, newClientForm, storeRequestOf, updateRequestOf, type ClientFormValues } from '../client-form';
import { CLIENT_TEXTS } from '../texts';

const T = CLIENT_TEXTS.dialog;

// Aligned to the top: a message under one field does not stretch its neighbour.
const twoColumns = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: 12,
  width: '100%',
  alignItems: 'start',
} as const;
const full = { width: '100%' } as const;

interface ProjectOption {
  value: number;
  label: string;
  color: string;
}

/** The workspace's projects, plus the client's own while they load (so the picked ones show their names). */
function projectOptions(projects: ClientProject[], linked: ClientProject[]): ProjectOption[] {
  const byId = new Map<number, ClientProject>();
  for (const project of [...linked, ...projects]) byId.set(project.id, project);
  return [...byId.values()]
    .map((project) => ({ value: project.id, label: project.name, color: project.color }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

const dot = (color: string) => (
  <span aria-hidden style={{ width: 8, height: 8, borderRadius: '50%', background: color, flex: 'none' }} />
);

/** Projects: picked by name among the workspace's projects. Mounted with the open dialog, so they load then. */
function ProjectsPicker({ control, linked }: { control: FormControl<number[]>; linked: ClientProject[] }) {
  const projects = useProjects();
  const options = useMemo(() => projectOptions(projects.data ?? [], linked), [projects.data, linked]);
  return (
    <Select<number[]>
      {...control.props}
      aria-label={T.projects}
      mode="multiple"
      value={control.value}
      onChange={(ids) => control.setValue(ids)}
      options={options}
      loading={projects.isPending}
      placeholder={T.projectsPlaceholder}
      showSearch={{
        filterOption: (typed, option) =>
          (option as ProjectOption | undefined)?.label.toLowerCase().includes(typed.toLowerCase()) ?? false,
      }}
      optionRender={(option) => {
        const project = option.data as ProjectOption;
        return (
          <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
            {dot(project.color)}
            <Typography.Text ellipsis>{project.label}</Typography.Text>
          </span>
        );
      }}
      maxTagTextLength={24}
      virtual={false}
      style={full}
    />
  );
}

/**
 * Add Client (`client` null) or Edit Client (the same form prefilled). The contract's request
 * schema checks the form before sending (spec §5: `Name and email are required` under both fields);
 * the server's 422 messages go under their fields; other failures are toasted.
 */
export function ClientDialog({
  open,
  client: given,
  onClose,
}: {
  open: boolean;
  /** The client to edit; null for a new one (one dialog for each, as the page renders them). */
  client: Client | null;
  onClose: () => void;
}) {
  const actions = useClientActions();
  // The client stays shown while the dialog closes (the page has already let go of it).
  const editing = useRetained(given);
  const initial = useMemo(
    () => (editing ? clientForm(editing) : newClientForm()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fixed for each opening, not on refetches of the client
    [open, editing?.id],
  );
  const linked = useMemo(() => editing?.projects ?? [], [editing]);

  async function submit(values: ClientFormValues) {
    if (!editing) {
      await actions.create(storeRequestOf(values));
      return;
    }
    const request = updateRequestOf(values, editing);
    if (request) await actions.update(request);
  }

  return (
    <FormDialog<ClientFormValues>
      open={open}
      title={editing ? T.editTitle : T.createTitle}
      okText={editing ? T.save : T.create}
      cancelText={T.cancel}
      initialValues={initial}
      schema={editing ? clientUpdateRequestSchema : clientStoreRequestSchema}
      onSubmit={submit}
      onClose={onClose}
      width={600}
      gap={14}
    >
      <div style={twoColumns}>
        <FormField name="name" label={T.name}>
          {(control) => (
            <Input
              {...control.props}
              value={control.value}
              placeholder={T.namePlaceholder}
              maxLength={CLIENT_NAME_MAX_LENGTH}
              autoComplete="off"
              autoFocus
              onChange={(event) => control.setValue(event.target.value)}
              style={full}
            />
          )}
        </FormField>
        <FormField name="email" label={T.email}>
          {(control) => (
            <Input
              {...control.props}
              type="email"
              value={control.value}
              placeholder={T.emailPlaceholder}
              maxLength={CLIENT_TEXT_MAX_LENGTH}
              autoComplete="off"
              onChange={(event) => control.setValue(event.target.value)}
              style={full}
            />
          )}
        </FormField>
      </div>
      <div style={twoColumns}>
        <FormField name="phone" label={T.phone}>
          {(control) => (
            <Input
              {...control.props}
              type="tel"
              value={control.value}
              placeholder={T.phonePlaceholder}
              maxLength={CLIENT_TEXT_MAX_LENGTH}
              autoComplete="off"
              onChange={(event) => control.setValue(event.target.value)}
              style={full}
            />
          )}
        </FormField>
        <FormField name="company" label={T.company}>
          {(control) => (
            <Input
              {...control.props}
              value={control.value}
              placeholder={T.companyPlaceholder}
              maxLength={CLIENT_TEXT_MAX_LENGTH}
              autoComplete="off"
              onChange={(event) => control.setValue(event.target.value)}
              style={full}
            />
          )}
        </FormField>
      </div>
      <div style={twoColumns}>
        <FormField<ClientStatus> name="status" label={T.status}>
          {(control) => (
            <Select<ClientStatus>
              {...control.props}
              aria-label={T.status}
              value={control.value}
              onChange={(status) => control.setValue(status)}
              options={CLIENT_STATUSES.map((status) => ({ value: status, label: CLIENT_TEXTS.statuses[status] }))}
              virtual={false}
              style={full}
            />
          )}
        </FormField>
      </div>
      <FormField name="address" label={T.address}>
        {(control) => (
          <TextArea
            {...control.props}
            value={control.value}
            placeholder={T.addressPlaceholder}
            maxLength={CLIENT_ADDRESS_MAX_LENGTH}
            autoSize={{ minRows: 2, maxRows: 5 }}
            onChange={(event) => control.setValue(event.target.value)}
            style={full}
          />
        )}
      </FormField>
      <FormField<number[]> name="project_ids" label={T.projects}>
        {(control) => (
          <div style={{ display: 'grid', gap: 4, width: '100%' }}>
            <ProjectsPicker control={control} linked={linked} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {T.projectsHint}
            </Typography.Text>
          </div>
        )}
      </FormField>
    </FormDialog>
  );
}
