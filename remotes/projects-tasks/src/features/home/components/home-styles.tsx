import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system';

/** Root class of the page; every rule below is scoped under it (the build has no CSS loader). */
export const HOME_ROOT_CLASS = 'kph';

const CSS = `
.kph {
  --kph-primary: ${BRAND_PRIMARY};
  --kph-panel: ${SURFACE.panel};
  --kph-raised: ${SURFACE.raised};
  --kph-border: ${SURFACE.border};
  --kph-text: rgba(255, 255, 255, 0.88);
  --kph-muted: rgba(255, 255, 255, 0.6);
  display: grid; gap: 20px; min-width: 0;
}
.kph .kph-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; flex-wrap: wrap; }
.kph .kph-greeting { margin: 0; font-size: 26px; font-weight: 600; color: var(--kph-text); line-height: 1.25; overflow-wrap: anywhere; }
.kph .kph-date { margin: 4px 0 0; color: var(--kph-muted); }
.kph .kph-lang { display: inline-flex; align-items: center; gap: 6px; padding: 4px 10px; border: 1px solid var(--kph-border); border-radius: 999px; color: var(--kph-muted); font-size: 13px; }
.kph .kph-cards { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 16px; }
.kph .kph-grid { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); gap: 16px; align-items: stretch; }
.kph .kph-tiles.kph-tiles-4 { grid-template-columns: repeat(4, minmax(0, 1fr)); }
.kph .kph-span-4 { grid-column: span 4; }
.kph .kph-span-5 { grid-column: span 5; }
.kph .kph-span-7 { grid-column: span 7; }
.kph .kph-span-8 { grid-column: span 8; }
.kph .kph-span-12 { grid-column: span 12; }
@media (max-width: 1279px) {
  .kph .kph-cards { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .kph .kph-span-4, .kph .kph-span-5, .kph .kph-span-7, .kph .kph-span-8 { grid-column: span 6; }
  .kph .kph-tiles.kph-tiles-4 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (max-width: 767px) {
  .kph .kph-cards { grid-template-columns: minmax(0, 1fr); }
  .kph .kph-grid > * { grid-column: span 12; }
}
.kph .kph-widget { height: 100%; min-width: 0; }
.kph .kph-widget .ant-card-body { min-width: 0; }
.kph .kph-widget-title { display: flex; align-items: center; gap: 8px; min-width: 0; }
.kph .kph-card { display: flex; justify-content: space-between; align-items: center; gap: 12px; min-width: 0; }
.kph .kph-card-title { color: var(--kph-muted); font-size: 13px; }
.kph .kph-card-value { font-size: 26px; font-weight: 600; color: var(--kph-text); margin-top: 2px; font-variant-numeric: tabular-nums; white-space: nowrap; }
.kph .kph-card-hint { color: var(--kph-muted); font-size: 12px; }
.kph .kph-card-icon { display: grid; place-items: center; width: 40px; height: 40px; flex: none; border-radius: 10px; background: rgba(190, 252, 169, 0.1); color: var(--kph-primary); font-size: 18px; }
.kph .kph-ellipsis { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kph .kph-tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(96px, 1fr)); gap: 10px; }
.kph .kph-toolbar { margin-bottom: 12px; overflow-x: auto; }
.kph .kph-tile { padding: 12px; border: 1px solid var(--kph-border); border-radius: 10px; background: var(--kph-raised); min-width: 0; }
.kph .kph-tile-label { color: var(--kph-muted); font-size: 12px; }
.kph .kph-tile-value { font-size: 22px; font-weight: 600; color: var(--kph-text); font-variant-numeric: tabular-nums; }
.kph .kph-tile.is-alert .kph-tile-value { color: #ff7875; }
.kph .kph-bars { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.kph .kph-bar { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 2px 12px; align-items: center; }
.kph .kph-bar-name { display: flex; align-items: center; gap: 8px; min-width: 0; color: var(--kph-text); }
.kph .kph-bar-count { color: var(--kph-muted); font-variant-numeric: tabular-nums; }
.kph .kph-bar-track { grid-column: 1 / -1; height: 6px; border-radius: 3px; background: var(--kph-border); overflow: hidden; }
.kph .kph-bar-fill { height: 100%; border-radius: 3px; }
.kph .kph-dot { width: 10px; height: 10px; border-radius: 50%; flex: none; }
.kph .kph-section-label { margin: 14px 0 8px; color: var(--kph-muted); font-size: 12px; letter-spacing: 0.04em; text-transform: uppercase; }
.kph .kph-list { display: grid; gap: 2px; margin: 0; padding: 0; list-style: none; }
.kph .kph-row { display: flex; align-items: center; gap: 10px; min-width: 0; padding: 8px 4px; border-bottom: 1px solid var(--kph-border); }
.kph .kph-row:last-child { border-bottom: 0; }
.kph .kph-row-main { flex: 1; min-width: 0; }
.kph .kph-row-sub { color: var(--kph-muted); font-size: 12px; }
.kph .kph-row-end { flex: none; color: var(--kph-muted); font-size: 12px; font-variant-numeric: tabular-nums; }
.kph .kph-projects { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 12px; }
.kph .kph-project { display: grid; gap: 8px; padding: 12px; border: 1px solid var(--kph-border); border-radius: 10px; background: var(--kph-raised); color: var(--kph-text); min-width: 0; transition: border-color 0.15s; }
.kph .kph-project:hover, .kph .kph-project:focus-visible { border-color: rgba(190, 252, 169, 0.5); }
.kph .kph-project-name { display: flex; align-items: center; gap: 8px; min-width: 0; font-weight: 600; }
.kph .kph-sheet-hours { font-weight: 600; color: var(--kph-text); font-variant-numeric: tabular-nums; }
.kph .kph-tags { display: flex; gap: 4px; flex-wrap: wrap; min-width: 0; margin-top: 4px; }
.kph .kph-tags .kph-project-tag { display: inline-flex; align-items: center; gap: 6px; max-width: 200px; margin: 0; }
.kph .kph-start-card { background: linear-gradient(135deg, rgba(190, 252, 169, 0.12), rgba(190, 252, 169, 0.02)); }
.kph .kph-start { display: grid; gap: 12px; align-content: start; }
.kph .kph-start h2 { margin: 0; font-size: 18px; color: var(--kph-text); }
.kph .kph-start p { margin: 0; color: var(--kph-muted); }
.kph .kph-chips { display: flex; flex-wrap: wrap; gap: 8px; }
.kph .kph-notification.is-unread .kph-row-main { border-left: 3px solid var(--kph-primary); padding-left: 8px; }
.kph .kph-presence { position: relative; flex: none; }
.kph .kph-presence-dot { position: absolute; right: -1px; bottom: -1px; width: 10px; height: 10px; border-radius: 50%; border: 2px solid var(--kph-panel); }
.kph .kph-empty { padding: 12px 0; }
.kph a.kph-link { color: var(--kph-primary); }
`;

export function HomeStyles() {
  return <style>{CSS}</style>;
}
