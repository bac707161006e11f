import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system';

/** Root class of the screen; every rule below is scoped under it (the build has no CSS loader). */
export const WORKFLOW_ROOT_CLASS = 'kpt-wf';
/** Root class of the delete dialog (it renders outside the screen's root). */
export const WORKFLOW_DIALOG_CLASS = 'kpt-wf-dialog';

const CSS = `
.kpt-wf {
  --kpt-primary: ${BRAND_PRIMARY};
  --kpt-panel: ${SURFACE.panel};
  --kpt-raised: ${SURFACE.raised};
  --kpt-border: ${SURFACE.border};
  --kpt-text: rgba(255, 255, 255, 0.88);
  --kpt-muted: rgba(255, 255, 255, 0.6);
  max-width: 1040px;
  min-width: 0;
}
.kpt-wf .kpt-wf-sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.kpt-wf .kpt-wf-card, .kpt-wf .kpt-wf-note { margin-bottom: 16px; }
.kpt-wf .kpt-wf-card { padding: 16px; border: 1px solid var(--kpt-border); border-radius: 10px; background: var(--kpt-panel); }
.kpt-wf .kpt-wf-card-title { margin: 0 0 12px; font-size: 14px; font-weight: 600; color: var(--kpt-text); }
.kpt-wf .kpt-wf-form { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px 16px; }
.kpt-wf .kpt-wf-field { display: grid; gap: 6px; min-width: 0; }
.kpt-wf .kpt-wf-field-label { font-size: 12px; font-weight: 500; color: var(--kpt-muted); }
.kpt-wf .kpt-wf-field.is-name { flex: 1 1 240px; max-width: 360px; }
.kpt-wf .kpt-wf-field-error { margin: 0; font-size: 12px; color: #ff7875; overflow-wrap: anywhere; }
.kpt-wf .kpt-wf-swatches { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; min-height: 32px; }
.kpt-wf .kpt-wf-swatch-button { width: 22px; height: 22px; padding: 0; border-radius: 50%; border: 2px solid transparent; cursor: pointer; outline-offset: 2px; }
.kpt-wf .kpt-wf-swatch-button[aria-pressed="true"] { border-color: #fff; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.6) inset; }
.kpt-wf .kpt-wf-swatch-button:focus-visible { outline: 2px solid var(--kpt-primary); }
.kpt-wf .kpt-wf-color-trigger { display: block; border: 1px solid rgba(255, 255, 255, 0.2); }
.kpt-wf .kpt-wf-color-trigger[aria-expanded="true"] { outline: 2px solid var(--kpt-primary); outline-offset: 2px; }
.kpt-wf .kpt-wf-form-submit { align-self: flex-end; }
.kpt-wf .kpt-wf-table { border: 1px solid var(--kpt-border); border-radius: 10px; background: var(--kpt-panel); }
.kpt-wf .kpt-wf-row { display: grid; grid-template-columns: var(--kpt-wf-cols); align-items: center; gap: 12px; min-height: 52px; padding: 8px 16px; border-bottom: 1px solid var(--kpt-border); background: var(--kpt-panel); }
.kpt-wf .kpt-wf-body .kpt-wf-row:last-child { border-bottom: 0; }
.kpt-wf .kpt-wf-row.is-head { min-height: 40px; background: var(--kpt-raised); color: var(--kpt-muted); font-size: 12px; font-weight: 600; letter-spacing: 0.02em; border-radius: 10px 10px 0 0; }
.kpt-wf .kpt-wf-row.is-dragging { background: var(--kpt-raised); border: 1px solid var(--kpt-primary); border-radius: 8px; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.5); }
.kpt-wf .kpt-wf-row.is-busy { opacity: 0.6; }
.kpt-wf .kpt-wf-cell { min-width: 0; }
.kpt-wf .kpt-wf-handle { display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 28px; border-radius: 6px; color: var(--kpt-muted); cursor: grab; }
.kpt-wf .kpt-wf-handle:hover { color: var(--kpt-text); background: var(--kpt-raised); }
.kpt-wf .kpt-wf-handle:focus-visible { outline: 2px solid var(--kpt-primary); }
.kpt-wf .kpt-wf-swatch { display: inline-block; width: 18px; height: 18px; border-radius: 50%; border: 1px solid rgba(255, 255, 255, 0.15); vertical-align: middle; }
.kpt-wf .kpt-wf-name { display: flex; align-items: center; gap: 4px; min-width: 0; }
.kpt-wf .kpt-wf-name-text { display: block; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--kpt-text); font-weight: 500; }
.kpt-wf .kpt-wf-name-editor { display: grid; gap: 4px; width: 100%; min-width: 0; }
.kpt-wf .kpt-wf-name-editor-row { display: flex; align-items: center; gap: 4px; min-width: 0; }
.kpt-wf .kpt-wf-name-editor-row .ant-input-affix-wrapper, .kpt-wf .kpt-wf-name-editor-row > .ant-input { flex: 1 1 auto; min-width: 0; }
.kpt-wf .kpt-wf-count { color: var(--kpt-muted); white-space: nowrap; font-variant-numeric: tabular-nums; }
.kpt-wf .kpt-wf-category-text { color: var(--kpt-muted); }
.kpt-wf .kpt-wf-actions { display: flex; justify-content: flex-end; gap: 2px; }
.kpt-wf .kpt-wf-skeleton { padding: 16px; }
.kpt-wf .kpt-wf-empty { padding: 32px 16px; }
.kpt-wf-dialog .kpt-wf-dialog-body { display: grid; gap: 12px; }
.kpt-wf-dialog .kpt-wf-dialog-name { display: flex; align-items: center; gap: 8px; min-width: 0; font-weight: 600; }
.kpt-wf-dialog .kpt-wf-dialog-name span:last-child { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kpt-wf-dialog .kpt-wf-swatch { display: inline-block; width: 12px; height: 12px; flex: none; border-radius: 50%; }
.kpt-wf-dialog .kpt-wf-field { display: grid; gap: 6px; }
.kpt-wf-dialog .kpt-wf-field-label { font-size: 12px; font-weight: 500; color: rgba(255, 255, 255, 0.6); }
.kpt-wf-option { display: flex; align-items: center; gap: 8px; min-width: 0; }
.kpt-wf-option > span:last-child { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kpt-wf-option .kpt-wf-swatch { display: inline-block; width: 10px; height: 10px; flex: none; border-radius: 50%; }
/* Narrow screens scroll the list sideways rather than squeeze it (wide ones keep one scroll parent for dragging). */
@media (max-width: 640px) {
  .kpt-wf .kpt-wf-table { overflow-x: auto; }
  .kpt-wf .kpt-wf-table-inner { min-width: 520px; }
}
`;

export function WorkflowStyles() {
  return <style>{CSS}</style>;
}
