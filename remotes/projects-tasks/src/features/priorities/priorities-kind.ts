import { createPriority, deletePriority, listPriorities, queryKeys, updatePriority } from '@kanri/api-client';
import { DEFAULT_PRIORITY_COLOR, WORKFLOW_MESSAGES } from '@kanri/contracts';
import type { WorkflowKind } from '../workflow';
import { PRIORITY_TEXTS } from './texts';

/** Priorities for the shared list/editor: no category; the last one may go when no task uses it. */
export const PRIORITIES_KIND: WorkflowKind = {
  id: 'priorities',
  texts: PRIORITY_TEXTS,
  queryKey: queryKeys.workflow.priorities(),
  list: listPriorities,
  create: ({ name, color }) => createPriority({ name, color }),
  update: ({ id, name, color, position }) => updatePriority({ id, name, color, position }),
  remove: deletePriority,
  messages: {
    created: WORKFLOW_MESSAGES.priorityCreated,
    updated: WORKFLOW_MESSAGES.priorityUpdated,
    deleted: WORKFLOW_MESSAGES.priorityDeleted,
    inUse: WORKFLOW_MESSAGES.priorityInUse,
  },
  defaultColor: DEFAULT_PRIORITY_COLOR,
};
