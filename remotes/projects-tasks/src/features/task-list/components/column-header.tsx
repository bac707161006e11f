import type { CustomField } from '@kanri/contracts';
import { Dropdown, MoreOutlined, type MenuProps } from '@kanri/design-system';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { CustomFieldHeaderMenu, fieldIcon } from '../../custom-fields';
import { ACTIONS_COLUMN_WIDTH } from '../../../domain';
import { columnGapAt, HANDLE_COLUMN_WIDTH, type TaskListColumn } from '../columns';
import { TASK_LIST_TEXTS as T } from '../texts';
import { followPointer } from './pointer-drag';

/** Keyboard resize steps (px): an arrow, or Shift + arrow. */
const RESIZE_STEP = 10;
const RESIZE_STEP_LARGE = 50;

export interface ColumnHeaderProps {
  columns: TaskListColumn[];
  width: number;
  fields: CustomField[];
  /** Moves a column (indexes among the shown columns). */
  onMove: (from: number, to: number) => void;
  /** A live width while an edge is dragged; null ends it without saving. */
  onPreviewWidth: (key: string, width: number | null) => void;
  onResize: (key: string, width: number) => void;
}

/**
 * The sticky header row: a column moves by dragging its header (or its menu's Move left / Move
 * right) and resizes by dragging its right edge (or with the arrow keys on the edge).
 */
export function ColumnHeader({ columns, width, fields, onMove, onPreviewWidth, onResize }: ColumnHeaderProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const stopFollowing = useRef<(() => void) | null>(null);
  const [drag, setDrag] = useState<{ from: number; gap: number } | null>(null);
  const [resizing, setResizing] = useState<string | null>(null);

  useEffect(() => () => stopFollowing.current?.(), []);

  const gapAt = (clientX: number) => {
    const left = rowRef.current?.getBoundingClientRect().left ?? 0;
    return columnGapAt(
      columns.map((column) => column.width),
      clientX - left - HANDLE_COLUMN_WIDTH,
    );
  };

  function startMove(event: ReactPointerEvent, index: number) {
    const column = columns[index];
    if (!column?.movable || event.button !== 0) return;
    if ((event.target as Element).closest('button, a, input, [role="separator"], .kpt-cf-header-menu')) return;
    stopFollowing.current?.();
    stopFollowing.current = followPointer(event, {
      onMove: ({ clientX }) => setDrag({ from: index, gap: gapAt(clientX) }),
      onEnd: (dropped, { clientX }) => {
        setDrag(null);
        if (!dropped) return;
        const gap = gapAt(clientX);
        if (gap === index || gap === index + 1) return;
        onMove(index, gap > index ? gap - 1 : gap);
      },
    });
  }

  function startResize(event: ReactPointerEvent, column: TaskListColumn) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = column.width;
    stopFollowing.current?.();
    setResizing(column.key);
    stopFollowing.current = followPointer(event, {
      threshold: 1,
      onMove: ({ clientX }) => onPreviewWidth(column.key, startWidth + clientX - startX),
      onEnd: (dropped, { clientX }) => {
        setResizing(null);
        if (dropped) onResize(column.key, startWidth + clientX - startX);
        else onPreviewWidth(column.key, null);
      },
    });
    // A press without a move ends the resize state too.
    const clear = () => {
      setResizing(null);
      window.removeEventListener('pointerup', clear);
    };
    window.addEventListener('pointerup', clear);
  }

  function resizeWithKeys(event: KeyboardEvent, column: TaskListColumn) {
    const step = event.shiftKey ? RESIZE_STEP_LARGE : RESIZE_STEP;
    const next =
      event.key === 'ArrowLeft'
        ? column.width - step
        : event.key === 'ArrowRight'
          ? column.width + step
          : event.key === 'Home'
            ? column.limit.min
            : event.key === 'End'
              ? column.limit.max
              : null;
    if (next === null) return;
    event.preventDefault();
    onResize(column.key, next);
  }

  const dropLeft =
    drag === null ? null : HANDLE_COLUMN_WIDTH + columns.slice(0, drag.gap).reduce((sum, column) => sum + column.width, 0);

  return (
    <div role="row" aria-rowindex={1} className="kpt-tl-row" style={{ width }} ref={rowRef} data-testid="task-list-header">
      <div role="columnheader" className="kpt-tl-th kpt-tl-sticky-handle" style={{ width: HANDLE_COLUMN_WIDTH }} />
      {columns.map((column, index) => (
        <div
          key={column.key}
          role="columnheader"
          className={`kpt-tl-th${column.movable ? ' is-movable' : ''}${drag?.from === index ? ' is-dragging' : ''}${column.key === 'name' ? ' kpt-tl-sticky-name' : ''}`}
          style={{ width: column.width }}
          data-testid={`column-header-${column.key}`}
          data-column-key={column.key}
          onPointerDown={(event) => startMove(event, index)}
        >
          {column.field ? (
            <span aria-hidden style={{ display: 'inline-flex', flex: 'none' }}>
              {fieldIcon(column.field.type)}
            </span>
          ) : null}
          <span className="kpt-tl-th-label" title={column.label}>
            {column.label}
          </span>
          <span className="kpt-tl-th-tools">
            {column.field ? <CustomFieldHeaderMenu field={column.field} projectFields={fields} /> : null}
            {column.movable ? (
              <ColumnMenu
                column={column}
                canLeft={index > 1}
                canRight={index < columns.length - 1}
                onMove={(delta) => onMove(index, index + delta)}
              />
            ) : null}
          </span>
          <div
            role="separator"
            aria-orientation="vertical"
            aria-label={T.resize(column.label)}
            aria-valuenow={column.width}
            aria-valuemin={column.limit.min}
            aria-valuemax={column.limit.max}
            tabIndex={0}
            className={`kpt-tl-resize${resizing === column.key ? ' is-active' : ''}`}
            data-testid={`column-resize-${column.key}`}
            onPointerDown={(event) => startResize(event, column)}
            onKeyDown={(event) => resizeWithKeys(event, column)}
          />
        </div>
      ))}
      <div role="columnheader" className="kpt-tl-th" style={{ width: ACTIONS_COLUMN_WIDTH }}>
        <span
          className="kpt-tl-th-label"
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {T.actionsColumn}
        </span>
      </div>
      {dropLeft !== null ? (
        <div className="kpt-tl-col-drop-line" style={{ left: dropLeft }} data-testid="column-drop-indicator" />
      ) : null}
    </div>
  );
}

function ColumnMenu({
  column,
  canLeft,
  canRight,
  onMove,
}: {
  column: TaskListColumn;
  canLeft: boolean;
  canRight: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const items: MenuProps['items'] = [
    { key: 'left', label: T.moveLeft, disabled: !canLeft },
    { key: 'right', label: T.moveRight, disabled: !canRight },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onMove(key === 'left' ? -1 : 1) }}>
      <button
        type="button"
        className="kpt-tl-icon-button"
        style={{ width: 22, height: 22 }}
        aria-label={T.columnMenu(column.label)}
        data-testid={`column-menu-${column.key}`}
      >
        <MoreOutlined aria-hidden />
      </button>
    </Dropdown>
  );
}
