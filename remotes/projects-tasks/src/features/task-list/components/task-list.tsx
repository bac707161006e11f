import { useMembers } from '@kanri/api-client';
import { useCan, useCanOnRecord } from '@kanri/app-state';
import type { CustomField, Project, Task } from '@kanri/contracts';
import { Button, EmptyState, ErrorPanel, PlusOutlined, Skeleton, Spin } from '@kanri/design-system';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { ACTIONS_COLUMN_WIDTH } from '../../../domain';
import { leavePeriod, useApprovedLeave, useCustomFields, usePriorities, useStatuses, useToday } from '../../../shared';
import { AddExistingFieldDialog, CreateFieldDialog } from '../../custom-fields';
import { ObserveTracked, TaskTimerStyles } from '../../task-timer';
import { flattenTasks, reorderTargetForDrop, totalOf } from '../api/task-cache';
import { useTaskPages } from '../api/task-list-queries';
import { useColumnLayout } from '../api/use-column-layout';
import { HANDLE_COLUMN_WIDTH } from '../columns';
import { TASK_LIST_TEXTS as T } from '../texts';
import type { TaskListController } from '../use-task-list-controller';
import { ColumnHeader } from './column-header';
import { followPointer } from './pointer-drag';
import { cellId, TaskListContext, type ActiveCell, type TaskListContextValue } from './task-list-context';
import { TASK_LIST_ROOT_CLASS, HEADER_HEIGHT, ROW_HEIGHT, TaskListStyles } from './task-list-styles';
import { statusCountsOf, TaskListToolbar } from './task-list-toolbar';
import { TaskRow } from './task-row';
import { DeleteTaskDialog } from './delete-task-dialog';

/** Rows rendered above and below the visible ones. */
const OVERSCAN = 5;
/** The next page is fetched when the last rendered row is this close to the end of the loaded ones. */
const LOAD_AHEAD_ROWS = 40;
/** Distance from the top or bottom edge (px) where a dragged row scrolls the list. */
const AUTO_SCROLL_EDGE = 48;

const NO_FIELDS: CustomField[] = [];

export interface TaskListProps {
  project: Project;
  /** The search typed on the page (already debounced); the server filters by it. */
  search: string;
  controller: TaskListController;
  /** Add Task of the list's header and empty state (default: `controller.addTask`). */
  onAddTask?: () => void;
}

/**
 * A project's tasks as a table (spec §2 "Task list", issue 4): virtualized rows loaded page by
 * page, columns from the project's ClickApps and custom fields in the user's saved order and
 * widths, inline editing, row edit mode, rows and columns reordered by drag (or from their menus).
 */
export function TaskList({ project, search, controller, onAddTask }: TaskListProps) {
  const canCreateFields = useCan('customFields.create');
  const canDeleteTask = useCanOnRecord('tasks.delete');
  const customFieldsOn = project.click_apps['custom-fields'];

  const fieldsQuery = useCustomFields(project.id);
  const fields = fieldsQuery.data ?? NO_FIELDS;
  const statusesQuery = useStatuses();
  const prioritiesQuery = usePriorities();
  const membersQuery = useMembers();
  const pages = useTaskPages(project.id, search);
  const layout = useColumnLayout(project.id, project.click_apps, fields);

  const tasks = useMemo(() => flattenTasks(pages.data), [pages.data]);
  const tasksRef = useRef(tasks);
  tasksRef.current = tasks;
  const total = totalOf(pages.data);
  const hasMore = Boolean(pages.hasNextPage);

  const statusById = useMemo(
    () => new Map((statusesQuery.data ?? []).map((status) => [status.id, status])),
    [statusesQuery.data],
  );
  const statuses = useMemo(
    () => project.status_ids.flatMap((id) => (statusById.has(id) ? [statusById.get(id)!] : [])),
    [project.status_ids, statusById],
  );
  const priorities = useMemo(
    () => [...(prioritiesQuery.data ?? [])].sort((a, b) => a.position - b.position),
    [prioritiesQuery.data],
  );
  const priorityById = useMemo(() => new Map(priorities.map((priority) => [priority.id, priority])), [priorities]);
  const allMembers = membersQuery.data;
  const members = useMemo(() => (allMembers ?? []).filter((member) => member.membership_status === 'active'), [allMembers]);
  const memberById = useMemo(() => new Map((allMembers ?? []).map((member) => [member.id, member])), [allMembers]);
  // One read of approved leave over the loaded tasks' due dates (and today): the assignee picker's marks.
  const today = useToday();
  const period = useMemo(
    () =>
      leavePeriod(
        tasks.map((task) => task.due_date),
        today,
      ),
    [tasks, today],
  );
  const leave = useApprovedLeave(period, { enabled: pages.data !== undefined });

  const columns = layout.columns;
  const tableWidth = HANDLE_COLUMN_WIDTH + columns.reduce((sum, column) => sum + column.width, 0) + ACTIONS_COLUMN_WIDTH;

  // Virtual rows ---------------------------------------------------------------------------------
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tasks.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    getItemKey: (index) => tasks[index]?.id ?? 'loader',
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastRendered = virtualRows.at(-1)?.index ?? -1;
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData } = pages;

  useEffect(() => {
    // Rows of the previous search (shown while a new one loads) are not paged further.
    if (isPlaceholderData || !hasMore || isFetchingNextPage || isFetchNextPageError) return;
    if (lastRendered >= tasks.length - LOAD_AHEAD_ROWS) void fetchNextPage();
  }, [hasMore, isFetchingNextPage, isFetchNextPageError, isPlaceholderData, lastRendered, tasks.length, fetchNextPage]);

  // A task just added is scrolled into view.
  const newTaskId = controller.editing?.isNew ? controller.editing.taskId : null;
  const revealedTask = useRef<number | null>(null);
  useEffect(() => {
    if (newTaskId === null || revealedTask.current === newTaskId) return;
    // Once: the row may show only after a cleared search has loaded.
    const index = tasks.findIndex((task) => task.id === newTaskId);
    if (index < 0) return;
    revealedTask.current = newTaskId;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [newTaskId, tasks, virtualizer]);

  // Inline editors ------------------------------------------------------------------------------
  const [active, setActive] = useState<ActiveCell | null>(null);
  const activeRef = useRef(active);
  activeRef.current = active;
  const activate = useCallback((taskId: number, column: string) => setActive({ taskId, column }), []);
  const deactivate = useCallback(() => {
    const closing = activeRef.current;
    setActive(null);
    if (!closing) return;
    // Give the focus back to the cell when the closed editor left it nowhere (not when the user moved it elsewhere).
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (focused && focused !== document.body) return;
      scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${cellId(closing.taskId, closing.column)}"]`)?.focus();
    });
  }, []);

  // Rows: move and delete -----------------------------------------------------------------------
  const searchActive = search !== '';
  const { actions } = controller;
  const canMoveBy = useCallback(
    (index: number, delta: -1 | 1) => !searchActive && index + delta >= 0 && index + delta < tasksRef.current.length,
    [searchActive],
  );
  const moveBy = useCallback(
    (index: number, delta: -1 | 1) => {
      const list = tasksRef.current;
      const task = list[index];
      const neighbour = list[index + delta];
      if (searchActive || !task || !neighbour) return;
      void actions.reorder(task, delta < 0 ? { before_id: neighbour.id } : { after_id: neighbour.id });
    },
    [actions, searchActive],
  );

  const [deleting, setDeleting] = useState<Task | null>(null);
  const canDelete = useCallback((task: Task) => canDeleteTask(task.created_by), [canDeleteTask]);

  // Row drag -------------------------------------------------------------------------------------
  const [rowDrag, setRowDrag] = useState<{
    taskId: number;
    title: string;
    from: number;
    gap: number;
    x: number;
    y: number;
  } | null>(null);
  const stopRowDrag = useRef<(() => void) | null>(null);
  const autoScroll = useRef<{ frame: number | null; y: number }>({ frame: null, y: 0 });

  const gapAt = useCallback((clientY: number) => {
    const element = scrollRef.current;
    if (!element) return 0;
    const rect = element.getBoundingClientRect();
    const y = clientY - rect.top + element.scrollTop - HEADER_HEIGHT;
    return Math.min(tasksRef.current.length, Math.max(0, Math.round(y / ROW_HEIGHT)));
  }, []);

  const stopAutoScroll = useCallback(() => {
    if (autoScroll.current.frame !== null) cancelAnimationFrame(autoScroll.current.frame);
    autoScroll.current.frame = null;
  }, []);

  const runAutoScroll = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const y = autoScroll.current.y;
    const top = rect.top + HEADER_HEIGHT + AUTO_SCROLL_EDGE;
    const bottom = rect.bottom - AUTO_SCROLL_EDGE;
    const delta = y < top ? -Math.ceil((top - y) / 3) : y > bottom ? Math.ceil((y - bottom) / 3) : 0;
    if (delta !== 0) {
      element.scrollTop += delta;
      setRowDrag((drag) => (drag ? { ...drag, gap: gapAt(y) } : drag));
    }
    autoScroll.current.frame = requestAnimationFrame(runAutoScroll);
  }, [gapAt]);

  const startRowDrag = useCallback(
    (event: ReactPointerEvent, index: number) => {
      const task = tasksRef.current[index];
      if (searchActive || !task || event.button !== 0) return;
      event.preventDefault();
      stopRowDrag.current?.();
      stopRowDrag.current = followPointer(event, {
        onStart: () => {
          setActive(null);
          autoScroll.current.frame = requestAnimationFrame(runAutoScroll);
        },
        onMove: ({ clientX, clientY }) => {
          autoScroll.current.y = clientY;
          setRowDrag({ taskId: task.id, title: task.title, from: index, gap: gapAt(clientY), x: clientX, y: clientY });
        },
        onEnd: (dropped, { clientY }) => {
          stopAutoScroll();
          setRowDrag(null);
          if (!dropped) return;
          const list = tasksRef.current;
          const from = list.findIndex((candidate) => candidate.id === task.id);
          const target = reorderTargetForDrop(list, from, gapAt(clientY));
          if (target) void actions.reorder(task, target);
        },
      });
    },
    [actions, gapAt, runAutoScroll, searchActive, stopAutoScroll],
  );

  useEffect(
    () => () => {
      stopRowDrag.current?.();
      stopAutoScroll();
    },
    [stopAutoScroll],
  );

  // Add Column -----------------------------------------------------------------------------------
  const [fieldDialog, setFieldDialog] = useState<'create' | 'existing' | null>(null);
  // A field just added: once its column shows (after the fields reload), scroll it into view.
  const revealAfter = useRef<number | null>(null);
  const columnCount = columns.length;
  const revealNewColumn = useCallback(() => {
    revealAfter.current = columnCount;
  }, [columnCount]);
  useEffect(() => {
    if (revealAfter.current === null || columnCount <= revealAfter.current) return;
    revealAfter.current = null;
    const element = scrollRef.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [columnCount]);

  const context = useMemo<TaskListContextValue>(
    () => ({
      project,
      statuses,
      statusById,
      priorities,
      priorityById,
      members,
      memberById,
      fields,
      controller,
      active,
      activate,
      deactivate,
      searchActive,
      multipleAssignees: project.click_apps['multiple-assignees'],
      canDelete,
      requestDelete: setDeleting,
      moveBy,
      canMoveBy,
      startRowDrag,
      today,
      leave,
    }),
    [
      project,
      statuses,
      statusById,
      priorities,
      priorityById,
      members,
      memberById,
      fields,
      controller,
      active,
      activate,
      deactivate,
      searchActive,
      canDelete,
      moveBy,
      canMoveBy,
      startRowDrag,
      today,
      leave,
    ],
  );

  const addTask = onAddTask ?? (() => void controller.addTask());
  const counts = statusCountsOf(project, statusById);
  const toolbar = (
    <TaskListToolbar
      counts={counts}
      canAddColumn={customFieldsOn && canCreateFields}
      onCreateField={() => setFieldDialog('create')}
      onAddExistingFields={() => setFieldDialog('existing')}
      onAddTask={addTask}
      adding={controller.adding}
    />
  );

  let body;
  if (pages.isPending || (layout.isPending && tasks.length > 0)) {
    body = <ListSkeleton />;
  } else if (pages.isError && tasks.length === 0) {
    body = (
      <div className="kpt-tl-state">
        <ErrorPanel
          title={T.loadFailed}
          description={pages.error.message}
          onRetry={() => void pages.refetch()}
          retryLabel={T.retry}
        />
      </div>
    );
  } else if (tasks.length === 0) {
    body = (
      <div className="kpt-tl-state" data-testid="task-list-empty">
        {searchActive ? (
          <EmptyState title={T.noMatches(search)} hint={T.noMatchesHint} />
        ) : (
          <EmptyState
            title={T.empty}
            hint={T.emptyHint}
            action={
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={addTask} loading={controller.adding}>
                {T.addTask}
              </Button>
            }
          />
        )}
      </div>
    );
  } else {
    body = (
      <>
        <div ref={scrollRef} className="kpt-tl-scroll" data-testid="task-list-scroll">
          <div
            role="table"
            aria-label={T.tableLabel}
            aria-rowcount={total + 1}
            className="kpt-tl-table"
            style={{ width: tableWidth }}
          >
            <div role="rowgroup" className="kpt-tl-head">
              <ColumnHeader
                columns={columns}
                width={tableWidth}
                fields={fields}
                onMove={layout.moveColumn}
                onPreviewWidth={layout.previewWidth}
                onResize={layout.resizeColumn}
              />
            </div>
            <div role="rowgroup" className="kpt-tl-body" style={{ height: virtualizer.getTotalSize() }}>
              {virtualRows.map((row) => {
                const task = tasks[row.index];
                const top = row.start - HEADER_HEIGHT;
                if (!task) {
                  return (
                    <div
                      key="loader"
                      role="row"
                      className="kpt-tl-row kpt-tl-loader"
                      style={{ top, width: tableWidth }}
                      data-testid="task-list-loader"
                    >
                      <div role="cell" className="kpt-tl-loader">
                        {isFetchNextPageError ? (
                          <>
                            {T.loadMoreFailed}
                            <Button size="small" onClick={() => void fetchNextPage()}>
                              {T.retry}
                            </Button>
                          </>
                        ) : (
                          <>
                            <Spin size="small" /> {T.loadingMore}
                          </>
                        )}
                      </div>
                    </div>
                  );
                }
                return (
                  <TaskRow
                    key={task.id}
                    task={task}
                    index={row.index}
                    top={top}
                    width={tableWidth}
                    columns={columns}
                    isDragging={rowDrag?.taskId === task.id}
                  />
                );
              })}
              {rowDrag ? (
                <div
                  className="kpt-tl-drop-line"
                  style={{ top: rowDrag.gap * ROW_HEIGHT, width: tableWidth }}
                  data-testid="row-drop-indicator"
                />
              ) : null}
            </div>
          </div>
        </div>
        <div className="kpt-tl-footer">
          <span data-testid="task-list-total">{T.shownOf(tasks.length, total)}</span>
        </div>
      </>
    );
  }

  return (
    <TaskListContext.Provider value={context}>
      <section className={TASK_LIST_ROOT_CLASS} data-testid="task-list">
        <TaskListStyles />
        {project.click_apps['time-tracking'] ? (
          <>
            <TaskTimerStyles />
            <ObserveTracked tasks={tasks} />
          </>
        ) : null}
        {toolbar}
        {body}
        {rowDrag ? (
          <div className="kpt-tl-ghost" style={{ left: rowDrag.x, top: rowDrag.y }} aria-hidden>
            {rowDrag.title}
          </div>
        ) : null}
      </section>
      {customFieldsOn && canCreateFields ? (
        <>
          <CreateFieldDialog
            open={fieldDialog === 'create'}
            projectId={project.id}
            projectFields={fields}
            onClose={() => setFieldDialog(null)}
            onCreated={revealNewColumn}
          />
          <AddExistingFieldDialog
            open={fieldDialog === 'existing'}
            projectId={project.id}
            onClose={() => setFieldDialog(null)}
            onAdded={revealNewColumn}
          />
        </>
      ) : null}
      <DeleteTaskDialog
        task={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async (task) => {
          const removed = await actions.remove(task);
          if (removed && controller.editing?.taskId === task.id) controller.cancelEdit();
          return removed;
        }}
      />
    </TaskListContext.Provider>
  );
}

function ListSkeleton() {
  return (
    <div className="kpt-tl-state" style={{ padding: 0 }} aria-busy="true" data-testid="task-list-loading">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="kpt-tl-skeleton-row">
          <Skeleton.Input active size="small" style={{ width: 220 }} />
          <Skeleton.Avatar active size="small" />
          <Skeleton.Input active size="small" style={{ width: 90 }} />
          <Skeleton.Input active size="small" style={{ width: 120 }} />
        </div>
      ))}
    </div>
  );
}
