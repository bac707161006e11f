import type { NavEntry } from '@kanri/contracts';
import { SEARCH_KIND_LABELS, type SearchHit, type SearchResult } from '@kanri/contracts/search';
import { PALETTE_TEXTS as T } from './palette-texts';

export type PaletteAction = 'new-task' | 'start-timer';

/** One row of the palette: a search match, an action, or a page to go to. */
export type PaletteItem =
  | { type: 'hit'; key: string; hit: SearchHit }
  | { type: 'action'; key: string; action: PaletteAction; label: string }
  | { type: 'page'; key: string; entry: NavEntry; label: string };

export interface PaletteSection {
  key: string;
  label: string;
  items: PaletteItem[];
  /** Search groups only: the server has more matches than shown. */
  hasMore?: boolean;
}

const ACTIONS: { action: PaletteAction; label: string }[] = [
  { action: 'new-task', label: T.newTask },
  { action: 'start-timer', label: T.startTimer },
];

/** Whether every word of `query` starts a word of `label` (case-insensitive), as the search matches. */
export function labelMatches(label: string, query: string): boolean {
  const words = label.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const wanted = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return wanted.every((part) => words.some((word) => word.startsWith(part)));
}

/**
 * The palette's sections for `query`: the search's groups (in the server's order) for the text
 * their answer is for, then the actions and the pages whose label matches. With no text: the
 * actions and every page.
 */
export function paletteSections(query: string, result: SearchResult | null, pages: readonly NavEntry[]): PaletteSection[] {
  const text = query.trim();
  const sections: PaletteSection[] = [];
  if (text && result) {
    for (const group of result.groups) {
      sections.push({
        key: `kind-${group.kind}`,
        label: SEARCH_KIND_LABELS[group.kind],
        hasMore: group.has_more,
        items: group.items.map((hit) => ({ type: 'hit', key: `${hit.kind}-${hit.id}`, hit })),
      });
    }
  }
  const actions = ACTIONS.filter((item) => !text || labelMatches(item.label, text));
  if (actions.length > 0) {
    sections.push({
      key: 'actions',
      label: T.actions,
      items: actions.map((item) => ({ type: 'action', key: `action-${item.action}`, ...item })),
    });
  }
  const goTo = pages
    .map((entry) => ({ entry, label: T.goTo(entry.label) }))
    .filter((item) => !text || labelMatches(item.label, text) || labelMatches(item.entry.label, text));
  if (goTo.length > 0) {
    sections.push({
      key: 'pages',
      label: T.pages,
      items: goTo.map((item) => ({ type: 'page', key: `page-${item.entry.path}`, ...item })),
    });
  }
  return sections;
}

/** The items of the sections in order: what the arrow keys walk through. */
export const flatItems = (sections: readonly PaletteSection[]): PaletteItem[] => sections.flatMap((section) => section.items);

/** Where a search match opens (the server's target path). */
export const hitPath = (hit: SearchHit) => hit.url;
