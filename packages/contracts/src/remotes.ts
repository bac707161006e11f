import { z } from 'zod';
import type { ComponentType } from 'react';

/** Who may see a route: signed-in users (default), signed-out visitors only, or anyone. */
export const routeAccessSchema = z.enum(['authenticated', 'guest', 'public']);
export type RouteAccess = z.infer<typeof routeAccessSchema>;

/** Sidebar groups of spec §2 "Dashboard shell and sidebar", in display order. */
export const NAV_GROUPS = ['Main', 'Project Management', 'Collaboration', 'Business', 'Team and HR'] as const;
export const navGroupSchema = z.enum(NAV_GROUPS);
export type NavGroup = z.infer<typeof navGroupSchema>;

export const navEntrySchema = z.object({
  label: z.string(),
  path: z.string().startsWith('/'),
  group: navGroupSchema,
  /** Icon name known to design-system's `NavIcon`. */
  icon: z.string(),
  order: z.number(),
});
export type NavEntry = z.infer<typeof navEntrySchema>;

/** One route a remote owns, as listed in remotes.json (no code, so the shell can route before loading). */
export const remoteRouteEntrySchema = z.object({
  path: z.string().startsWith('/'),
  access: routeAccessSchema.default('authenticated'),
  /** Rendered inside the dashboard layout (sidebar + header) or full-page. */
  layout: z.enum(['dashboard', 'bare']).default('dashboard'),
});
export type RemoteRouteEntry = z.infer<typeof remoteRouteEntrySchema>;

export const remoteRegistryEntrySchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** URL of the remote's mf-manifest.json; changing it switches to another build, no shell rebuild. */
  manifest: z.string().min(1),
  routes: z.array(remoteRouteEntrySchema),
  nav: z.array(navEntrySchema).default([]),
});
export type RemoteRegistryEntry = z.infer<typeof remoteRegistryEntrySchema>;

/** The document the shell reads at start: `/remotes.json`. */
export const remotesJsonSchema = z.object({
  remotes: z.array(remoteRegistryEntrySchema),
});
export type RemotesJson = z.infer<typeof remotesJsonSchema>;

/** A page module loaded lazily by a remote route. */
export type PageModule = { default: ComponentType };

export interface RemoteRoute {
  /** Absolute path pattern, react-router syntax, e.g. `/dashboard/projects/:projectId`. */
  path: string;
  access?: RouteAccess;
  layout?: 'dashboard' | 'bare';
  /** Loads the page; importing `./routes` loads no page code. */
  page: () => Promise<PageModule>;
}

/** What every remote's `./routes` expose must satisfy. */
export interface RemoteRoutes {
  name: string;
  routes: RemoteRoute[];
  nav: NavEntry[];
}
