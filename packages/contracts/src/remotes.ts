import { z } from 'zod';
import type { ComponentType } from 'react';
import { PERMISSIONS, type Permission } from './permissions.js';
import { NAV_GROUPS, REMOTE_NAME_PATTERN, ROUTE_ACCESS, ROUTE_LAYOUTS, WIDGET_MODULE_PATTERN } from './remotes-constants.js';

export * from './remotes-constants.js';

/** Who may see a route: signed-in users (default), signed-out visitors only, or anyone. */
export const routeAccessSchema = z.enum(ROUTE_ACCESS);
export type RouteAccess = z.infer<typeof routeAccessSchema>;

export const navGroupSchema = z.enum(NAV_GROUPS);
export type NavGroup = z.infer<typeof navGroupSchema>;

export const navEntrySchema = z.object({
  label: z.string(),
  path: z.string().startsWith('/'),
  group: navGroupSchema,
  /** Icon name known to design-system's `NavIcon`. */
  icon: z.string(),
  order: z.number(),
  /** Shown only to roles allowed this action (absent: everyone signed in). */
  permission: z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]]).optional(),
});
export type NavEntry = z.infer<typeof navEntrySchema>;

/** One route a remote owns, as listed in remotes.json (no code, so the shell can route before loading). */
export const remoteRouteEntrySchema = z.object({
  path: z.string().startsWith('/'),
  access: routeAccessSchema.default('authenticated'),
  /** Rendered inside the dashboard layout (sidebar + header) or full-page. */
  layout: z.enum(ROUTE_LAYOUTS).default('dashboard'),
});
export type RemoteRouteEntry = z.infer<typeof remoteRouteEntrySchema>;

/** A widget a remote provides for a slot of the shell: the slot and the MF expose that renders it. */
export const remoteWidgetEntrySchema = z.object({
  slot: z.string().min(1),
  /** The expose, e.g. `./sidebar-projects`; its default export is the widget component. */
  module: z.string().regex(WIDGET_MODULE_PATTERN),
});
export type RemoteWidgetEntry = z.infer<typeof remoteWidgetEntrySchema>;

export const remoteRegistryEntrySchema = z.object({
  name: z.string().regex(REMOTE_NAME_PATTERN),
  /** URL of the remote's mf-manifest.json; changing it switches to another build, no shell rebuild. */
  manifest: z.string().min(1),
  routes: z.array(remoteRouteEntrySchema),
  nav: z.array(navEntrySchema).default([]),
  /** Widgets for the shell's chrome (absent: none). Each names an extra expose of the remote. */
  widgets: z.array(remoteWidgetEntrySchema).optional(),
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

/** Props the shell gives the widget of the `sidebar-projects` slot. */
export interface SidebarWidgetProps {
  /** The sidebar is collapsed to icons. */
  collapsed: boolean;
}

/** What a widget expose must export: the component as default. */
export interface WidgetModule<Props> {
  default: ComponentType<Props>;
}

/** What every remote's `./routes` expose must satisfy. */
export interface RemoteRoutes {
  name: string;
  routes: RemoteRoute[];
  nav: NavEntry[];
}
