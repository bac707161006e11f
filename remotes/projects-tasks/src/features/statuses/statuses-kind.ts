import { createStatus, deleteStatus, listStatuses, queryKeys, updateStatus } from '@kanri/api-client';
import { DEFAULT_STATUS_COLOR, STATUS_CATEGORIES, WORKFLOW_MESSAGES } from '@kanri/contracts';
import type { WorkflowKind } from '../workflow';
import { STATUS_TEXTS } from './texts';

/** Statuses for the shared list/editor: a category each, and the workspace keeps at least one. */
export const STATUSES_KIND: WorkflowKind = {
  id: 'statuses',
  texts: STATUS_TEXTS,
  queryKey: queryKeys.workflow.statuses(),
  list: listStatuses,
  create: ({ name, color, category }) => createStatus({ name, color, category }),
  update: updateStatus,
  remove: deleteStatus,
  messages: {
    created: WORKFLOW_MESSAGES.statusCreated,
    updated: WORKFLOW_MESSAGES.statusUpdated,
    deleted: WORKFLOW_MESSAGES.statusDeleted,
    inUse: WORKFLOW_MESSAGES.statusInUse,
  },
  categories: STATUS_CATEGORIES.map((value) => ({ value, label: STATUS_TEXTS.categories[value] })),
  lastMessage: WORKFLOW_MESSAGES.statusLast,
  defaultColor: DEFAULT_STATUS_COLOR,
};
