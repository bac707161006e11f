import { errorMessage } from '@kanri/api-client';
import { useCan } from '@kanri/app-state';
import { Alert, EmptyState, ErrorPanel, PageHeader, Skeleton, toast } from '@kanri/design-system';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useWorkflowList, useWorkflowMutations } from '../api/use-workflow';
import { WORKFLOW_TEXTS } from '../texts';
import type { WorkflowItem, WorkflowKind } from '../workflow-kind';
import { DeleteWorkflowDialog } from './delete-workflow-dialog';
import { WorkflowCreateForm } from './workflow-create-form';
import { WorkflowRow } from './workflow-row';
import { WORKFLOW_ROOT_CLASS, WorkflowStyles } from './workflow-styles';

const C = WORKFLOW_TEXTS.columns;

/** Grid columns: handle, colour, name, category, tasks, actions (the first and last for editors only). */
function gridColumns(canEdit: boolean, hasCategory: boolean): string {
  return [canEdit ? '24px' : null, '28px', 'minmax(0, 1fr)', hasCategory ? '150px' : null, '90px', canEdit ? '104px' : null]
    .filter(Boolean)
    .join(' ');
}

/**
 * The Statuses or Priorities screen: the list in order with swatch, name, category (statuses),
 * task count and actions; create, rename, recolour, reorder (drag or Move up/down) and delete with
 * a move-to choice for admins and managers; a read-only list for everyone else.
 */
export function WorkflowScreen({ kind }: { kind: WorkflowKind }) {
  const canEdit = useCan(`${kind.id}.update`);
  const list = useWorkflowList(kind);
  const { move } = useWorkflowMutations(kind);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const items = useMemo(() => list.data ?? [], [list.data]);
  const deleting = deletingId === null ? null : (items.find((item) => item.id === deletingId) ?? null);

  // After Move up/down the row's DOM node moves; keep the focus on the button that was pressed
  // (or its twin when the row reached an end).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !tableRef.current) return;
    focusAfterMove.current = null;
    const other = target.direction === 'up' ? 'down' : 'up';
    const find = (direction: string) =>
      tableRef.current?.querySelector<HTMLButtonElement>(`[data-move="${target.id}:${direction}"]:not([disabled])`);
    (find(target.direction) ?? find(other))?.focus();
  }, [items]);

  function moveTo(item: WorkflowItem, toIndex: number) {
    const index = items.findIndex((other) => other.id === item.id);
    if (index < 0 || toIndex < 0 || toIndex >= items.length || toIndex === index) return;
    focusAfterMove.current = { id: item.id, direction: toIndex < index ? 'up' : 'down' };
    setAnnouncement(WORKFLOW_TEXTS.moved(item.name, toIndex + 1, items.length));
    move.mutate({ id: item.id, position: toIndex }, { onError: (error) => toast.error(errorMessage(error)) });
  }

  function onDragEnd(result: DropResult) {
    if (!result.destination) return;
    const item = items.find((other) => String(other.id) === result.draggableId);
    if (!item || result.destination.index === result.source.index) return;
    setAnnouncement(WORKFLOW_TEXTS.moved(item.name, result.destination.index + 1, items.length));
    move.mutate({ id: item.id, position: result.destination.index }, { onError: (error) => toast.error(errorMessage(error)) });
  }

  const header = (
    <div className="kpt-wf-row is-head" role="row">
      {canEdit ? (
        <div role="columnheader">
          <span className="kpt-wf-sr">{C.order}</span>
        </div>
      ) : null}
      <div role="columnheader">
        <span className="kpt-wf-sr">{C.color}</span>
      </div>
      <div role="columnheader">{C.name}</div>
      {kind.categories ? <div role="columnheader">{C.category}</div> : null}
      <div role="columnheader">{C.tasks}</div>
      {canEdit ? (
        <div role="columnheader" style={{ textAlign: 'right' }}>
          <span className="kpt-wf-sr">{C.actions}</span>
        </div>
      ) : null}
    </div>
  );

  function rowProps(item: WorkflowItem, index: number) {
    return {
      item,
      index,
      total: items.length,
      kind,
      canEdit,
      onMove: moveTo,
      onDelete: (target: WorkflowItem) => setDeletingId(target.id),
    };
  }

  let body;
  if (list.isPending) {
    body = (
      <div className="kpt-wf-skeleton" aria-busy="true" aria-label={kind.texts.listLabel}>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (list.isError) {
    body = (
      <ErrorPanel
        title={kind.texts.loadFailed}
        description={list.error.message}
        onRetry={() => void list.refetch()}
        retryLabel={WORKFLOW_TEXTS.retry}
      />
    );
  } else if (items.length === 0) {
    body = (
      <div className="kpt-wf-empty">
        <EmptyState title={kind.texts.empty} hint={canEdit ? kind.texts.emptyHint : undefined} />
      </div>
    );
  } else if (canEdit) {
    body = (
      <div className="kpt-wf-table-inner" role="table" aria-label={kind.texts.listLabel} ref={tableRef}>
        <div role="rowgroup">{header}</div>
        <DragDropContext onDragEnd={onDragEnd}>
          <Droppable droppableId={`workflow-${kind.id}`}>
            {(droppable) => (
              <div className="kpt-wf-body" role="rowgroup" ref={droppable.innerRef} {...droppable.droppableProps}>
                {items.map((item, index) => (
                  <Draggable key={item.id} draggableId={String(item.id)} index={index}>
                    {(draggable, snapshot) => (
                      <WorkflowRow
                        {...rowProps(item, index)}
                        drag={{
                          innerRef: draggable.innerRef,
                          draggableProps: draggable.draggableProps as { style?: CSSProperties },
                          dragHandleProps: draggable.dragHandleProps,
                          isDragging: snapshot.isDragging,
                        }}
                      />
                    )}
                  </Draggable>
                ))}
                {droppable.placeholder}
              </div>
            )}
          </Droppable>
        </DragDropContext>
      </div>
    );
  } else {
    body = (
      <div className="kpt-wf-table-inner" role="table" aria-label={kind.texts.listLabel} ref={tableRef}>
        <div role="rowgroup">{header}</div>
        <div className="kpt-wf-body" role="rowgroup">
          {items.map((item, index) => (
            <WorkflowRow key={item.id} {...rowProps(item, index)} />
          ))}
        </div>
      </div>
    );
  }

  return (
    <div
      className={WORKFLOW_ROOT_CLASS}
      style={{ '--kpt-wf-cols': gridColumns(canEdit, Boolean(kind.categories)) } as CSSProperties}
    >
      <WorkflowStyles />
      <PageHeader title={kind.texts.title} subtitle={kind.texts.subtitle} />
      {canEdit ? (
        <WorkflowCreateForm kind={kind} />
      ) : (
        <div className="kpt-wf-note" data-testid="workflow-read-only">
          <Alert type="info" showIcon title={kind.texts.readOnly} />
        </div>
      )}
      <div className="kpt-wf-table">{body}</div>
      {deleting ? (
        <DeleteWorkflowDialog key={deleting.id} kind={kind} item={deleting} items={items} onClose={() => setDeletingId(null)} />
      ) : null}
      <div className="kpt-wf-sr" aria-live="polite" role="status">
        {announcement}
      </div>
    </div>
  );
}
