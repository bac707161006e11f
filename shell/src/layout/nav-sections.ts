import { NAV_GROUPS, type NavEntry, type NavGroup, type RemotesJson } from '@kanri/contracts';
import type { Permission } from '@kanri/contracts/constants';

export interface NavSection {
  group: NavGroup;
  entries: NavEntry[];
}

/**
 * The sidebar's links from remotes.json, grouped and ordered as spec §2 lists them; a link with a
 * `permission` only when `can` allows it (the server refuses the page's data to the others anyway).
 */
export function navSections(registry: RemotesJson, can: (permission: Permission) => boolean = () => true): NavSection[] {
  const all = registry.remotes.flatMap((remote) => remote.nav).filter((entry) => !entry.permission || can(entry.permission));
  return NAV_GROUPS.map((group) => ({
    group,
    entries: all.filter((entry) => entry.group === group).sort((a, b) => a.order - b.order || a.label.localeCompare(b.label)),
  })).filter((section) => section.entries.length > 0);
}
