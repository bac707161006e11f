import { useMembers } from '@kanri/api-client';
import { DragDropContext, type DragStart, type DragUpdate, type DropResult, type ResponderProvided } from '@hello-pangea/dnd';
import { useCanOnRecord } from '@kanri/app-state';
import type { Project, Task } from '@kanri/contracts';
import {
  ArrowLeftOutlined,
  Button,
  EmptyState,
  ErrorPanel,
  PageHeader,
  PlusOutlined,
  Skeleton,
  TeamOutlined,
  UnorderedListOutlined,
} from '@kanri/design-system';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FIRST_TASK_NAME } from '../../../domain';
import { leavePeriod, useApprovedLeave, usePriorities, useStatuses, useToday } from '../../../shared';
import { projectTaskListPath } from '../../projects';
import { DeleteTaskDialog } from '../../task-list';
import { ObserveTracked, TaskTimerStyles } from '../../task-timer';
import { useBoardActions, useBoardTasks } from '../api/board-queries';
import { activeFilterCount, NO_FILTERS, taskFilter, type BoardFilters } from '../board-filters';
import { buildColumns, reorderRequestForDrop, type BoardColumn as Column } from '../board-order';
import { BOARD_ANNOUNCEMENTS as A, BOARD_TEXTS as T } from '../texts';
import { BoardColumn } from './board-column';
import { BoardContext, type BoardContextValue } from './board-context';
import { BOARD_ROOT_CLASS, BoardStyles, COLUMN_WIDTH } from './board-styles';
import { FilterPopover } from './filter-popover';
import { useHighlights, useLiveMoves } from './use-highlights';

/** Keeps a column's task array when its cards did not change, so unchanged columns do not re-render. */
function useStableColumns(columns: Column[]): Column[] {
  const previous = useRef(new Map<number, Task[]>());
  return useMemo(() => {
    const next = new Map<number, Task[]>();
    const stable = columns.map((column) => {
      const old = previous.current.get(column.status.id);
      const same = old && old.length === column.tasks.length && old.every((task, index) => task === column.tasks[index]);
      const tasks = same ? old : column.tasks;
      next.set(column.status.id, tasks);
      return same ? { ...column, tasks } : column;
    });
    previous.current = next;
    return stable;
  }, [columns]);
}

/**
 * A project's board (spec §2 "Board"): a header with the project, Task List, Filter and Add Task,
 * one column per status of the project with its cards, drag and drop by mouse and keyboard saved
 * with one `PUT /tasks/reorder`, a moved card highlighted for 2 seconds (spec §4), and live moves by
 * others highlighted too.
 */
export function Board({ project }: { project: Project }) {
  const canDeleteTask = useCanOnRecord('tasks.delete');
  const navigate = useNavigate();
  const statusesQuery = useStatuses();
  const prioritiesQuery = usePriorities();
  const membersQuery = useMembers();
  const board = useBoardTasks(project.id);
  const actions = useBoardActions(project.id);
  const { highlighted, highlight } = useHighlights();
  useLiveMoves(project.id, board.tasks, highlight);

  const [filters, setFilters] = useState<BoardFilters>(NO_FILTERS);
  const [composerStatus, setComposerStatus] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [creatingFirst, setCreatingFirst] = useState(false);
  const columnsElement = useRef<HTMLDivElement>(null);

  const statuses = statusesQuery.data;
  const priorities = useMemo(
    () => [...(prioritiesQuery.data ?? [])].sort((a, b) => a.position - b.position),
    [prioritiesQuery.data],
  );
  const allMembers = membersQuery.data;
  const activeMembers = useMemo(() => (allMembers ?? []).filter((member) => member.membership_status === 'active'), [allMembers]);
  // One read of approved leave over the cards' due dates (and today): the cards' and the filter's marks.
  const today = useToday();
  const { dueFrom, dueTo } = filters;
  const leavePeriodShown = useMemo(
    () => leavePeriod([...board.tasks.map((task) => task.due_date), dueFrom, dueTo], today),
    [board.tasks, dueFrom, dueTo, today],
  );
  const leave = useApprovedLeave(leavePeriodShown, { enabled: board.query.data !== undefined });

  const filterCount = activeFilterCount(filters);
  const allColumns = useMemo(
    () => buildColumns(project.status_ids, statuses ?? [], board.tasks),
    [project.status_ids, statuses, board.tasks],
  );
  const filteredColumns = useMemo(() => {
    if (filterCount === 0) return allColumns;
    const passes = taskFilter(filters);
    return allColumns.map((column) => ({ ...column, tasks: column.tasks.filter(passes) }));
  }, [allColumns, filters, filterCount]);
  const columns = useStableColumns(filteredColumns);
  const shownCount = columns.reduce((sum, column) => sum + column.tasks.length, 0);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;

  const context = useMemo<BoardContextValue>(
    () => ({
      priorityById: new Map(priorities.map((priority) => [priority.id, priority])),
      memberById: new Map((allMembers ?? []).map((member) => [member.id, member])),
      showPriority: project.click_apps.priority,
      showTracked: project.click_apps['time-tracking'],
      today,
      leave,
      doneStatusIds: new Set((statuses ?? []).filter((status) => status.category === 'done').map((status) => status.id)),
      canDelete: (task) => canDeleteTask(task.created_by),
      duplicate: (task) => {
        void actions.duplicate(task).then((copy) => {
          if (copy) highlight(copy.id);
        });
      },
      requestDelete: setDeleting,
    }),
    [priorities, allMembers, project.click_apps, statuses, canDeleteTask, actions, highlight, today, leave],
  );

  // Adding -----------------------------------------------------------------------------------------
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const added = useCallback(
    (task: Task) => {
      // A new card hidden by the filters would look lost: the filters go.
      if (!taskFilter(filtersRef.current)(task)) setFilters(NO_FILTERS);
      highlight(task.id);
    },
    [highlight],
  );
  const addToColumn = useCallback(
    async (title: string, statusId: number) => {
      const task = await actions.addTask(title, statusId);
      if (task) added(task);
      return task !== null;
    },
    [actions, added],
  );
  const setComposerOpen = useCallback((statusId: number, open: boolean) => {
    setComposerStatus((current) => (open ? statusId : current === statusId ? null : current));
  }, []);
  const firstStatusId = columns[0]?.status.id;
  const openFirstComposer = () => {
    if (firstStatusId === undefined) return;
    if (columnsElement.current) columnsElement.current.scrollLeft = 0;
    setComposerStatus(firstStatusId);
  };
  async function createFirstTask() {
    if (firstStatusId === undefined) return;
    setCreatingFirst(true);
    const task = await actions.addTask(FIRST_TASK_NAME, firstStatusId);
    setCreatingFirst(false);
    if (task) added(task);
  }

  // Dragging ---------------------------------------------------------------------------------------
  // The columns as they were when the drag started: the drop's indices refer to them.
  const dragColumns = useRef(new Map<number, Task[]>());
  const statusName = (droppableId: string) =>
    columnsRef.current.find((column) => String(column.status.id) === droppableId)?.status.name ?? '';
  const draggedTitle = (draggableId: string) =>
    [...dragColumns.current.values()].flat().find((task) => String(task.id) === draggableId)?.title ?? '';

  const onDragStart = (start: DragStart, provided: ResponderProvided) => {
    dragColumns.current = new Map(columnsRef.current.map((column) => [column.status.id, column.tasks]));
    provided.announce(A.lifted(draggedTitle(start.draggableId), statusName(start.source.droppableId), start.source.index + 1));
  };
  const onDragUpdate = (update: DragUpdate, provided: ResponderProvided) => {
    if (update.destination) {
      provided.announce(
        A.moving(draggedTitle(update.draggableId), statusName(update.destination.droppableId), update.destination.index + 1),
      );
    }
  };
  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    const title = draggedTitle(result.draggableId);
    if (!result.destination || result.reason === 'CANCEL') {
      provided.announce(A.cancelled(title));
      return;
    }
    provided.announce(A.dropped(title, statusName(result.destination.droppableId), result.destination.index + 1));
    const request = reorderRequestForDrop(result.source, result.destination, dragColumns.current);
    if (!request) return;
    highlight(request.id);
    void actions.move(request);
  };

  // Rendering --------------------------------------------------------------------------------------
  const header = (
    <>
      <Link to="/" className="kpt-bd-back" data-testid="board-back-link">
        <ArrowLeftOutlined aria-hidden /> {T.back}
      </Link>
      <PageHeader
        title={
          <span className="kpt-bd-title">
            <span
              className="kpt-bd-title-dot"
              style={{ background: project.color }}
              aria-hidden
              data-testid="project-color-dot"
            />
            <span className="kpt-bd-title-name" title={project.name}>
              {project.name}
            </span>
          </span>
        }
        subtitle={
          <span data-testid="board-task-count">
            {T.taskCount(board.complete ? board.tasks.length : project.task_count)}
            {filterCount > 0 && board.complete ? (
              <span className="kpt-bd-shown"> · {T.shownOf(shownCount, board.tasks.length)}</span>
            ) : null}
          </span>
        }
        actions={
          <>
            <Link to={projectTaskListPath(project.id)} className="kpt-bd-link-button" data-testid="board-task-list-link">
              <UnorderedListOutlined aria-hidden /> {T.taskList}
            </Link>
            <FilterPopover
              filters={filters}
              onChange={setFilters}
              members={activeMembers}
              priorities={priorities}
              showPriority={project.click_apps.priority}
              leave={leave}
              today={today}
            />
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={openFirstComposer}
              disabled={!board.complete}
              data-testid="board-add-task"
            >
              {T.addTask}
            </Button>
          </>
        }
      />
    </>
  );

  let body;
  if (board.query.isError && board.tasks.length === 0) {
    body = (
      <ErrorPanel
        title={T.loadFailed}
        description={board.query.error.message}
        onRetry={() => void board.query.refetch()}
        retryLabel={T.retry}
      />
    );
  } else if (statusesQuery.isError) {
    body = (
      <ErrorPanel
        title={T.loadFailed}
        description={statusesQuery.error.message}
        onRetry={() => void statusesQuery.refetch()}
        retryLabel={T.retry}
      />
    );
  } else if (!board.complete || !statuses) {
    body = <BoardSkeleton loaded={board.tasks.length} total={board.total} />;
  } else {
    body = (
      <>
        {board.tasks.length === 0 ? (
          <div className="kpt-bd-empty-board" data-testid="board-empty">
            <EmptyState
              title={T.emptyTitle}
              hint={T.emptyHint}
              action={
                <div className="kpt-bd-empty-actions">
                  <Button
                    type="primary"
                    icon={<PlusOutlined aria-hidden />}
                    onClick={() => void createFirstTask()}
                    loading={creatingFirst}
                  >
                    {T.createFirstTask}
                  </Button>
                  <Button icon={<TeamOutlined aria-hidden />} onClick={() => navigate('/dashboard/users')}>
                    {T.inviteTeam}
                  </Button>
                </div>
              }
            />
          </div>
        ) : null}
        <DragDropContext
          onDragStart={onDragStart}
          onDragUpdate={onDragUpdate}
          onDragEnd={onDragEnd}
          dragHandleUsageInstructions={T.dragInstructions}
        >
          <div
            ref={columnsElement}
            className="kpt-bd-columns"
            role="region"
            aria-label={T.boardLabel}
            data-testid="board-columns"
          >
            {columns.map((column) => (
              <BoardColumn
                key={column.status.id}
                status={column.status}
                tasks={column.tasks}
                highlighted={highlighted}
                filtered={filterCount > 0}
                composerOpen={composerStatus === column.status.id}
                onComposerOpenChange={setComposerOpen}
                onAdd={addToColumn}
              />
            ))}
          </div>
        </DragDropContext>
      </>
    );
  }

  const ready = board.complete && Boolean(statuses);
  return (
    <BoardContext.Provider value={context}>
      <div className={BOARD_ROOT_CLASS} data-testid={ready ? 'board-ready' : 'board-loading'} aria-busy={!ready}>
        <BoardStyles />
        {project.click_apps['time-tracking'] ? (
          <>
            <TaskTimerStyles />
            <ObserveTracked tasks={board.tasks} />
          </>
        ) : null}
        {header}
        {body}
      </div>
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} onConfirm={actions.remove} />
    </BoardContext.Provider>
  );
}

function BoardSkeleton({ loaded, total }: { loaded: number; total: number }) {
  return (
    <div className="kpt-bd-columns" data-testid="board-skeleton">
      {[0, 1, 2].map((index) => (
        <div key={index} className="kpt-bd-column" style={{ padding: 12, gap: 8 }}>
          <Skeleton.Input active size="small" style={{ width: COLUMN_WIDTH / 2 }} />
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      ))}
      {total > loaded ? <span className="kpt-bd-shown">{T.loadingTasks(loaded, total)}</span> : null}
    </div>
  );
}
