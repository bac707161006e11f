/** TanStack Query key factories: one root per area, so a mutation can invalidate its whole area. */
export const queryKeys = {
  system: {
    all: ['system'] as const,
    health: () => [...queryKeys.system.all, 'health'] as const,
    roles: () => [...queryKeys.system.all, 'roles'] as const,
  },
  session: {
    all: ['session'] as const,
    profile: () => [...queryKeys.session.all, 'profile'] as const,
  },
  auth: {
    all: ['auth'] as const,
    socialProviders: () => [...queryKeys.auth.all, 'social-providers'] as const,
    invitation: (token: string) => [...queryKeys.auth.all, 'invitation', token] as const,
  },
  team: {
    all: ['team'] as const,
    members: () => [...queryKeys.team.all, 'members'] as const,
  },
  settings: {
    all: ['settings'] as const,
    general: () => [...queryKeys.settings.all, 'general'] as const,
  },
};
