import { errorMessage, fieldError } from '@kanri/api-client';
import { ROLE_LABELS, normalizeRole, localTimeZone } from '@kanri/contracts';
import { passwordChangeRequestSchema, profileUpdateRequestSchema, type Profile } from '@kanri/contracts/profile';
import {
  Avatar,
  Button,
  ErrorPanel,
  FormDialog,
  FormField,
  Input,
  PasswordInput,
  Skeleton,
  Tag,
  Typography,
  displayName,
  formatRelativeTime,
  initials,
  toast,
  theme,
} from '@kanri/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { accountKeys, profileApi, useProfile, useSessions } from './api';
import { ACCOUNT_TEXTS as T } from './texts';
import { TimeZoneSelect } from './time-zone-select';

const PHOTO_TYPES = 'image/png,image/jpeg,image/webp';

/** User menu → Profile: photo, names and phone, time zone, password and active sessions. */
export default function ProfilePanel() {
  const { query } = useProfile();
  if (query.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (query.isError) {
    return <ErrorPanel title={T.loadFailed} description={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <ProfileContent profile={query.data} />;
}

function ProfileContent({ profile }: { profile: Profile }) {
  return (
    <div style={{ display: 'grid', gap: 28, minWidth: 0 }}>
      <PhotoSection profile={profile} />
      <DetailsSection profile={profile} />
      <TimeZoneSection profile={profile} />
      <PasswordSection />
      <SessionsSection />
    </div>
  );
}

function Section({ title, hint, children, action }: { title: string; hint?: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-label={title} style={{ display: 'grid', gap: 10, minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {hint ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {hint}
            </Typography.Text>
          ) : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function PhotoSection({ profile }: { profile: Profile }) {
  const { store } = useProfile();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { token } = theme.useToken();
  const upload = useMutation({
    mutationFn: profileApi.uploadPhoto,
    onSuccess: ({ data, message }) => {
      setProblem(null);
      store(data);
      toast.success(message);
    },
    onError: (error: Error) => {
      const message = fieldError(error, 'file') ?? errorMessage(error);
      setProblem(message);
      toast.error(message);
    },
  });
  const remove = useMutation({
    mutationFn: profileApi.removePhoto,
    onSuccess: ({ data, message }) => {
      setProblem(null);
      store(data);
      toast.success(message);
    },
    onError: (error: Error) => toast.error(errorMessage(error)),
  });
  const user = profile.user;
  const name = displayName(user);
  return (
    <section aria-label={T.photo} style={{ display: 'flex', gap: 16, alignItems: 'center', minWidth: 0 }}>
      <Avatar
        size={72}
        src={user.photo_url || undefined}
        alt={name}
        style={{ background: '#befca9', color: '#0d0f0c', flexShrink: 0, fontSize: 26 }}
      >
        {initials(name)}
      </Avatar>
      <div style={{ display: 'grid', gap: 6, minWidth: 0 }}>
        <Typography.Text strong style={{ fontSize: 16, overflowWrap: 'anywhere' }} data-testid="profile-name">
          {name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography.Text>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button size="small" loading={upload.isPending} onClick={() => input.current?.click()}>
            {user.photo_url ? T.changePhoto : T.uploadPhoto}
          </Button>
          {user.photo_url ? (
            <Button size="small" danger loading={remove.isPending} onClick={() => remove.mutate()}>
              {T.removePhoto}
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES}
          aria-label={T.uploadPhoto}
          data-testid="profile-photo-input"
          style={{ display: 'none' }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        {problem ? (
          <div role="alert" style={{ color: token.colorError, fontSize: 12 }}>
            {problem}
          </div>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.photoHint}
          </Typography.Text>
        )}
      </div>
    </section>
  );
}

function DetailsSection({ profile }: { profile: Profile }) {
  const { store } = useProfile();
  const [editing, setEditing] = useState(false);
  const user = profile.user;
  const rows: Array<[string, ReactNode]> = [
    [T.firstName, user.first_name],
    [T.lastName, user.last_name],
    [T.email, user.email],
    [T.phone, user.phone || <Typography.Text type="secondary">{T.noPhone}</Typography.Text>],
    [T.role, ROLE_LABELS[normalizeRole(user.role)]],
  ];
  return (
    <Section
      title={T.personalDetails}
      action={
        <Button size="small" onClick={() => setEditing(true)}>
          {T.editProfile}
        </Button>
      }
    >
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', gap: '8px 16px', margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: 'rgba(255,255,255,0.55)' }}>{label}</dt>
            <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
      <FormDialog
        open={editing}
        title={T.editProfileTitle}
        okText={T.save}
        cancelText={T.cancel}
        initialValues={{ first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? '' }}
        schema={profileUpdateRequestSchema}
        onSubmit={async (values) => {
          const { data, message } = await profileApi.update({ ...values, time_zone: profile.time_zone });
          store(data);
          toast.success(message);
        }}
        onClose={() => setEditing(false)}
      >
        <FormField name="first_name" label={T.firstName}>
          {(control) => (
            <Input {...control.props} value={control.value} onChange={(event) => control.setValue(event.target.value)} />
          )}
        </FormField>
        <FormField name="last_name" label={T.lastName}>
          {(control) => (
            <Input {...control.props} value={control.value} onChange={(event) => control.setValue(event.target.value)} />
          )}
        </FormField>
        <FormField name="phone" label={T.phone}>
          {(control) => (
            <Input
              {...control.props}
              type="tel"
              value={control.value}
              onChange={(event) => control.setValue(event.target.value)}
            />
          )}
        </FormField>
      </FormDialog>
    </Section>
  );
}

function TimeZoneSection({ profile }: { profile: Profile }) {
  const { store } = useProfile();
  const save = useMutation({
    mutationFn: (zone: string | null) =>
      profileApi.update({ first_name: profile.user.first_name, last_name: profile.user.last_name, time_zone: zone }),
    onSuccess: ({ data, message }) => {
      store(data);
      toast.success(message);
    },
    onError: (error: Error) => toast.error(fieldError(error, 'time_zone') ?? errorMessage(error)),
  });
  const workspaceZone = profile.workspace.default_time_zone;
  const defaultLabel = T.timeZoneDefault(workspaceZone ?? localTimeZone(), workspaceZone ? 'workspace' : 'browser');
  return (
    <Section title={T.timeZone} hint={T.timeZoneHint}>
      <TimeZoneSelect
        ariaLabel={T.timeZone}
        value={save.isPending ? (save.variables ?? null) : profile.time_zone}
        defaultLabel={defaultLabel}
        loading={save.isPending}
        onChange={(zone) => save.mutate(zone)}
      />
    </Section>
  );
}

function PasswordSection() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <Section
      title={T.password}
      hint={T.passwordHint}
      action={
        <Button size="small" onClick={() => setOpen(true)}>
          {T.changePassword}
        </Button>
      }
    >
      <FormDialog
        open={open}
        title={T.changePasswordTitle}
        okText={T.changePassword}
        cancelText={T.cancel}
        initialValues={{ current_password: '', password: '', password_confirmation: '' }}
        schema={passwordChangeRequestSchema}
        onSubmit={async (values) => {
          const { message } = await profileApi.changePassword(values);
          toast.success(message);
          void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
        }}
        onClose={() => setOpen(false)}
      >
        <PasswordField name="current_password" label={T.currentPassword} autoComplete="current-password" />
        <PasswordField name="password" label={T.newPassword} autoComplete="new-password" />
        <PasswordField name="password_confirmation" label={T.confirmPassword} autoComplete="new-password" />
      </FormDialog>
    </Section>
  );
}

function PasswordField({ name, label, autoComplete }: { name: string; label: string; autoComplete: string }) {
  return (
    <FormField name={name} label={label}>
      {(control) => (
        <PasswordInput
          {...control.props}
          autoComplete={autoComplete}
          value={control.value}
          onChange={(event) => control.setValue(event.target.value)}
        />
      )}
    </FormField>
  );
}

function SessionsSection() {
  const { query, revoke } = useSessions();
  const { token } = theme.useToken();
  return (
    <Section title={T.sessions} hint={T.sessionsHint}>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : query.isError ? (
        <Typography.Text type="danger">{query.error.message}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} aria-label={T.sessions}>
          {query.data.map((session) => (
            <li
              key={session.id}
              data-testid="account-session"
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                padding: '10px 12px',
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: 8,
                minWidth: 0,
              }}
            >
              <div style={{ display: 'grid', gap: 2, minWidth: 0, flex: 1 }}>
                <span style={{ display: 'flex', gap: 8, alignItems: 'center', minWidth: 0 }}>
                  <Typography.Text strong ellipsis={{ tooltip: session.user_agent ?? undefined }}>
                    {session.device}
                  </Typography.Text>
                  {session.current ? <Tag color="green">{T.thisDevice}</Tag> : null}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {session.ip ?? T.unknownAddress} · {T.lastUsed} {formatRelativeTime(session.last_used_at)}
                </Typography.Text>
              </div>
              {session.current ? null : (
                <Button
                  size="small"
                  danger
                  loading={revoke.isPending && revoke.variables === session.id}
                  onClick={() => revoke.mutate(session.id)}
                  aria-label={`${T.signOutSession}: ${session.device}`}
                >
                  {T.signOutSession}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
