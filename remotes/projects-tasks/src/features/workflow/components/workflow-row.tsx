import { errorMessage } from '@kanri/api-client';
import type { StatusCategory } from '@kanri/contracts';
import { Button, DeleteOutlined, DownOutlined, HolderOutlined, Select, toast } from '@kanri/design-system';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { useWorkflowMutations } from '../api/use-workflow';
import { WORKFLOW_TEXTS } from '../texts';
import type { WorkflowItem, WorkflowKind } from '../workflow-kind';
import { ColorMenu } from './color-menu';
import { WorkflowNameCell } from './workflow-name-cell';

const T = WORKFLOW_TEXTS.row;

/** What @hello-pangea/dnd gives a draggable row (absent for read-only lists). */
export interface RowDragProps {
  innerRef: Ref<HTMLDivElement>;
  draggableProps: HTMLAttributes<HTMLDivElement> & { style?: CSSProperties };
  dragHandleProps: HTMLAttributes<HTMLElement> | null | undefined;
  isDragging: boolean;
}

export interface WorkflowRowProps {
  item: WorkflowItem;
  index: number;
  total: number;
  kind: WorkflowKind;
  canEdit: boolean;
  drag?: RowDragProps;
  /** Move to a 0-based place (Move up / Move down). */
  onMove: (item: WorkflowItem, toIndex: number) => void;
  onDelete: (item: WorkflowItem) => void;
}

/** One status or priority: swatch, name, category (statuses), task count and, for editors, actions. */
export function WorkflowRow({ item, index, total, kind, canEdit, drag, onMove, onDelete }: WorkflowRowProps) {
  const { update } = useWorkflowMutations(kind);
  const categoryLabel = kind.categories?.find((option) => option.value === item.category)?.label;

  function change(fields: { color?: string; category?: StatusCategory }) {
    update.mutate(
      { id: item.id, ...fields },
      {
        onSuccess: () => toast.success(kind.messages.updated),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <div
      ref={drag?.innerRef}
      {...drag?.draggableProps}
      className={`kpt-wf-row${drag?.isDragging ? ' is-dragging' : ''}`}
      role="row"
      data-testid={`workflow-row-${item.id}`}
      data-workflow-name={item.name}
    >
      {canEdit ? (
        <div className="kpt-wf-cell" role="cell">
          <span className="kpt-wf-handle" {...drag?.dragHandleProps} aria-label={T.dragHandle(item.name)}>
            <HolderOutlined aria-hidden />
          </span>
        </div>
      ) : null}
      <div className="kpt-wf-cell" role="cell">
        {canEdit ? (
          <ColorMenu value={item.color} label={T.color(item.name)} onChange={(color) => change({ color })} />
        ) : (
          <span className="kpt-wf-swatch" style={{ background: item.color }} title={item.color} aria-hidden />
        )}
      </div>
      <div className="kpt-wf-cell" role="cell">
        <WorkflowNameCell item={item} kind={kind} canEdit={canEdit} update={update} />
      </div>
      {kind.categories ? (
        <div className="kpt-wf-cell" role="cell">
          {canEdit ? (
            <Select<StatusCategory>
              size="small"
              aria-label={T.category(item.name)}
              value={item.category}
              onChange={(category) => change({ category })}
              options={kind.categories.map((option) => ({ value: option.value, label: option.label }))}
              style={{ width: '100%' }}
            />
          ) : (
            <span className="kpt-wf-category-text">{categoryLabel}</span>
          )}
        </div>
      ) : null}
      <div className="kpt-wf-cell kpt-wf-count" role="cell" data-testid="workflow-task-count">
        {WORKFLOW_TEXTS.taskCount(item.task_count)}
      </div>
      {canEdit ? (
        <div className="kpt-wf-cell kpt-wf-actions" role="cell">
          <Button
            size="small"
            type="text"
            title={T.tooltips.moveUp}
            icon={<DownOutlined rotate={180} aria-hidden />}
            aria-label={T.moveUp(item.name)}
            data-move={`${item.id}:up`}
            disabled={index === 0}
            onClick={() => onMove(item, index - 1)}
          />
          <Button
            size="small"
            type="text"
            title={T.tooltips.moveDown}
            icon={<DownOutlined aria-hidden />}
            aria-label={T.moveDown(item.name)}
            data-move={`${item.id}:down`}
            disabled={index >= total - 1}
            onClick={() => onMove(item, index + 1)}
          />
          <Button
            size="small"
            type="text"
            danger
            title={T.tooltips.delete}
            icon={<DeleteOutlined aria-hidden />}
            aria-label={T.delete(item.name)}
            onClick={() => onDelete(item)}
          />
        </div>
      ) : null}
    </div>
  );
}
