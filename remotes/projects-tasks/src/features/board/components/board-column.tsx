import {
  Draggable,
  Droppable,
  type DraggableChildrenFn,
  type DroppableProvided,
  type DroppableStateSnapshot,
} from '@hello-pangea/dnd';
import { TASK_MESSAGES, type Status, type Task } from '@kanri/contracts';
import { Button, Input, PlusOutlined, toast } from '@kanri/design-system';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { columnDroppableId } from '../board-order';
import { BOARD_TEXTS as T } from '../texts';
import { CardSlot } from './board-card';
import { CARD_SLOT_HEIGHT } from './board-styles';

/** Cards rendered above and below the visible ones in each column. */
const OVERSCAN = 2;

export interface BoardColumnProps {
  status: Status;
  tasks: readonly Task[];
  highlighted: ReadonlySet<number>;
  /** Whether the board filters the cards (an empty column then says so instead of "No tasks in"). */
  filtered: boolean;
  composerOpen: boolean;
  onComposerOpenChange: (statusId: number, open: boolean) => void;
  /** Adds a task with this name to the column; resolves whether it was added. */
  onAdd: (title: string, statusId: number) => Promise<boolean>;
}

/**
 * One status of the board: its header with the count, the cards in a virtual list (only the
 * visible ones are in the DOM; hello-pangea/dnd's virtual mode renders the dragged card as a clone
 * in the body and counts on the placeholder row we add), and the inline Add Task at the bottom.
 */
export const BoardColumn = memo(function BoardColumn({
  status,
  tasks,
  highlighted,
  filtered,
  composerOpen,
  onComposerOpenChange,
  onAdd,
}: BoardColumnProps) {
  const renderClone = useCallback<DraggableChildrenFn>(
    (provided, snapshot, rubric) => {
      const task = tasks[rubric.source.index];
      return task ? (
        <CardSlot task={task} provided={provided} dragging={snapshot.isDragging} highlighted={highlighted.has(task.id)} />
      ) : (
        <div ref={provided.innerRef} {...provided.draggableProps} {...provided.dragHandleProps} />
      );
    },
    [tasks, highlighted],
  );

  return (
    <section
      className="kpt-bd-column"
      aria-label={T.columnLabel(status.name)}
      data-testid="board-column"
      data-status-id={status.id}
    >
      <header className="kpt-bd-column-head">
        <span className="kpt-bd-column-dot" style={{ background: status.color }} aria-hidden />
        <span className="kpt-bd-column-name" title={status.name}>
          {status.name}
        </span>
        <span className="kpt-bd-column-count" aria-label={T.columnCount(tasks.length)} data-testid="board-column-count">
          {tasks.length}
        </span>
      </header>
      <Droppable droppableId={columnDroppableId(status.id)} mode="virtual" renderClone={renderClone}>
        {(provided, snapshot) => (
          <ColumnCards
            status={status}
            tasks={tasks}
            highlighted={highlighted}
            filtered={filtered}
            provided={provided}
            snapshot={snapshot}
          />
        )}
      </Droppable>
      <Composer status={status} open={composerOpen} onOpenChange={onComposerOpenChange} onAdd={onAdd} />
    </section>
  );
});

function ColumnCards({
  status,
  tasks,
  highlighted,
  filtered,
  provided,
  snapshot,
}: {
  status: Status;
  tasks: readonly Task[];
  highlighted: ReadonlySet<number>;
  filtered: boolean;
  provided: DroppableProvided;
  snapshot: DroppableStateSnapshot;
}) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const { innerRef } = provided;
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      scrollRef.current = element;
      innerRef(element);
    },
    [innerRef],
  );
  // While a card is over this column (or leaves it), one more row keeps room for it.
  const count = tasks.length + (snapshot.isUsingPlaceholder ? 1 : 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_SLOT_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => tasks[index]?.id ?? 'placeholder',
  });
  const empty = tasks.length === 0 && !snapshot.isDraggingOver;

  return (
    <div
      ref={setRef}
      {...provided.droppableProps}
      className={`kpt-bd-scroll${snapshot.isDraggingOver ? ' is-over' : ''}`}
      data-testid="board-column-scroll"
    >
      <div className="kpt-bd-list" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const task = tasks[item.index];
          if (!task) return null;
          return (
            <Draggable key={task.id} draggableId={String(task.id)} index={item.index}>
              {(dragProvided, dragSnapshot) => (
                <CardSlot
                  task={task}
                  provided={dragProvided}
                  dragging={dragSnapshot.isDragging}
                  highlighted={highlighted.has(task.id)}
                  top={item.start}
                />
              )}
            </Draggable>
          );
        })}
      </div>
      {empty ? (
        <p className="kpt-bd-empty-column" data-testid="board-column-empty">
          {filtered ? T.noMatchesInColumn : T.emptyColumn(status.name)}
        </p>
      ) : null}
    </div>
  );
}

/** Inline Add Task: Enter adds with the column's status (blank refused), Escape cancels. */
function Composer({
  status,
  open,
  onOpenChange,
  onAdd,
}: {
  status: Status;
  open: boolean;
  onOpenChange: (statusId: number, open: boolean) => void;
  onAdd: (title: string, statusId: number) => Promise<boolean>;
}) {
  const [title, setTitle] = useState('');
  const [pending, setPending] = useState(false);
  const close = () => {
    setTitle('');
    onOpenChange(status.id, false);
  };

  async function submit(value: string) {
    const trimmed = value.trim();
    if (trimmed === '') {
      toast.error(TASK_MESSAGES.titleRequired);
      return;
    }
    setPending(true);
    const added = await onAdd(trimmed, status.id);
    setPending(false);
    // The input stays open for the next task.
    if (added) setTitle('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!pending) void submit(event.currentTarget.value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  }

  if (!open) {
    return (
      <div className="kpt-bd-composer">
        <Button
          type="text"
          className="kpt-bd-composer-add"
          icon={<PlusOutlined aria-hidden />}
          aria-label={T.addTaskTo(status.name)}
          onClick={() => onOpenChange(status.id, true)}
          data-testid="board-column-add"
        >
          {T.addTask}
        </Button>
      </div>
    );
  }
  return (
    <div className="kpt-bd-composer">
      <Input
        autoFocus
        aria-label={T.addTaskTo(status.name)}
        placeholder={T.newTaskPlaceholder}
        value={title}
        maxLength={500}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (title.trim() === '' && !pending) close();
        }}
        data-testid="board-composer-input"
      />
      <span className="kpt-bd-composer-hint">{T.composerHint}</span>
    </div>
  );
}
