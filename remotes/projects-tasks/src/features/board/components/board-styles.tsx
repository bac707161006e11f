import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system';

/** Root class of the board; card rules are not scoped under it (a dragged card is rendered in document.body). */
export const BOARD_ROOT_CLASS = 'kpt-bd';

/** Fixed card sizes: the virtualizer and the drag counts on them. */
export const CARD_HEIGHT = 140;
export const CARD_GAP = 8;
export const CARD_SLOT_HEIGHT = CARD_HEIGHT + CARD_GAP;
/**
 * A keyboard move into a column only happens when the whole card fits in that column's visible
 * area (hello-pangea/dnd), so even an empty column is a card tall.
 */
const EMPTY_COLUMN_MIN_HEIGHT = CARD_SLOT_HEIGHT + 8;
export const COLUMN_WIDTH = 292;

const CSS = `
.kpt-bd {
  --kpt-primary: ${BRAND_PRIMARY};
  display: flex; flex-direction: column; gap: 12px; min-width: 0;
}
.kpt-bd .kpt-bd-back { text-decoration: none; display: inline-flex; align-items: center; gap: 6px; margin-bottom: 12px; color: rgba(255, 255, 255, 0.65); }
.kpt-bd .kpt-bd-title { display: inline-flex; align-items: center; gap: 12px; min-width: 0; max-width: 100%; }
.kpt-bd .kpt-bd-title-dot { width: 14px; height: 14px; border-radius: 50%; flex: none; }
.kpt-bd .kpt-bd-title-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kpt-bd .kpt-bd-link-button { text-decoration: none; display: inline-flex; align-items: center; gap: 8px; height: 32px; padding: 0 15px; border: 1px solid ${SURFACE.border}; border-radius: 8px; background: ${SURFACE.panel}; color: rgba(255, 255, 255, 0.88); white-space: nowrap; }
.kpt-bd .kpt-bd-link-button:hover { border-color: var(--kpt-primary); color: var(--kpt-primary); }
.kpt-bd .kpt-bd-filter-count { display: inline-flex; align-items: center; justify-content: center; min-width: 18px; height: 18px; padding: 0 5px; border-radius: 9px; background: var(--kpt-primary); color: #0d0f0c; font-size: 11px; font-weight: 600; }
.kpt-bd .kpt-bd-shown { color: rgba(255, 255, 255, 0.55); font-size: 13px; }
.kpt-bd .kpt-bd-empty-board { padding: 24px; border: 1px dashed ${SURFACE.border}; border-radius: 12px; background: ${SURFACE.panel}; }
.kpt-bd .kpt-bd-empty-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; }
.kpt-bd .kpt-bd-columns { display: flex; align-items: flex-start; gap: 12px; overflow-x: auto; padding-bottom: 8px; min-width: 0; }
.kpt-bd .kpt-bd-column { flex: 0 0 ${COLUMN_WIDTH}px; width: ${COLUMN_WIDTH}px; display: flex; flex-direction: column; box-sizing: border-box; border: 1px solid ${SURFACE.border}; border-radius: 12px; background: ${SURFACE.panel}; }
.kpt-bd .kpt-bd-column-head { display: flex; align-items: center; gap: 8px; padding: 12px 12px 8px; min-width: 0; }
.kpt-bd .kpt-bd-column-dot { width: 10px; height: 10px; border-radius: 50%; flex: none; }
.kpt-bd .kpt-bd-column-name { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; color: rgba(255, 255, 255, 0.88); }
.kpt-bd .kpt-bd-column-count { flex: none; min-width: 24px; padding: 0 8px; border-radius: 999px; background: ${SURFACE.raised}; color: rgba(255, 255, 255, 0.65); font-size: 12px; line-height: 20px; text-align: center; font-variant-numeric: tabular-nums; }
.kpt-bd .kpt-bd-scroll { position: relative; box-sizing: border-box; min-height: ${EMPTY_COLUMN_MIN_HEIGHT}px; max-height: max(320px, calc(100vh - 330px)); overflow-y: auto; overflow-x: hidden; padding: 0 8px; overscroll-behavior: contain; border-radius: 8px; transition: background 120ms ease; }
.kpt-bd .kpt-bd-scroll.is-over { background: rgba(190, 252, 169, 0.06); }
.kpt-bd .kpt-bd-list { position: relative; width: 100%; }
.kpt-bd .kpt-bd-empty-column { position: absolute; inset: 0 8px; display: flex; align-items: center; justify-content: center; margin: 0 0 8px; padding: 12px; border: 1px dashed ${SURFACE.border}; border-radius: 8px; color: rgba(255, 255, 255, 0.45); font-size: 13px; text-align: center; pointer-events: none; }
.kpt-bd .kpt-bd-composer { padding: 4px 8px 10px; }
.kpt-bd .kpt-bd-composer-add { width: 100%; justify-content: flex-start; color: rgba(255, 255, 255, 0.65); }
.kpt-bd .kpt-bd-composer-hint { display: block; margin-top: 4px; font-size: 12px; color: rgba(255, 255, 255, 0.45); }
.kpt-bd-slot { box-sizing: border-box; height: ${CARD_SLOT_HEIGHT}px; padding-bottom: ${CARD_GAP}px; outline: none; border-radius: 10px; }
.kpt-bd-slot.is-virtual { position: absolute; left: 0; right: 0; }
.kpt-bd-card { box-sizing: border-box; height: ${CARD_HEIGHT}px; display: flex; flex-direction: column; justify-content: space-between; gap: 6px; padding: 10px 10px 10px 12px; border: 1px solid ${SURFACE.border}; border-radius: 10px; background: ${SURFACE.raised}; color: rgba(255, 255, 255, 0.88); cursor: grab; overflow: hidden; transition: border-color 200ms ease, box-shadow 200ms ease, background 200ms ease; }
.kpt-bd-card:hover { border-color: #3a3a40; }
.kpt-bd-slot:focus-visible .kpt-bd-card { border-color: var(--kpt-primary, ${BRAND_PRIMARY}); box-shadow: 0 0 0 2px rgba(190, 252, 169, 0.35); }
.kpt-bd-card.is-dragging { cursor: grabbing; box-shadow: 0 12px 28px rgba(0, 0, 0, 0.55); border-color: #4a4a52; }
.kpt-bd-card.is-highlighted { border-color: ${BRAND_PRIMARY}; box-shadow: 0 0 0 2px rgba(190, 252, 169, 0.45); background: #1f2a1b; }
.kpt-bd-card-top { display: flex; align-items: flex-start; gap: 6px; min-width: 0; height: 40px; flex: none; }
.kpt-bd-card-name { flex: 1 1 auto; min-width: 0; color: rgba(255, 255, 255, 0.92); text-decoration: none; font-weight: 500; line-height: 20px; overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow-wrap: anywhere; }
.kpt-bd-card-name:hover { color: ${BRAND_PRIMARY}; }
.kpt-bd-icon-button { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px; padding: 0; border: 0; border-radius: 6px; background: transparent; color: rgba(255, 255, 255, 0.55); cursor: pointer; font-size: 16px; line-height: 1; }
.kpt-bd-icon-button:hover, .kpt-bd-icon-button:focus-visible, .kpt-bd-icon-button[aria-expanded="true"] { background: rgba(255, 255, 255, 0.08); color: rgba(255, 255, 255, 0.88); outline: none; }
.kpt-bd-card-meta { display: flex; align-items: center; gap: 10px; min-width: 0; height: 20px; flex: none; font-size: 12px; }
.kpt-bd-timer-button { width: 20px; height: 20px; font-size: 14px; border-radius: 4px; }
.kpt-bd-tracked { display: inline-flex; align-items: center; gap: 4px; padding: 0 6px; border-radius: 999px; background: rgba(255, 255, 255, 0.08); color: rgba(255, 255, 255, 0.72); white-space: nowrap; line-height: 20px; }
.kpt-bd-progress { display: flex; align-items: center; gap: 8px; height: 14px; flex: none; }
.kpt-bd-progress-track { flex: 1 1 auto; height: 6px; border-radius: 3px; background: rgba(255, 255, 255, 0.1); overflow: hidden; }
.kpt-bd-progress-fill { display: block; height: 100%; border-radius: 3px; background: ${BRAND_PRIMARY}; }
.kpt-bd-progress-text { flex: none; min-width: 32px; text-align: right; font-size: 12px; color: rgba(255, 255, 255, 0.55); font-variant-numeric: tabular-nums; }
.kpt-bd-card-foot { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-width: 0; height: 24px; flex: none; }
.kpt-bd-due { flex: none; display: inline-flex; text-decoration: none; align-items: center; gap: 4px; font-size: 12px; color: rgba(255, 255, 255, 0.65); white-space: nowrap; }
.kpt-bd-due:hover { color: ${BRAND_PRIMARY}; }
.kpt-bd-due.is-overdue { color: #f87171; }
`;

export function BoardStyles() {
  return <style>{CSS}</style>;
}
