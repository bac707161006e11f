import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system';

/** Root class of the notes page. */
export const NOTES_ROOT_CLASS = 'kc-notes';

// A card's colours come inline from its note (fill, border, text); these rules give the shape.
const CSS = `
.kc-notes .kc-notes-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin-bottom: 16px; }
.kc-notes .kc-notes-search { flex: 1 1 240px; max-width: 420px; min-width: 0; }
.kc-notes .kc-notes-stats { margin-bottom: 8px; }
.kc-notes .kc-notes-section { margin-top: 24px; min-width: 0; }
.kc-notes .kc-notes-section-title { display: flex; align-items: center; gap: 8px; margin: 0 0 12px; font-size: 16px; font-weight: 600; color: rgba(255, 255, 255, 0.88); }
.kc-notes .kc-notes-section-count { min-width: 22px; padding: 0 8px; border-radius: 999px; background: ${SURFACE.raised}; color: rgba(255, 255, 255, 0.65); font-size: 12px; font-weight: 500; line-height: 20px; text-align: center; font-variant-numeric: tabular-nums; }
.kc-notes .kc-notes-cards { display: grid; gap: 16px; list-style: none; margin: 0; padding: 0; }
.kc-notes .kc-notes-cards.is-grid { grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
.kc-notes .kc-notes-cards.is-list { grid-template-columns: minmax(0, 1fr); gap: 12px; }
.kc-notes .kc-notes-cards > li { min-width: 0; }
.kc-notes .kc-notes-more { display: flex; flex-direction: column; align-items: center; gap: 8px; margin-top: 24px; color: rgba(255, 255, 255, 0.55); font-size: 13px; }
.kc-notes .kc-notes-empty { margin-top: 24px; padding: 32px 16px; border: 1px dashed ${SURFACE.border}; border-radius: 12px; background: ${SURFACE.panel}; }
.kc-note { box-sizing: border-box; display: flex; flex-direction: column; gap: 10px; height: 100%; min-width: 0; padding: 14px 14px 12px 16px; border: 1px solid; border-radius: 12px; cursor: pointer; transition: box-shadow 150ms ease, transform 150ms ease; }
.kc-note:hover { box-shadow: 0 6px 18px rgba(0, 0, 0, 0.45); transform: translateY(-1px); }
.kc-note-head { display: flex; align-items: flex-start; gap: 6px; min-width: 0; }
.kc-note-open { flex: 1 1 auto; min-width: 0; margin: 0; padding: 0; border: 0; background: none; color: inherit; font: inherit; text-align: left; cursor: pointer; border-radius: 4px; }
.kc-note-open:focus-visible { outline: 2px solid ${BRAND_PRIMARY}; outline-offset: 2px; }
.kc-note-title { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; font-size: 16px; font-weight: 600; line-height: 1.4; overflow-wrap: anywhere; }
.kc-note-pin { flex: none; display: inline-flex; margin-top: 4px; font-size: 14px; }
.kc-note-menu { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; margin: -2px -4px 0 0; padding: 0; border: 0; border-radius: 6px; background: transparent; color: inherit; font-size: 16px; cursor: pointer; }
.kc-note-menu:hover, .kc-note-menu[aria-expanded='true'] { background: var(--kc-note-chip); }
.kc-note-menu:focus-visible { outline: 2px solid ${BRAND_PRIMARY}; outline-offset: 1px; }
.kc-note-preview { flex: 1 1 auto; margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 14px; line-height: 1.55; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 8; overflow: hidden; }
.is-list .kc-note-preview { -webkit-line-clamp: 5; }
.kc-note-tags { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; min-width: 0; }
.kc-note-tag { max-width: 100%; padding: 0 8px; border-radius: 999px; background: var(--kc-note-chip); color: var(--kc-note-secondary); font-size: 12px; line-height: 20px; overflow-wrap: anywhere; }
.kc-note-foot { display: flex; align-items: center; justify-content: space-between; gap: 8px; color: var(--kc-note-secondary); font-size: 12px; }
`;

export function NotesStyles() {
  return <style>{CSS}</style>;
}
