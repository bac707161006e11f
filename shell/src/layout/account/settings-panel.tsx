import {
  authStorage,
  downloadWorkspaceExport,
  errorMessage,
  failureMessage,
  formRefusal,
  getProfile,
  saveDownloadedFile,
} from '@kanri/api-client';
import {
  selectSidebarCollapsed,
  sidebarCollapsedSet,
  useAppDispatch,
  useAppSelector,
  useCan,
  userRefreshed,
} from '@kanri/app-state';
import {
  INVOICE_CURRENCIES,
  INVOICE_CURRENCY_LABELS,
  workspaceSettingsUpdateRequestSchema,
  type WeekStart,
  type WorkspaceSettings,
  type WorkspaceSettingsUpdateRequest,
} from '@kanri/contracts/profile';
import {
  Button,
  DownloadOutlined,
  ErrorPanel,
  Input,
  Segmented,
  Select,
  Skeleton,
  Switch,
  Typography,
  toast,
  theme,
} from '@kanri/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { accountKeys, settingsApi } from './api';
import { ACCOUNT_TEXTS as T } from './texts';
import { TimeZoneSelect } from './time-zone-select';

type Field = keyof WorkspaceSettingsUpdateRequest;
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['organisation_name', 'default_time_zone', 'week_start', 'default_currency', 'open_registration'];

/**
 * User menu → Settings: the person's own preference (collapsed sidebar) for everyone; the workspace
 * settings (organisation name, default time zone, week start, default currency, open registration)
 * for admins only — the server refuses the others (403) and they do not see the section.
 */
export default function SettingsPanel() {
  const sidebarCollapsed = useAppSelector(selectSidebarCollapsed);
  const dispatch = useAppDispatch();
  const isAdmin = useCan('settings.update');
  const canExport = useCan('workspaces.export');
  return (
    <div style={{ display: 'grid', gap: 28, minWidth: 0 }}>
      <section aria-label={T.appearance} style={{ display: 'grid', gap: 10 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {T.appearance}
        </Typography.Title>
        <label style={rowStyle}>
          <Typography.Text>{T.collapsedSidebar}</Typography.Text>
          <Switch
            aria-label={T.collapsedSidebar}
            checked={sidebarCollapsed}
            onChange={(checked) => dispatch(sidebarCollapsedSet(checked))}
          />
        </label>
      </section>
      {isAdmin ? <WorkspaceSettingsForm /> : null}
      {canExport ? <ExportSection /> : null}
    </div>
  );
}

function WorkspaceSettingsForm() {
  const query = useQuery({ queryKey: accountKeys.settings, queryFn: settingsApi.get });
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) {
    return <ErrorPanel title={T.loadFailed} description={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <SettingsForm saved={query.data} />;
}

function SettingsForm({ saved }: { saved: WorkspaceSettings }) {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<WorkspaceSettings>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: settingsApi.update,
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(accountKeys.settings, data);
      setValues(data);
      setErrors({});
      setFailure(null);
      toast.success(message || T.settingsSaved);
      // The signed-in user carries the default zone and the week start: every page follows at once.
      void getProfile()
        .then((user) => {
          authStorage.saveUser(user);
          dispatch(userRefreshed(user));
        })
        .catch(() => undefined);
    },
    onError: (error: Error) => {
      const refusal = formRefusal(error, FIELDS);
      if (refusal && Object.keys(refusal.fields).length > 0) {
        setErrors(refusal.fields as Errors);
        setFailure(null);
      } else {
        setFailure(errorMessage(error));
        toast.error(errorMessage(error));
      }
    },
  });

  const change = <K extends keyof WorkspaceSettings>(field: K, value: WorkspaceSettings[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const request: WorkspaceSettingsUpdateRequest = {
      organisation_name: values.organisation_name,
      default_time_zone: values.default_time_zone,
      week_start: values.week_start,
      default_currency: values.default_currency,
      open_registration: values.open_registration,
    };
    const checked = workspaceSettingsUpdateRequestSchema.safeParse(request);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && found[field] === undefined) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    save.mutate(request);
  };

  const currencies = [...new Set<string>([...INVOICE_CURRENCIES, values.default_currency])];
  return (
    <form
      aria-label={T.workspaceSettings}
      style={{ display: 'grid', gap: 16, minWidth: 0 }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {T.workspaceSettings}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {T.workspaceSettingsHint}
        </Typography.Text>
      </div>
      <Field label={T.organisationName} error={errors.organisation_name}>
        {(props) => (
          <Input
            {...props}
            value={values.organisation_name}
            maxLength={120}
            onChange={(event) => change('organisation_name', event.target.value)}
          />
        )}
      </Field>
      <Field label={T.defaultTimeZone} error={errors.default_time_zone}>
        {(props) => (
          <TimeZoneSelect
            id={props.id}
            status={props.status}
            ariaLabel={T.defaultTimeZone}
            value={values.default_time_zone}
            defaultLabel={T.defaultTimeZoneNone}
            onChange={(zone) => change('default_time_zone', zone)}
          />
        )}
      </Field>
      <Field label={T.weekStart} error={errors.week_start}>
        {(props) => (
          <Segmented<WeekStart>
            id={props.id}
            aria-label={T.weekStart}
            value={values.week_start}
            options={[
              { value: 'sunday', label: T.sunday },
              { value: 'monday', label: T.monday },
            ]}
            onChange={(value) => change('week_start', value)}
          />
        )}
      </Field>
      <Field label={T.defaultCurrency} error={errors.default_currency} hint={T.defaultCurrencyHint}>
        {(props) => (
          <Select<string>
            {...props}
            aria-label={T.defaultCurrency}
            value={values.default_currency}
            showSearch
            optionFilterProp="label"
            options={currencies.map((code) => ({
              value: code,
              label:
                code in INVOICE_CURRENCY_LABELS
                  ? `${code} — ${INVOICE_CURRENCY_LABELS[code as keyof typeof INVOICE_CURRENCY_LABELS]}`
                  : code,
            }))}
            onChange={(code) => change('default_currency', code)}
            style={{ width: '100%' }}
          />
        )}
      </Field>
      <div style={{ display: 'grid', gap: 4 }}>
        <label style={rowStyle}>
          <Typography.Text>{T.openRegistration}</Typography.Text>
          <Switch
            aria-label={T.openRegistration}
            checked={values.open_registration}
            onChange={(checked) => change('open_registration', checked)}
          />
        </label>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {T.openRegistrationHint}
        </Typography.Text>
      </div>
      {failure ? <Typography.Text type="danger">{failure}</Typography.Text> : null}
      <div>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {T.saveSettings}
        </Button>
      </div>
    </form>
  );
}

/**
 * Settings → Export (admins): downloads the workspace as JSON (GET /workspace-export). One download
 * at a time: a second click while one runs does nothing.
 */
function ExportSection() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function download() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const file = await downloadWorkspaceExport();
      saveDownloadedFile(file, 'kanri-workspace.json');
      toast.success(T.exportDone(file.fileName));
    } catch (error) {
      toast.error(failureMessage(error, T.exportFailed));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <section aria-label={T.exportTitle} style={{ display: 'grid', gap: 10, minWidth: 0 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {T.exportTitle}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {T.exportHint}
      </Typography.Text>
      <div>
        <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void download()}>
          {T.exportButton}
        </Button>
      </div>
    </section>
  );
}

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; status?: 'error'; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const { token } = theme.useToken();
  const props = error
    ? { id, status: 'error' as const, 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : { id };
  return (
    <div style={{ display: 'grid', gap: 6, minWidth: 0 }}>
      <label htmlFor={id} style={{ fontSize: 13, color: token.colorTextSecondary }}>
        {label}
      </label>
      {children(props)}
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError, fontSize: 12, overflowWrap: 'anywhere' }}>
          {error}
        </div>
      ) : hint ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      ) : null}
    </div>
  );
}

const rowStyle = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 } as const;
