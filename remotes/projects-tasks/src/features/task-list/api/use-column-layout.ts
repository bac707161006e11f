import { errorMessage, getTaskListLayout, queryKeys, saveTaskListLayout } from '@kanri/api-client';
import { clampColumnWidth, type ClickApps, type CustomField, type TaskListLayout } from '@kanri/contracts';
import { toast } from '@kanri/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buildColumns, fullColumnOrder, moveShownColumn, type TaskListColumn } from '../columns';

/** How long after the last move or resize the layout is saved (one request for a burst of changes). */
export const LAYOUT_SAVE_DELAY_MS = 400;

const NO_FIELDS: CustomField[] = [];

/**
 * The signed-in user's columns in one project (`GET/PUT /projects/{id}/layout`): order and widths,
 * shown at once and saved shortly after the last change. While a column edge is dragged its width
 * is live (`previewWidth`) and saved when the drag ends.
 */
export function useColumnLayout(projectId: number, clickApps: ClickApps, fields: readonly CustomField[] = NO_FIELDS) {
  const queryClient = useQueryClient();
  const layoutKey = useMemo(() => queryKeys.projects.layout(projectId), [projectId]);
  const layout = useQuery({ queryKey: layoutKey, queryFn: () => getTaskListLayout(projectId) });
  const [preview, setPreview] = useState<{ key: string; width: number } | null>(null);

  const order = useMemo(() => fullColumnOrder(layout.data?.column_order, fields), [layout.data?.column_order, fields]);
  const widths = useMemo(() => {
    const saved = { ...(layout.data?.column_widths ?? {}) };
    if (preview) saved[preview.key] = preview.width;
    return saved;
  }, [layout.data?.column_widths, preview]);
  const columns = useMemo(() => buildColumns({ order, widths, fields, clickApps }), [order, widths, fields, clickApps]);

  // Changes not yet sent, and the newest full order to send with them.
  const pending = useRef<{ widths: Record<string, number>; timer: ReturnType<typeof setTimeout> | null; inFlight: number }>({
    widths: {},
    timer: null,
    inFlight: 0,
  });
  const latestOrder = useRef(order);
  latestOrder.current = order;

  const flush = useCallback(async () => {
    const state = pending.current;
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
    const body = { column_order: latestOrder.current, column_widths: state.widths };
    state.widths = {};
    state.inFlight += 1;
    try {
      const saved = await saveTaskListLayout(projectId, body);
      state.inFlight -= 1;
      // Newer changes wait to be sent: keep showing them rather than this older answer.
      if (!state.timer && state.inFlight === 0) queryClient.setQueryData<TaskListLayout>(layoutKey, saved);
    } catch (error) {
      state.inFlight -= 1;
      toast.error(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: layoutKey });
    }
  }, [projectId, queryClient, layoutKey]);

  const schedule = useCallback(
    (change: { order?: string[]; widths?: Record<string, number> }) => {
      queryClient.setQueryData<TaskListLayout>(layoutKey, (old) => ({
        project_id: projectId,
        column_order: change.order ?? old?.column_order ?? latestOrder.current,
        column_widths: { ...(old?.column_widths ?? {}), ...(change.widths ?? {}) },
      }));
      if (change.order) latestOrder.current = change.order;
      const state = pending.current;
      Object.assign(state.widths, change.widths ?? {});
      if (state.timer) clearTimeout(state.timer);
      state.timer = setTimeout(() => void flush(), LAYOUT_SAVE_DELAY_MS);
    },
    [projectId, queryClient, layoutKey, flush],
  );

  // Leaving the page sends what is still waiting.
  useEffect(
    () => () => {
      if (pending.current.timer) void flush();
    },
    [flush],
  );

  /** Moves a shown column from one place to another (indexes among the shown columns). */
  const moveColumn = useCallback(
    (from: number, to: number) => {
      const shown = columns.map((column) => column.key);
      const next = moveShownColumn(order, shown, from, to);
      if (next.join('\n') !== order.join('\n')) schedule({ order: next });
    },
    [columns, order, schedule],
  );

  /** Shows a width while the edge is dragged (null ends the preview). */
  const previewWidth = useCallback((key: string, width: number | null) => {
    setPreview(width === null ? null : { key, width: clampColumnWidth(key, width) });
  }, []);

  /** Sets a column's width (kept within its limits) and saves it. */
  const resizeColumn = useCallback(
    (key: string, width: number) => {
      setPreview(null);
      schedule({ widths: { [key]: clampColumnWidth(key, width) } });
    },
    [schedule],
  );

  return {
    columns: columns as TaskListColumn[],
    isPending: layout.isPending,
    moveColumn,
    previewWidth,
    resizeColumn,
  };
}
