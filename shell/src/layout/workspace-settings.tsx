import { getGeneralSettings, queryKeys, updateSettings } from '@kanri/api-client';
import type { GeneralSettings } from '@kanri/contracts';
import { Skeleton, Switch, toast, Typography } from '@kanri/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TEXTS } from '../texts';

/** Admin-only workspace settings in the Settings drawer: open registration (ARCHITECTURE §4 Accounts). */
export function WorkspaceSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: queryKeys.settings.general(), queryFn: getGeneralSettings });
  const update = useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved: GeneralSettings) => {
      queryClient.setQueryData(queryKeys.settings.general(), saved);
      toast.success(TEXTS.settingsSaved);
    },
    onError: (error: Error) => toast.error(error.message || TEXTS.settingsFailed),
  });

  return (
    <section aria-label={TEXTS.workspaceSettings} style={{ display: 'grid', gap: 8 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {TEXTS.workspaceSettings}
      </Typography.Title>
      {settings.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : settings.isError ? (
        <Typography.Text type="danger">{settings.error.message}</Typography.Text>
      ) : (
        <>
          <label style={rowStyle}>
            <Typography.Text>{TEXTS.openRegistration}</Typography.Text>
            <Switch
              aria-label={TEXTS.openRegistration}
              checked={settings.data.open_registration}
              loading={update.isPending}
              onChange={(checked) => update.mutate({ open_registration: checked })}
            />
          </label>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {TEXTS.openRegistrationHint}
          </Typography.Text>
        </>
      )}
    </section>
  );
}

const rowStyle = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 } as const;
