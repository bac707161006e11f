import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system';

/** Root class of the dialog; every rule below is scoped under it (the build has no CSS loader). */
export const CREATE_PROJECT_ROOT_CLASS = 'kpt-cp';

const CSS = `
.kpt-cp {
  --kpt-primary: ${BRAND_PRIMARY};
  --kpt-panel: ${SURFACE.panel};
  --kpt-raised: ${SURFACE.raised};
  --kpt-border: ${SURFACE.border};
  --kpt-text: rgba(255, 255, 255, 0.88);
  --kpt-muted: rgba(255, 255, 255, 0.62);
}
.kpt-cp .kpt-cp-body { display: grid; gap: 20px; outline: none; }
.kpt-cp .kpt-cp-progress { display: grid; gap: 8px; }
.kpt-cp .kpt-cp-progress-label { margin: 0; font-size: 12px; letter-spacing: 0.04em; text-transform: uppercase; color: var(--kpt-muted); }
.kpt-cp .kpt-cp-progress-bar { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 6px; }
.kpt-cp .kpt-cp-progress-bar span { height: 4px; border-radius: 2px; background: var(--kpt-border); transition: background 0.2s; }
.kpt-cp .kpt-cp-progress-bar span.is-done { background: var(--kpt-primary); }
.kpt-cp .kpt-cp-subtitle { margin: 0; color: var(--kpt-muted); }
.kpt-cp .kpt-cp-field { display: grid; gap: 6px; font-weight: 500; }
.kpt-cp .kpt-cp-templates { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; margin: 0; padding: 0; border: 0; }
.kpt-cp .kpt-cp-template { position: relative; display: grid; gap: 6px; align-content: start; padding: 16px; border: 1px solid var(--kpt-border); border-radius: 10px; background: var(--kpt-raised); cursor: pointer; transition: border-color 0.15s, background 0.15s; }
.kpt-cp .kpt-cp-template:hover { border-color: rgba(190, 252, 169, 0.45); }
.kpt-cp .kpt-cp-template.is-selected { border-color: var(--kpt-primary); background: rgba(190, 252, 169, 0.08); }
.kpt-cp .kpt-cp-template:has(input:focus-visible) { outline: 2px solid var(--kpt-primary); outline-offset: -1px; }
.kpt-cp .kpt-cp-template input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; pointer-events: none; }
.kpt-cp .kpt-cp-template-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 24px; }
.kpt-cp .kpt-cp-template-name { font-weight: 600; color: var(--kpt-text); }
.kpt-cp .kpt-cp-template-check { color: var(--kpt-primary); font-size: 18px; }
.kpt-cp .kpt-cp-template-desc { color: var(--kpt-muted); font-size: 13px; line-height: 1.45; }
.kpt-cp .kpt-cp-template .ant-tag { margin: 0; justify-self: start; }
.kpt-cp .kpt-cp-section { display: grid; gap: 10px; }
.kpt-cp .kpt-cp-section-title { margin: 0; font-size: 14px; font-weight: 600; color: var(--kpt-text); }
.kpt-cp .kpt-cp-summary { display: grid; gap: 4px; padding: 14px 16px; border: 1px solid var(--kpt-border); border-radius: 10px; background: var(--kpt-raised); }
.kpt-cp .kpt-cp-summary-name { font-weight: 600; }
.kpt-cp .kpt-cp-summary-desc { color: var(--kpt-muted); font-size: 13px; }
.kpt-cp .kpt-cp-chips { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.kpt-cp .kpt-cp-chip { display: inline-flex; align-items: center; gap: 8px; padding: 6px 12px; border: 1px solid var(--kpt-border); border-radius: 999px; background: var(--kpt-raised); font-size: 13px; color: var(--kpt-text); }
.kpt-cp .kpt-cp-dot { width: 10px; height: 10px; border-radius: 50%; flex: none; }
.kpt-cp .kpt-cp-apps-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px; }
.kpt-cp .kpt-cp-apps-head p { margin: 2px 0 0; color: var(--kpt-muted); font-size: 13px; }
.kpt-cp .kpt-cp-all-off { display: inline-flex; align-items: center; gap: 8px; font-size: 13px; cursor: pointer; }
.kpt-cp .kpt-cp-apps { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
.kpt-cp .kpt-cp-apps > li { display: flex; }
.kpt-cp .kpt-cp-app { flex: 1; display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; padding: 12px 14px; border: 1px solid var(--kpt-border); border-radius: 10px; background: var(--kpt-raised); cursor: pointer; }
.kpt-cp .kpt-cp-app-text { display: grid; gap: 2px; min-width: 0; }
.kpt-cp .kpt-cp-app-name { font-weight: 500; color: var(--kpt-text); }
.kpt-cp .kpt-cp-app-desc { color: var(--kpt-muted); font-size: 12px; line-height: 1.4; }
.kpt-cp .kpt-cp-app .ant-switch { flex: none; margin-top: 2px; }
.kpt-cp .kpt-cp-footer { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.kpt-cp .kpt-cp-footer-end { display: flex; gap: 8px; margin-left: auto; }
@media (max-width: 640px) {
  .kpt-cp .kpt-cp-templates, .kpt-cp .kpt-cp-apps { grid-template-columns: minmax(0, 1fr); }
  .kpt-cp .kpt-cp-template { padding: 12px 14px; }
}
`;

export function CreateProjectStyles() {
  return <style>{CSS}</style>;
}
