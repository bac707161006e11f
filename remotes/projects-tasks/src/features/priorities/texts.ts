import { TEXTS } from '../../texts';

/** Texts of the Priorities screen (the shared list's texts are in ../workflow/texts.ts). */
export const PRIORITY_TEXTS = {
  title: TEXTS.priorities.title,
  subtitle: TEXTS.priorities.subtitle,
  singular: 'priority',
  listLabel: 'Priorities',
  newTitle: 'New priority',
  addButton: 'Add priority',
  namePlaceholder: 'e.g. Urgent',
  empty: 'No priorities yet',
  emptyHint: 'Add the first priority above.',
  loadFailed: 'Could not load the priorities',
  readOnly: 'Only admins and managers can add, rename, reorder or delete priorities.',
  deleteTitle: 'Delete priority',
} as const;
