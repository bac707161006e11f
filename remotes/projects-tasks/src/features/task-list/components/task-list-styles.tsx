import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system';

/** Root class of the task list; every rule below is scoped under it (the build has no CSS loader). */
export const TASK_LIST_ROOT_CLASS = 'kpt-tl';

/** Fixed row heights: the virtualizer counts on them. */
export const ROW_HEIGHT = 44;
export const HEADER_HEIGHT = 40;

const CSS = `
.kpt-tl {
  --kpt-primary: ${BRAND_PRIMARY};
  --kpt-panel: ${SURFACE.panel};
  --kpt-raised: ${SURFACE.raised};
  --kpt-border: ${SURFACE.border};
  --kpt-text: rgba(255, 255, 255, 0.88);
  --kpt-muted: rgba(255, 255, 255, 0.55);
  --kpt-row-bg: var(--kpt-panel);
  display: flex; flex-direction: column; gap: 12px; min-width: 0;
}
.kpt-tl .kpt-tl-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; min-width: 0; }
.kpt-tl .kpt-tl-counts { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; flex: 1 1 auto; min-width: 0; }
.kpt-tl .kpt-tl-count { display: inline-flex; align-items: center; gap: 6px; max-width: 220px; padding: 3px 10px; border: 1px solid var(--kpt-border); border-radius: 999px; background: var(--kpt-raised); font-size: 12px; color: var(--kpt-text); }
.kpt-tl .kpt-tl-count-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kpt-tl .kpt-tl-count-value { color: var(--kpt-muted); font-variant-numeric: tabular-nums; }
.kpt-tl .kpt-tl-dot { width: 8px; height: 8px; border-radius: 50%; flex: none; }
.kpt-tl .kpt-tl-toolbar-actions { display: flex; gap: 8px; margin-left: auto; }
.kpt-tl .kpt-tl-scroll { position: relative; overflow: auto; height: max(320px, calc(100vh - 320px)); border: 1px solid var(--kpt-border); border-radius: 10px; background: var(--kpt-panel); overscroll-behavior: contain; }
.kpt-tl .kpt-tl-table { position: relative; min-width: 100%; }
.kpt-tl .kpt-tl-head { position: sticky; top: 0; z-index: 4; }
.kpt-tl .kpt-tl-row { display: flex; align-items: stretch; box-sizing: border-box; border-bottom: 1px solid var(--kpt-border); background: var(--kpt-row-bg); }
.kpt-tl .kpt-tl-head .kpt-tl-row { --kpt-row-bg: var(--kpt-raised); height: ${HEADER_HEIGHT}px; }
.kpt-tl .kpt-tl-body { position: relative; }
.kpt-tl .kpt-tl-body .kpt-tl-row { position: absolute; left: 0; height: ${ROW_HEIGHT}px; }
.kpt-tl .kpt-tl-body .kpt-tl-row:hover { --kpt-row-bg: #1b1b1e; }
.kpt-tl .kpt-tl-body .kpt-tl-row.is-editing { --kpt-row-bg: #1d2319; }
.kpt-tl .kpt-tl-body .kpt-tl-row.is-dragging { opacity: 0.45; }
.kpt-tl .kpt-tl-cell, .kpt-tl .kpt-tl-th { flex: none; display: flex; align-items: center; gap: 6px; box-sizing: border-box; min-width: 0; padding: 0 8px; overflow: hidden; background: var(--kpt-row-bg); }
.kpt-tl .kpt-tl-th { position: relative; font-size: 12px; font-weight: 500; color: var(--kpt-muted); user-select: none; touch-action: none; }
.kpt-tl .kpt-tl-th.is-movable { cursor: grab; }
.kpt-tl .kpt-tl-th.is-dragging { background: #26262a; color: var(--kpt-text); }
.kpt-tl .kpt-tl-th-label { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kpt-tl .kpt-tl-th-tools { display: inline-flex; align-items: center; gap: 2px; opacity: 0; transition: opacity 0.12s; }
.kpt-tl .kpt-tl-th:hover .kpt-tl-th-tools, .kpt-tl .kpt-tl-th:focus-within .kpt-tl-th-tools { opacity: 1; }
.kpt-tl .kpt-tl-resize { position: absolute; top: 0; right: 0; bottom: 0; width: 8px; cursor: col-resize; z-index: 2; touch-action: none; outline: none; }
.kpt-tl .kpt-tl-resize::after { content: ''; position: absolute; top: 8px; bottom: 8px; right: 3px; width: 2px; border-radius: 1px; background: transparent; transition: background 0.12s; }
.kpt-tl .kpt-tl-resize:hover::after, .kpt-tl .kpt-tl-resize:focus-visible::after, .kpt-tl .kpt-tl-resize.is-active::after { background: var(--kpt-primary); }
.kpt-tl .kpt-tl-sticky-handle { position: sticky; left: 0; z-index: 2; padding: 0; justify-content: center; }
.kpt-tl .kpt-tl-sticky-name { position: sticky; left: 28px; z-index: 2; box-shadow: 1px 0 0 var(--kpt-border); }
.kpt-tl .kpt-tl-icon-button { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 26px; height: 26px; padding: 0; border: 0; border-radius: 6px; background: transparent; color: var(--kpt-muted); font-size: 16px; line-height: 1; cursor: pointer; }
.kpt-tl .kpt-tl-icon-button:hover { background: rgba(255, 255, 255, 0.08); color: var(--kpt-text); }
.kpt-tl .kpt-tl-icon-button:focus-visible, .kpt-tl .kpt-tl-cell-button:focus-visible, .kpt-tl .kpt-tl-handle:focus-visible, .kpt-tl .kpt-tl-resize:focus-visible { outline: 2px solid var(--kpt-primary); outline-offset: -2px; }
.kpt-tl .kpt-tl-icon-button.is-primary { color: var(--kpt-primary); }
.kpt-tl .kpt-tl-handle { display: inline-flex; align-items: center; justify-content: center; width: 22px; height: 28px; padding: 0; border: 0; border-radius: 4px; background: transparent; color: var(--kpt-muted); cursor: grab; opacity: 0; touch-action: none; font-size: 12px; line-height: 1; letter-spacing: -3px; }
.kpt-tl .kpt-tl-handle::before { content: '⋮⋮'; margin-left: -3px; }
.kpt-tl .kpt-tl-row:hover .kpt-tl-handle, .kpt-tl .kpt-tl-handle:focus-visible { opacity: 1; }
.kpt-tl .kpt-tl-handle:disabled { cursor: not-allowed; opacity: 0.35; }
.kpt-tl .kpt-tl-cell-button { display: flex; align-items: center; gap: 6px; width: 100%; min-width: 0; height: 32px; padding: 0 6px; border: 0; border-radius: 6px; background: transparent; color: var(--kpt-text); font: inherit; font-size: 13px; text-align: left; cursor: pointer; overflow: hidden; }
.kpt-tl .kpt-tl-cell-button:hover { background: rgba(255, 255, 255, 0.06); }
.kpt-tl .kpt-tl-placeholder { color: var(--kpt-muted); font-size: 12px; white-space: nowrap; opacity: 0; }
.kpt-tl .kpt-tl-row:hover .kpt-tl-placeholder, .kpt-tl .kpt-tl-cell-button:focus-visible .kpt-tl-placeholder { opacity: 1; }
.kpt-tl .kpt-tl-empty-value { color: var(--kpt-muted); }
.kpt-tl .kpt-tl-name { display: block; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--kpt-text); font-weight: 500; }
.kpt-tl .kpt-tl-name:hover { color: var(--kpt-primary); text-decoration: underline; }
.kpt-tl .kpt-tl-date { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kpt-tl .kpt-tl-date.is-overdue { color: #f87171; }
.kpt-tl .kpt-tl-progress { display: flex; align-items: center; gap: 8px; width: 100%; min-width: 0; }
.kpt-tl .kpt-tl-progress-track { flex: 1 1 auto; height: 6px; min-width: 24px; border-radius: 3px; background: rgba(255, 255, 255, 0.1); overflow: hidden; }
.kpt-tl .kpt-tl-progress-fill { height: 100%; border-radius: 3px; background: var(--kpt-primary); }
.kpt-tl .kpt-tl-progress-text { flex: none; min-width: 34px; text-align: right; font-size: 12px; color: var(--kpt-muted); font-variant-numeric: tabular-nums; }
.kpt-tl .kpt-tl-muted { color: var(--kpt-muted); font-size: 13px; font-variant-numeric: tabular-nums; }
.kpt-tl .kpt-tl-editor { width: 100%; min-width: 0; }
.kpt-tl .kpt-tl-drop-line { position: absolute; left: 0; height: 2px; margin-top: -1px; background: var(--kpt-primary); box-shadow: 0 0 0 1px rgba(190, 252, 169, 0.25); z-index: 5; pointer-events: none; }
.kpt-tl .kpt-tl-col-drop-line { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--kpt-primary); z-index: 6; pointer-events: none; }
.kpt-tl .kpt-tl-loader { display: flex; align-items: center; gap: 8px; padding: 0 16px; color: var(--kpt-muted); font-size: 13px; }
.kpt-tl .kpt-tl-footer { display: flex; justify-content: space-between; gap: 12px; color: var(--kpt-muted); font-size: 12px; }
.kpt-tl .kpt-tl-state { padding: 24px 16px; border: 1px solid var(--kpt-border); border-radius: 10px; background: var(--kpt-panel); }
.kpt-tl .kpt-tl-skeleton-row { display: flex; align-items: center; gap: 16px; height: ${ROW_HEIGHT}px; padding: 0 16px; border-bottom: 1px solid var(--kpt-border); }
.kpt-tl-ghost { position: fixed; z-index: 1100; max-width: 320px; padding: 6px 12px; border: 1px solid ${BRAND_PRIMARY}; border-radius: 8px; background: ${SURFACE.raised}; color: rgba(255, 255, 255, 0.9); font-size: 13px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; pointer-events: none; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.45); transform: translate(12px, -50%); }
`;

export function TaskListStyles() {
  return <style>{CSS}</style>;
}
