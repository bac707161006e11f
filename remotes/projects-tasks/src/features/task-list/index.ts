export { TaskList, type TaskListProps } from './components/task-list';
export { useTaskListController, type TaskListController, type RowEditing } from './use-task-list-controller';
export { taskListKey, useTaskPages, useTaskListActions, TASK_LIST_PAGE_SIZE } from './api/task-list-queries';
export { PROJECT_DETAIL_TEXTS, TASK_LIST_TEXTS } from './texts';
