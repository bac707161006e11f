import { PROJECT_DETAIL_TEXTS, TASK_LIST_TEXTS } from '../task-list';

/**
 * User-visible texts of the Board (spec §2 "Board"). The spec's exact texts: Edit Task, Duplicate,
 * Delete, Filter, Add Task, Create First Task, Invite Team, No tasks in {status}. Texts the board
 * shares with the project page and the task list are taken from there.
 */
export const BOARD_TEXTS = {
  boardLabel: 'Board',
  taskList: 'Task List',
  taskCount: PROJECT_DETAIL_TEXTS.taskCount,
  notFound: PROJECT_DETAIL_TEXTS.notFound,
  notFoundHint: PROJECT_DETAIL_TEXTS.notFoundHint,
  returnToDashboard: PROJECT_DETAIL_TEXTS.returnToDashboard,
  back: PROJECT_DETAIL_TEXTS.back,
  loadFailed: 'The board could not be loaded.',
  retry: TASK_LIST_TEXTS.retry,
  loadingTasks: (loaded: number, total: number) =>
    `Loading tasks… ${loaded.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  // Header
  addTask: TASK_LIST_TEXTS.addTask,
  filter: 'Filter',
  filterWithCount: (count: number) => `Filter (${count})`,
  // Empty states
  emptyTitle: 'No tasks yet',
  emptyHint: 'Create the first task of this project, or invite your team to work on it.',
  createFirstTask: 'Create First Task',
  inviteTeam: 'Invite Team',
  emptyColumn: (status: string) => `No tasks in ${status}`,
  noMatchesInColumn: 'No matching tasks',
  // Columns
  columnLabel: (status: string) => `${status} column`,
  columnCount: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'task' : 'tasks'}`,
  addTaskTo: (status: string) => `Add a task to ${status}`,
  newTaskPlaceholder: 'Task name, then Enter',
  composerHint: 'Enter to add, Escape to cancel',
  // Cards
  cardLabel: (title: string) => `Task ${title}`,
  cardRole: 'Draggable task',
  cardActions: (title: string) => `Actions for ${title}`,
  editTask: 'Edit Task',
  duplicate: 'Duplicate',
  delete: TASK_LIST_TEXTS.delete,
  cancel: TASK_LIST_TEXTS.cancel,
  deleteTitle: TASK_LIST_TEXTS.deleteTitle,
  deleteConfirm: TASK_LIST_TEXTS.deleteConfirm,
  duplicated: 'Task duplicated',
  dueOn: (date: string) => `Due ${date}`,
  overdue: TASK_LIST_TEXTS.overdue,
  trackedTime: (duration: string) => `Time tracked: ${duration}`,
  progress: (value: number) => `${value}%`,
  dragInstructions:
    'Press space bar to lift the task. Use the arrow keys to move it: up and down within a column, left and right to another column. Press space bar again to drop it, or Escape to cancel.',
  // Filter popover
  filterTitle: 'Filter tasks',
  filterText: 'Text',
  filterTextPlaceholder: 'Name or description contains…',
  filterAssignees: 'Assignee',
  filterAnyone: 'Anyone',
  filterUnassigned: 'Unassigned',
  filterPriority: 'Priority',
  filterAnyPriority: 'Any priority',
  filterNoPriority: TASK_LIST_TEXTS.noPriority,
  filterDueFrom: 'Due from',
  filterDueTo: 'Due to',
  clearFilters: 'Clear',
  shownOf: (shown: number, total: number) => `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} tasks shown`,
} as const;

/** Screen reader announcements while a card is dragged (hello-pangea/dnd announces them live). */
export const BOARD_ANNOUNCEMENTS = {
  lifted: (title: string, status: string, position: number) => `Lifted ${title} in ${status}, position ${position}.`,
  moving: (title: string, status: string, position: number) => `${title}: ${status}, position ${position}.`,
  dropped: (title: string, status: string, position: number) => `Dropped ${title} in ${status}, position ${position}.`,
  cancelled: (title: string) => `Move of ${title} cancelled.`,
} as const;
