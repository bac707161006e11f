/**
 * Texts the Statuses and Priorities screens share (the list, the inline editor, the delete dialog).
 * What differs between the two (nouns, titles, placeholders) is in each feature's own `texts.ts`.
 */
export const WORKFLOW_TEXTS = {
  columns: {
    order: 'Order',
    color: 'Color',
    name: 'Name',
    category: 'Category',
    tasks: 'Tasks',
    actions: 'Actions',
  },
  taskCount: (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'}`,
  form: {
    name: 'Name',
    color: 'Color',
    category: 'Category',
    customColor: 'Custom color',
    chooseColor: (hex: string) => `Use color ${hex}`,
  },
  row: {
    dragHandle: (name: string) => `Drag to reorder ${name}`,
    rename: (name: string) => `Rename ${name}`,
    nameInput: (name: string) => `New name for ${name}`,
    save: 'Save name',
    cancel: 'Cancel renaming',
    color: (name: string) => `Color of ${name}`,
    category: (name: string) => `Category of ${name}`,
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    delete: (name: string) => `Delete ${name}`,
    editHint: 'Enter saves, Escape cancels.',
    tooltips: { rename: 'Rename', moveUp: 'Move up', moveDown: 'Move down', delete: 'Delete', color: 'Change color' },
  },
  moved: (name: string, place: number, total: number) => `${name} moved to position ${place} of ${total}.`,
  deleteDialog: {
    body: 'This cannot be undone.',
    moveTo: 'Move its tasks to',
    moveToPlaceholder: (singular: string) => `Choose a ${singular}`,
    cancel: 'Cancel',
    confirm: 'Delete',
    moveAndConfirm: 'Move tasks and delete',
  },
  retry: 'Retry',
} as const;
