import { apiCallWithMessage, authStorage } from '@kanri/api-client';
import { userRefreshed, useAppDispatch } from '@kanri/app-state';
import type { User } from '@kanri/contracts';
import type {
  AccountSession,
  PasswordChangeRequest,
  Profile,
  ProfileUpdateRequest,
  WorkspaceSettings,
  WorkspaceSettingsUpdateRequest,
} from '@kanri/contracts/profile';
import { toast } from '@kanri/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The endpoints of the Profile and Settings panels, in their lazily loaded chunk (not api-client:
 * the shell loads that on every page). Query keys live here too.
 */
export const accountKeys = {
  profile: ['account', 'profile'] as const,
  sessions: ['account', 'sessions'] as const,
  settings: ['settings', 'general'] as const,
};

const call = <T>(path: string, init?: Parameters<typeof apiCallWithMessage>[1]) => apiCallWithMessage<T>(path, init);

export const profileApi = {
  get: () => call<Profile>('/profile').then((reply) => reply.data),
  update: (body: ProfileUpdateRequest) => call<Profile>('/profile', { method: 'PUT', body }),
  changePassword: (body: PasswordChangeRequest) => call<{ sessions_ended: number }>('/profile/password', { method: 'PUT', body }),
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return call<Profile>('/profile/photo', { method: 'POST', body: form, timeoutMs: 60_000 });
  },
  removePhoto: () => call<Profile>('/profile/photo', { method: 'DELETE' }),
  sessions: () => call<AccountSession[]>('/profile/sessions').then((reply) => reply.data),
  revokeSession: (id: number) => call<{ id: number }>(`/profile/sessions/${id}`, { method: 'DELETE' }),
};

export const settingsApi = {
  get: () => call<WorkspaceSettings>('/settings/general_settings').then((reply) => reply.data),
  update: (body: WorkspaceSettingsUpdateRequest) => call<WorkspaceSettings>('/settings/update', { method: 'PUT', body }),
};

/** The profile: its query, and a writer that also refreshes the signed-in user (menu, avatar, time zone). */
export function useProfile() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const query = useQuery({ queryKey: accountKeys.profile, queryFn: profileApi.get });
  const store = useCallback(
    (profile: Profile) => {
      queryClient.setQueryData(accountKeys.profile, profile);
      const user: User = profile.user;
      authStorage.saveUser(user);
      dispatch(userRefreshed(user));
    },
    [dispatch, queryClient],
  );
  return { query, store };
}

export function useSessions() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: accountKeys.sessions, queryFn: profileApi.sessions });
  const revoke = useMutation({
    mutationFn: profileApi.revokeSession,
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  return { query, revoke };
}
