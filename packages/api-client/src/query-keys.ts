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
};
