import { listClients, queryKeys } from '@kanri/api-client';
import { useCan } from '@kanri/app-state';
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
import type { Client } from '@kanri/contracts/business';
import {
  ColorInput,
  currencyFractionDigits,
  currencySymbol,
  DateInput,
  FormDialog,
  FormField,
  fromMinorUnits,
  Input,
  InputNumber,
  RadioGroup,
  Select,
  Switch,
  TextArea,
  toMinorUnits,
} from '@kanri/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  /** Billing of the time tracked on it (issue 14): billable by default, the rate in minor units. */
  billable: boolean;
  hourly_rate_minor: number | null;
  currency: string;
  /** The client its work is for (clients and invoices); null: none. */
  client_id: number | null;
}

/** The currencies offered (the project's own is added when it is another one). */
export const PROJECT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'JPY', 'AUD', 'INR', 'CHF'] as const;

/** `EUR (€)`; a code whose symbol is itself (`CHF`) alone. */
function currencyLabel(code: string): string {
  const symbol = currencySymbol(code);
  return symbol === code ? code : `${code} (${symbol})`;
}

/** A rate kept as the same amount in another currency (12.50 USD → 13 JPY: yen have no decimals). */
export function rateInCurrency(minor: number | null, from: string, to: string): number | null {
  return minor === null ? null : toMinorUnits(fromMinorUnits(minor, from), to);
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
    billable: project.billable,
    hourly_rate_minor: project.hourly_rate_minor,
    currency: project.currency,
    client_id: project.client_id,
  };
}

/**
 * The update request for the form: trimmed name, an empty description sent as null. The client goes
 * only when it changed from `storedClientId` (and only admins and managers can change it).
 */
export function toUpdateRequest(id: number, form: ProjectForm, storedClientId?: number | null): ProjectUpdateRequest {
  const description = form.description.trim();
  return {
    id,
    name: form.name.trim(),
    description: description === '' ? null : description,
    color: form.color,
    status: form.status,
    start_date: form.start_date,
    end_date: form.end_date,
    billable: form.billable,
    hourly_rate_minor: form.hourly_rate_minor,
    currency: form.currency,
    ...(storedClientId !== undefined && form.client_id !== storedClientId ? { client_id: form.client_id } : {}),
  };
}

/** The clients a project can be linked to: the first page of the workspace's clients not archived. */
const CLIENT_QUERY = { per_page: 100 } as const;

/** `Jane Cooper · Acme Inc.`, or the name alone. */
const clientLabel = (client: Client) => (client.company ? `${client.name} · ${client.company}` : client.name);

/**
 * The Client select (admins and managers): clearable (no client). Mounted with the open dialog, so
 * the clients load then. A linked client that is archived (not listed) still shows as such.
 */
function ClientSelect({
  id,
  status,
  value,
  onChange,
}: {
  id: string;
  status?: 'error';
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const clients = useQuery({ queryKey: queryKeys.clients.list(CLIENT_QUERY), queryFn: () => listClients(CLIENT_QUERY) });
  const options = useMemo(() => {
    const listed = (clients.data?.items ?? []).map((client) => ({ value: client.id, label: clientLabel(client) }));
    const missing = value !== null && clients.data !== undefined && !listed.some((option) => option.value === value);
    return missing ? [...listed, { value, label: T.archivedClient }] : listed;
  }, [clients.data, value]);
  return (
    <Select<number>
      id={id}
      status={status}
      aria-label={T.client}
      value={value ?? undefined}
      placeholder={T.noClient}
      allowClear
      loading={clients.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      virtual={false}
      style={{ width: '100%' }}
      onChange={(next?: number) => onChange(next ?? null)}
    />
  );
}

/**
 * Edit Project (Projects page): name, description, colour, status, start and end dates, and the
 * billing of its tracked time (billable, hourly rate in the currency's major units, stored in minor
 * units; currency), checked by the contract's rules before sending; the server's 422 messages appear
 * under the field they concern.
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
  const canLinkClient = useCan('clients.list');
  const queryClient = useQueryClient();
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
      onSubmit={async (form) => {
        const request = toUpdateRequest(shown.id, form, canLinkClient ? shown.client_id : undefined);
        await onSave(request);
        // The clients list shows each client's projects.
        if (request.client_id !== undefined) void queryClient.invalidateQueries({ queryKey: queryKeys.clients.all });
      }}
      onClose={onClose}
    >
      {({ values, setFieldValue }) => (
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
          <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr 1fr', gap: 16, alignItems: 'start' }}>
            <FormField<boolean> name="billable" label={T.billable} labelled={false}>
              {(control) => (
                <span style={{ display: 'inline-flex', alignItems: 'center', minHeight: 32 }}>
                  <Switch
                    id={control.props.id}
                    aria-label={T.billable}
                    checked={control.value}
                    onChange={(checked: boolean) => control.setValue(checked)}
                  />
                </span>
              )}
            </FormField>
            <FormField<number | null> name="hourly_rate_minor" label={T.hourlyRate}>
              {(control) => (
                <InputNumber
                  id={control.props.id}
                  status={control.props.status}
                  aria-invalid={control.props['aria-invalid']}
                  aria-describedby={control.props['aria-describedby']}
                  aria-label={T.hourlyRate}
                  placeholder={T.noRate}
                  prefix={currencySymbol(values.currency)}
                  precision={currencyFractionDigits(values.currency)}
                  min={0}
                  style={{ width: '100%' }}
                  value={control.value === null ? null : fromMinorUnits(control.value, values.currency)}
                  onChange={(next: number | string | null) => {
                    const amount = typeof next === 'string' ? Number(next) : next;
                    control.setValue(amount === null || !Number.isFinite(amount) ? null : toMinorUnits(amount, values.currency));
                  }}
                />
              )}
            </FormField>
            <FormField name="currency" label={T.currency}>
              {(control) => (
                <Select<string>
                  id={control.props.id}
                  status={control.props.status}
                  aria-label={T.currency}
                  value={control.value}
                  style={{ width: '100%' }}
                  virtual={false}
                  options={(PROJECT_CURRENCIES as readonly string[])
                    .concat(
                      (PROJECT_CURRENCIES as readonly string[]).includes(initialValues.currency) ? [] : [initialValues.currency],
                    )
                    .map((code) => ({ value: code, label: currencyLabel(code) }))}
                  onChange={(code: string) => {
                    void setFieldValue('hourly_rate_minor', rateInCurrency(values.hourly_rate_minor, values.currency, code));
                    control.setValue(code);
                  }}
                />
              )}
            </FormField>
          </div>
          {canLinkClient ? (
            <FormField<number | null> name="client_id" label={T.client}>
              {(control) => (
                <ClientSelect
                  id={control.props.id}
                  status={control.props.status}
                  value={control.value}
                  onChange={(value) => control.setValue(value)}
                />
              )}
            </FormField>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
