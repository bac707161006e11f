import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system';

/**
 * The feature's styles (the build has no CSS loader). React 19 hoists a `<style>` with `href` and
 * `precedence` into the document head once, however many cells render it, so a table of cells
 * adds no style nodes per row.
 */
const CSS = `
.kpt-cf-cell, .kpt-cf-value, .kpt-cf-dialog, .kpt-cf-pop {
  --kpt-cf-primary: ${BRAND_PRIMARY};
  --kpt-cf-raised: ${SURFACE.raised};
  --kpt-cf-border: ${SURFACE.border};
  --kpt-cf-text: rgba(255, 255, 255, 0.88);
  --kpt-cf-muted: rgba(255, 255, 255, 0.55);
}
.kpt-cf-cell { position: relative; display: flex; align-items: center; gap: 6px; width: 100%; min-width: 0; height: 100%; min-height: 32px; padding: 0 6px; border-radius: 6px; overflow: hidden; color: var(--kpt-cf-text); outline: none; }
.kpt-cf-value { display: inline-flex; align-items: center; gap: 6px; min-width: 0; max-width: 100%; color: var(--kpt-cf-text); }
.kpt-cf-cell.is-editable { cursor: pointer; }
.kpt-cf-cell.is-editable:hover { background: rgba(255, 255, 255, 0.04); }
.kpt-cf-cell:focus-visible { box-shadow: inset 0 0 0 2px var(--kpt-cf-primary); }
.kpt-cf-cell.is-editing { padding: 0 2px; overflow: visible; }
.kpt-cf-cell.is-editing > * { flex: 1; min-width: 0; }
.kpt-cf-text { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kpt-cf-num { font-variant-numeric: tabular-nums; }
.kpt-cf-empty { color: rgba(255, 255, 255, 0.32); }
.kpt-cf-pill { display: inline-flex; align-items: center; gap: 6px; max-width: 100%; min-width: 0; padding: 1px 8px; border-radius: 999px; font-size: 12px; line-height: 20px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; flex: none; }
.kpt-cf-pills { display: flex; gap: 4px; min-width: 0; overflow: hidden; }
.kpt-cf-pills .kpt-cf-pill { flex: 0 1 auto; }
.kpt-cf-dot { width: 8px; height: 8px; border-radius: 50%; flex: none; }
.kpt-cf-link { color: var(--kpt-cf-primary); min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kpt-cf-link:hover { text-decoration: underline; }
.kpt-cf-edit { flex: none; margin-left: auto; padding: 0 4px; border: 0; background: none; color: var(--kpt-cf-muted); cursor: pointer; opacity: 0; border-radius: 4px; line-height: 20px; }
.kpt-cf-cell:hover .kpt-cf-edit, .kpt-cf-edit:focus-visible { opacity: 1; }
.kpt-cf-edit:focus-visible { outline: 2px solid var(--kpt-cf-primary); }
.kpt-cf-bar { flex: 1; min-width: 24px; height: 6px; border-radius: 3px; background: var(--kpt-cf-border); overflow: hidden; }
.kpt-cf-bar > span { display: block; height: 100%; border-radius: 3px; background: var(--kpt-cf-primary); }
.kpt-cf-bar-label { flex: none; width: 36px; text-align: right; font-size: 12px; color: var(--kpt-cf-muted); font-variant-numeric: tabular-nums; }
.kpt-cf-stars { letter-spacing: 1px; white-space: nowrap; }
.kpt-cf-stars .is-on { color: #fadb14; }
.kpt-cf-stars .is-off { color: rgba(255, 255, 255, 0.2); }
.kpt-cf-vote { display: inline-flex; align-items: center; gap: 6px; padding: 0 8px; height: 24px; border: 1px solid var(--kpt-cf-border); border-radius: 999px; background: transparent; color: var(--kpt-cf-text); cursor: pointer; font: inherit; font-size: 12px; }
.kpt-cf-vote[aria-pressed="true"] { border-color: var(--kpt-cf-primary); color: var(--kpt-cf-primary); background: rgba(190, 252, 169, 0.08); }
.kpt-cf-vote:disabled { cursor: default; }
.kpt-cf-signature { max-height: 28px; max-width: 100%; object-fit: contain; }
.kpt-cf-typed-signature { font-family: 'Segoe Script', 'Brush Script MT', cursive; font-size: 15px; }
.kpt-cf-canvas { display: block; width: 100%; height: 160px; border: 1px dashed var(--kpt-cf-border); border-radius: 8px; background: rgba(255, 255, 255, 0.02); touch-action: none; cursor: crosshair; }
.kpt-cf-pop { display: grid; gap: 8px; width: 300px; max-width: 80vw; }
.kpt-cf-pop-actions { display: flex; justify-content: flex-end; gap: 8px; }
.kpt-cf-hint { margin: 0; font-size: 12px; color: var(--kpt-cf-muted); }
.kpt-cf-file-list { display: grid; gap: 4px; max-height: 220px; overflow: auto; margin: 0; padding: 0; list-style: none; }
.kpt-cf-file-list label { display: flex; align-items: center; gap: 8px; min-width: 0; cursor: pointer; }
.kpt-cf-option-label { display: inline-flex; align-items: center; gap: 8px; min-width: 0; max-width: 100%; }
.kpt-cf-option-label > span:last-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }

.kpt-cf-dialog .kpt-cf-body { display: grid; gap: 16px; outline: none; }
.kpt-cf-dialog .kpt-cf-subtitle { margin: 0; color: var(--kpt-cf-muted); }
.kpt-cf-dialog .kpt-cf-section { display: grid; gap: 8px; }
.kpt-cf-dialog .kpt-cf-section-title { margin: 0; font-size: 12px; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: var(--kpt-cf-muted); }
.kpt-cf-dialog .kpt-cf-types { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 6px; margin: 0; padding: 0; list-style: none; }
.kpt-cf-dialog .kpt-cf-type { display: flex; align-items: center; gap: 10px; width: 100%; min-width: 0; padding: 8px 10px; border: 1px solid transparent; border-radius: 8px; background: transparent; color: var(--kpt-cf-text); font: inherit; text-align: left; cursor: pointer; }
.kpt-cf-dialog .kpt-cf-type:hover:not(:disabled), .kpt-cf-dialog .kpt-cf-type:focus-visible { border-color: var(--kpt-cf-border); background: var(--kpt-cf-raised); outline: none; }
.kpt-cf-dialog .kpt-cf-type:focus-visible { border-color: var(--kpt-cf-primary); }
.kpt-cf-dialog .kpt-cf-type:disabled { cursor: not-allowed; color: rgba(255, 255, 255, 0.35); }
.kpt-cf-dialog .kpt-cf-type-icon { display: inline-grid; place-items: center; width: 28px; height: 28px; flex: none; border-radius: 6px; background: var(--kpt-cf-raised); color: var(--kpt-cf-primary); }
.kpt-cf-dialog .kpt-cf-type:disabled .kpt-cf-type-icon { color: rgba(255, 255, 255, 0.35); }
.kpt-cf-dialog .kpt-cf-type-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kpt-cf-dialog .kpt-cf-ai-note { margin: 0; font-size: 12px; color: var(--kpt-cf-muted); }
.kpt-cf-dialog .kpt-cf-field { display: grid; gap: 6px; font-weight: 500; }
.kpt-cf-dialog .kpt-cf-chosen { display: flex; align-items: center; gap: 10px; min-width: 0; }
.kpt-cf-dialog .kpt-cf-options { display: grid; gap: 6px; margin: 0; padding: 0; list-style: none; }
.kpt-cf-dialog .kpt-cf-option { display: flex; align-items: center; gap: 8px; }
.kpt-cf-dialog .kpt-cf-option > .kpt-cf-grow { flex: 1; min-width: 0; }
.kpt-cf-dialog .kpt-cf-chips { display: flex; flex-wrap: wrap; gap: 6px; }
.kpt-cf-dialog .kpt-cf-chip { display: inline-flex; align-items: center; gap: 6px; max-width: 220px; padding: 2px 10px; border: 1px solid var(--kpt-cf-border); border-radius: 999px; background: var(--kpt-cf-raised); color: var(--kpt-cf-text); font: inherit; font-size: 12px; cursor: pointer; }
.kpt-cf-dialog .kpt-cf-chip:hover, .kpt-cf-dialog .kpt-cf-chip:focus-visible { border-color: var(--kpt-cf-primary); outline: none; }
.kpt-cf-dialog .kpt-cf-chip > span:last-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kpt-cf-dialog .kpt-cf-error { margin: 0; font-size: 12px; color: #ff7875; }
.kpt-cf-dialog .kpt-cf-ok { margin: 0; font-size: 12px; color: var(--kpt-cf-primary); }
.kpt-cf-dialog .kpt-cf-preview { margin: 0; font-size: 12px; color: var(--kpt-cf-muted); overflow-wrap: anywhere; }
.kpt-cf-dialog .kpt-cf-footer { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.kpt-cf-dialog .kpt-cf-footer-end { display: flex; gap: 8px; margin-left: auto; }
.kpt-cf-dialog .kpt-cf-group { display: grid; gap: 4px; }
.kpt-cf-dialog .kpt-cf-group-title { display: flex; align-items: center; gap: 8px; margin: 0; font-size: 13px; font-weight: 600; color: var(--kpt-cf-text); min-width: 0; }
.kpt-cf-dialog .kpt-cf-group-title > span:last-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kpt-cf-dialog .kpt-cf-rows { display: grid; gap: 2px; margin: 0; padding: 0; list-style: none; }
.kpt-cf-dialog .kpt-cf-row { display: flex; align-items: center; gap: 10px; min-width: 0; padding: 6px 8px; border-radius: 8px; }
.kpt-cf-dialog .kpt-cf-row:hover { background: var(--kpt-cf-raised); }
.kpt-cf-dialog .kpt-cf-row-text { display: grid; min-width: 0; flex: 1; }
.kpt-cf-dialog .kpt-cf-row-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kpt-cf-dialog .kpt-cf-row-type { font-size: 12px; color: var(--kpt-cf-muted); }
.kpt-cf-dialog .kpt-cf-scroll { max-height: min(52vh, 480px); overflow-y: auto; overflow-x: hidden; display: grid; gap: 14px; }
@media (max-width: 640px) {
  .kpt-cf-dialog .kpt-cf-types { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
`;

export function CustomFieldStyles() {
  return (
    <style href="kpt-custom-fields" precedence="kpt">
      {CSS}
    </style>
  );
}
