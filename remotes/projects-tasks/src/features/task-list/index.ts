export { TaskList, type TaskListProps } from './components/task-list';
export { DeleteTaskDialog } from './components/delete-task-dialog';
export { useTaskListController, type TaskListController, type RowEditing } from './use-task-list-controller';
export { taskListKey, useTaskPages, useTaskListActions, TASK_LIST_PAGE_SIZE } from './api/task-list-queries';
export { PROJECT_DETAIL_TEXTS, TASK_LIST_TEXTS } from './texts';
/** The pure helpers over the cached pages of tasks, shared with the board's cache. */
export { appendTask, flattenTasks, mapTask, moveTask, removeTask, totalOf, type TaskPages } from './api/task-cache';
