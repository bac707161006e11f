/** The plain values of remotes.json's rules (./remotes.ts), without zod: see ./auth-constants.ts. */

/** Who may see a route: signed-in users (default), signed-out visitors only, or anyone. */
export const ROUTE_ACCESS = ['authenticated', 'guest', 'public'] as const;
/** Rendered inside the dashboard layout (sidebar + header, the default) or full-page. */
export const ROUTE_LAYOUTS = ['dashboard', 'bare'] as const;
/** A remote's MF container name. */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;
/** A widget's expose, e.g. `./sidebar-projects`. */
export const WIDGET_MODULE_PATTERN = /^\.\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

/** Sidebar groups of spec §2 "Dashboard shell and sidebar", in display order. */
export const NAV_GROUPS = ['Main', 'Project Management', 'Collaboration', 'Business', 'Team and HR'] as const;

/**
 * Places in the shell's chrome a remote can fill with a widget (ARCHITECTURE §3, "a few extra
 * exposes"). A slot the shell does not know is ignored, so a newer remotes.json never breaks an
 * older shell.
 */
export const WIDGET_SLOTS = {
  /** The sidebar's Projects section (spec §2 "Dashboard shell and sidebar"). */
  sidebarProjects: 'sidebar-projects',
  /** The floating time tracker on every dashboard page (spec §2 "Floating time tracker"). */
  floatingTracker: 'floating-tracker',
} as const;
export type WidgetSlot = (typeof WIDGET_SLOTS)[keyof typeof WIDGET_SLOTS];
