import { TODO_MESSAGES, type TodoPriority, type TodoStatus } from '@kanri/contracts';
import { TEXTS } from '../../texts';

const STATUS_LABELS: Record<TodoStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const PRIORITY_LABELS: Record<TodoPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** User-visible texts of the Todos screen (`/dashboard/todos`, spec §2, §5, §8); screens and tests share them. */
export const TODOS_TEXTS = {
  title: TEXTS.todos.title,
  subtitle: TEXTS.todos.subtitle,
  add: 'Add Todo',
  statuses: STATUS_LABELS,
  priorities: PRIORITY_LABELS,
  overdue: 'Overdue',
  cards: {
    label: 'Todo statistics',
    total: 'Total',
    pending: STATUS_LABELS.pending,
    in_progress: STATUS_LABELS.in_progress,
    completed: STATUS_LABELS.completed,
    overdue: 'Overdue',
    /** A card's action: it filters the list by its status. */
    show: (card: string) => `Show ${card.toLowerCase()} todos`,
  },
  filters: {
    label: 'Filters',
    search: 'Search todos',
    searchPlaceholder: 'Search todos...',
    status: 'Filter by status',
    priority: 'Filter by priority',
    allStatuses: 'All Statuses',
    allPriorities: 'All Priorities',
  },
  list: {
    label: 'Todo list',
    empty: 'No todos found',
    emptyFiltered: 'Try adjusting your search or filters.',
    emptyFirst: 'Add your first todo to keep track of what needs doing.',
    loadMore: 'Load more',
    shown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  },
  card: {
    actions: (title: string) => `Actions for ${title}`,
    edit: 'Edit',
    delete: 'Delete',
    due: (date: string) => `Due ${date}`,
    dueToday: 'Due today',
    priority: (label: string) => `${label} priority`,
    more: 'more',
    less: 'less',
  },
  dialog: {
    addTitle: 'Add Todo',
    editTitle: 'Edit Todo',
    add: 'Add Todo',
    save: 'Save',
    cancel: 'Cancel',
    title: 'Title',
    titlePlaceholder: 'What needs to be done?',
    description: 'Description',
    descriptionPlaceholder: 'Add details (optional)',
    priority: 'Priority',
    status: 'Status',
    dueDate: 'Due date',
    dueDatePlaceholder: 'No due date',
  },
  deleteDialog: {
    title: 'Delete Todo',
    body: TODO_MESSAGES.confirmDelete,
    ok: 'Delete',
    cancel: 'Cancel',
  },
  messages: TODO_MESSAGES,
} as const;
