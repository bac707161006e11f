import type { StatusCategory } from '@kanri/contracts';
import { TEXTS } from '../../texts';

/** Texts of the Statuses screen (the shared list's texts are in ../workflow/texts.ts). */
export const STATUS_TEXTS = {
  title: TEXTS.statuses.title,
  subtitle: TEXTS.statuses.subtitle,
  singular: 'status',
  listLabel: 'Statuses',
  newTitle: 'New status',
  addButton: 'Add status',
  namePlaceholder: 'e.g. In Review',
  empty: 'No statuses yet',
  emptyHint: 'Add the first status above.',
  loadFailed: 'Could not load the statuses',
  readOnly: 'Only admins and managers can add, rename, reorder or delete statuses.',
  deleteTitle: 'Delete status',
  categories: { todo: 'To do', in_progress: 'In progress', done: 'Done' } satisfies Record<StatusCategory, string>,
} as const;
