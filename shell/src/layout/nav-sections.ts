import { NAV_GROUPS, type NavEntry, type NavGroup, type RemotesJson } from '@kanri/contracts';

export interface NavSection {
  group: NavGroup;
  entries: NavEntry[];
}

/** The sidebar's links from remotes.json, grouped and ordered as spec §2 lists them. */
export function navSections(registry: RemotesJson): NavSection[] {
  const all = registry.remotes.flatMap((remote) => remote.nav);
  return NAV_GROUPS.map((group) => ({
    group,
    entries: all.filter((entry) => entry.group === group).sort((a, b) => a.order - b.order || a.label.localeCompare(b.label)),
  })).filter((section) => section.entries.length > 0);
}
