import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system/essentials';

/**
 * The docs page's stylesheet (the build has no CSS loader), scoped under .kd-root like the landing
 * page's .kl-root. Dark theme from the design-system tokens; one column under 900 px.
 */
const CSS = `
.kd-root {
  --kd-primary: ${BRAND_PRIMARY};
  --kd-page: ${SURFACE.page};
  --kd-panel: ${SURFACE.panel};
  --kd-raised: ${SURFACE.raised};
  --kd-border: ${SURFACE.border};
  --kd-text: rgba(255, 255, 255, 0.88);
  --kd-muted: rgba(255, 255, 255, 0.6);
  --kd-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  background: var(--kd-page); color: var(--kd-text); min-height: 100vh; line-height: 1.55; font-size: 14px;
  overflow-wrap: anywhere;
}
.kd-root *, .kd-root *::before, .kd-root *::after { box-sizing: border-box; }
.kd-root a { color: var(--kd-primary); }
.kd-root code, .kd-root pre, .kd-mono { font-family: var(--kd-mono); font-size: 12.5px; }
.kd-header { position: sticky; top: 0; z-index: 10; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 20px; padding: 12px 20px;
  background: rgba(15, 15, 16, 0.92); border-bottom: 1px solid var(--kd-border); backdrop-filter: blur(8px); }
.kd-brand { display: inline-flex; align-items: center; gap: 8px; color: var(--kd-text) !important; font-weight: 700; font-size: 16px; text-decoration: none; }
.kd-header-links { display: flex; gap: 16px; margin-left: auto; }
.kd-header-links a { color: var(--kd-muted); text-decoration: none; }
.kd-header-links a:hover { color: var(--kd-primary); }
.kd-layout { display: grid; grid-template-columns: 300px minmax(0, 1fr); max-width: 1400px; margin: 0 auto; }
.kd-index { position: sticky; top: 57px; align-self: start; height: calc(100vh - 57px); overflow-y: auto; padding: 16px; border-right: 1px solid var(--kd-border); }
.kd-index h2 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--kd-muted); margin: 16px 0 6px; }
.kd-index ul { list-style: none; margin: 0; padding: 0; }
.kd-index li a, .kd-index li button { display: flex; gap: 8px; align-items: baseline; width: 100%; padding: 4px 6px; border: 0; border-radius: 6px;
  background: none; color: var(--kd-text); text-align: left; text-decoration: none; font: inherit; cursor: pointer; }
.kd-index li a:hover, .kd-index li button:hover, .kd-index li button[aria-current='true'] { background: var(--kd-raised); }
.kd-index-path { font-family: var(--kd-mono); font-size: 12px; word-break: break-all; }
.kd-count { color: var(--kd-muted); font-size: 12px; margin-top: 6px; }
.kd-input, .kd-textarea { width: 100%; padding: 6px 10px; border: 1px solid #424242; border-radius: 6px; background: #141414; color: var(--kd-text); font: inherit; }
.kd-input:focus, .kd-textarea:focus { outline: 2px solid var(--kd-primary); outline-offset: -1px; border-color: transparent; }
.kd-textarea { font-family: var(--kd-mono); font-size: 12.5px; min-height: 160px; resize: vertical; }
.kd-main { padding: 24px 32px 80px; min-width: 0; }
.kd-main h1 { font-size: 28px; margin: 0 0 8px; }
.kd-main h2 { font-size: 20px; margin: 40px 0 12px; padding-top: 8px; scroll-margin-top: 72px; }
.kd-main h3 { font-size: 15px; margin: 18px 0 8px; }
.kd-muted { color: var(--kd-muted); }
.kd-card { border: 1px solid var(--kd-border); border-radius: 10px; background: var(--kd-panel); margin: 12px 0; scroll-margin-top: 72px; }
.kd-card-head { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; width: 100%; padding: 12px 16px; border: 0; background: none; color: inherit; font: inherit; text-align: left; cursor: pointer; }
.kd-card-head:hover { background: rgba(255, 255, 255, 0.03); }
.kd-card-path { font-family: var(--kd-mono); font-size: 13.5px; font-weight: 600; word-break: break-all; }
.kd-card-summary { color: var(--kd-muted); flex-basis: 100%; }
.kd-card-body { padding: 4px 16px 16px; border-top: 1px solid var(--kd-border); }
.kd-method { display: inline-block; min-width: 58px; padding: 1px 6px; border-radius: 4px; font-family: var(--kd-mono); font-size: 11.5px; font-weight: 700; text-align: center; color: #0f0f10; }
.kd-method-get { background: #69b1ff; } .kd-method-post { background: ${BRAND_PRIMARY}; } .kd-method-put, .kd-method-patch { background: #ffc069; }
.kd-method-delete { background: #ff7875; }
.kd-badges { display: flex; flex-wrap: wrap; gap: 6px; margin: 10px 0; }
.kd-badge { display: inline-block; padding: 1px 8px; border-radius: 999px; border: 1px solid var(--kd-border); background: var(--kd-raised); font-size: 12px; }
.kd-badge-strong { border-color: rgba(190, 252, 169, 0.35); color: var(--kd-primary); }
.kd-pre { margin: 0; padding: 12px; border: 1px solid var(--kd-border); border-radius: 8px; background: #141414; overflow-x: auto; white-space: pre; max-height: 420px; }
.kd-grid2 { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px; }
.kd-tree, .kd-tree ul { list-style: none; margin: 0; padding: 0; }
.kd-tree ul { margin-left: 14px; padding-left: 12px; border-left: 1px dashed var(--kd-border); }
.kd-tree li { padding: 3px 0; }
.kd-field { font-family: var(--kd-mono); font-weight: 600; }
.kd-type { font-family: var(--kd-mono); color: #69b1ff; margin-left: 6px; }
.kd-req { color: #ff7875; font-size: 11px; margin-left: 6px; text-transform: uppercase; letter-spacing: 0.04em; }
.kd-facet { color: var(--kd-muted); font-size: 12px; margin-left: 6px; }
.kd-desc { color: var(--kd-muted); font-size: 12.5px; }
.kd-table { width: 100%; border-collapse: collapse; }
.kd-table th, .kd-table td { padding: 6px 8px; border-bottom: 1px solid var(--kd-border); text-align: left; vertical-align: top; }
.kd-table th { color: var(--kd-muted); font-weight: 500; font-size: 12px; }
.kd-status { font-family: var(--kd-mono); font-weight: 700; }
.kd-status-ok { color: ${BRAND_PRIMARY}; } .kd-status-fail { color: #ff7875; }
.kd-tryit { margin-top: 16px; padding: 12px; border: 1px solid var(--kd-border); border-radius: 8px; background: var(--kd-raised); }
.kd-tryit label { display: block; margin: 8px 0 4px; color: var(--kd-muted); font-size: 12px; }
.kd-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 0 12px; }
.kd-button { display: inline-flex; align-items: center; gap: 6px; padding: 5px 16px; border: 1px solid #424242; border-radius: 6px; background: transparent;
  color: var(--kd-text); font: inherit; cursor: pointer; }
.kd-button:hover { border-color: var(--kd-primary); color: var(--kd-primary); }
.kd-button-primary { background: var(--kd-primary); border-color: var(--kd-primary); color: #0f0f10; font-weight: 600; }
.kd-button-primary:hover { color: #0f0f10; filter: brightness(1.08); }
.kd-button[disabled] { opacity: 0.6; cursor: wait; }
.kd-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 10px; }
.kd-problems { color: #ff7875; margin: 8px 0 0; padding-left: 18px; }
.kd-result { margin-top: 12px; }
.kd-result-line { display: flex; flex-wrap: wrap; gap: 4px 16px; margin-bottom: 8px; }
.kd-panel-state { max-width: 560px; margin: 80px auto; padding: 24px; text-align: center; border: 1px solid var(--kd-border); border-radius: 10px; background: var(--kd-panel); }
.kd-alert { padding: 8px 12px; border: 1px solid rgba(255, 120, 117, 0.4); border-radius: 8px; background: rgba(255, 120, 117, 0.08); white-space: pre-line; }
@media (max-width: 900px) {
  .kd-layout { grid-template-columns: minmax(0, 1fr); }
  .kd-index { position: static; height: auto; max-height: 50vh; border-right: 0; border-bottom: 1px solid var(--kd-border); }
  .kd-main { padding: 16px 14px 60px; }
  .kd-grid2 { grid-template-columns: minmax(0, 1fr); }
  .kd-header-links { margin-left: 0; }
  .kd-card, .kd-main h2 { scroll-margin-top: 104px; }
}
`;

export function DevelopersStyles() {
  return <style>{CSS}</style>;
}
