import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system';

/** Root class of the chat page. */
export const CHAT_ROOT_CLASS = 'kc-chat';

const TEXT = 'rgba(255, 255, 255, 0.88)';
const MUTED = 'rgba(255, 255, 255, 0.55)';
const FAINT = 'rgba(255, 255, 255, 0.4)';

// The page fills the dashboard's content area (header 57 px, content padding 24 above and the
// floating tracker's clearance below) so the history scrolls, not the page.
const CSS = `
.kc-chat { display: grid; grid-template-columns: minmax(240px, 300px) minmax(0, 1fr); height: max(480px, calc(100vh - 180px)); border: 1px solid ${SURFACE.border}; border-radius: 12px; background: ${SURFACE.panel}; overflow: hidden; color: ${TEXT}; }
.kc-chat.has-thread { grid-template-columns: minmax(240px, 300px) minmax(0, 1fr) minmax(280px, 360px); }
.kc-chat :focus-visible { outline: 2px solid ${BRAND_PRIMARY}; outline-offset: 1px; }
.kc-chat-plain { margin: 0; padding: 0; border: 0; background: none; color: inherit; font: inherit; text-align: left; cursor: pointer; }
.kc-chat-plain:disabled { cursor: default; }
.kc-chat-side { display: flex; flex-direction: column; min-width: 0; min-height: 0; border-right: 1px solid ${SURFACE.border}; background: ${SURFACE.page}; }
.kc-chat-side-top { display: flex; flex-direction: column; gap: 10px; padding: 14px 12px 6px; }
.kc-chat-side-actions { display: flex; gap: 6px; flex-wrap: wrap; }
.kc-chat-side-body { flex: 1 1 auto; min-height: 0; overflow-y: auto; padding: 0 6px 12px; }
.kc-chat-side .ant-tabs-nav { margin: 0 6px 6px !important; }
.kc-chat-section { margin: 10px 0 4px; padding: 0 10px; font-size: 11px; font-weight: 600; letter-spacing: 0.06em; color: ${FAINT}; }
.kc-chat-rows { list-style: none; margin: 0; padding: 0; }
.kc-chat-row { display: flex; align-items: center; gap: 10px; width: 100%; min-width: 0; padding: 8px 10px; border-radius: 8px; }
.kc-chat-row:hover { background: ${SURFACE.raised}; }
.kc-chat-row.is-active { background: rgba(255, 255, 255, 0.08); }
.kc-chat-row-main { flex: 1 1 auto; min-width: 0; display: grid; gap: 2px; }
.kc-chat-row-line { display: flex; align-items: baseline; gap: 8px; min-width: 0; }
.kc-chat-row-name { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.kc-chat-row.is-unread .kc-chat-row-name { font-weight: 700; color: #fff; }
.kc-chat-row-time { flex: none; font-size: 11px; color: ${FAINT}; }
.kc-chat-row-preview { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 12px; color: ${MUTED}; }
.kc-chat-row-sub { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 12px; color: ${MUTED}; }
.kc-chat-badge { flex: none; min-width: 20px; padding: 0 6px; border-radius: 999px; background: ${BRAND_PRIMARY}; color: #111; font-size: 11px; font-weight: 700; line-height: 20px; text-align: center; }
.kc-chat-icon { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; border-radius: 8px; background: ${SURFACE.raised}; color: ${MUTED}; }
.kc-chat-avatar { position: relative; flex: none; display: inline-flex; }
.kc-chat-dot { position: absolute; right: -1px; bottom: -1px; width: 10px; height: 10px; border: 2px solid ${SURFACE.page}; border-radius: 50%; }
.kc-chat-dot.is-online { background: #22c55e; }
.kc-chat-dot.is-away { background: #f59e0b; }
.kc-chat-dot.is-busy { background: #ef4444; }
.kc-chat-dot.is-offline { background: #6b7280; }
.kc-chat-empty { padding: 24px 8px; }
.kc-chat-main { display: flex; flex-direction: column; min-width: 0; min-height: 0; }
.kc-chat-welcome { flex: 1 1 auto; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 8px; padding: 24px; text-align: center; }
.kc-chat-welcome h2 { margin: 8px 0 0; font-size: 20px; color: ${TEXT}; }
.kc-chat-welcome p { margin: 0; color: ${MUTED}; }
.kc-chat-welcome-icon { font-size: 40px; color: ${FAINT}; }
.kc-chat-head { display: flex; align-items: center; gap: 12px; min-height: 60px; padding: 10px 16px; border-bottom: 1px solid ${SURFACE.border}; }
.kc-chat-head-main { flex: 1 1 auto; min-width: 0; }
.kc-chat-head h2 { margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 16px; font-weight: 600; color: ${TEXT}; }
.kc-chat-head-sub { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 12px; color: ${MUTED}; }
.kc-chat-banner { padding: 6px 16px; background: rgba(245, 158, 11, 0.12); color: #fbbf24; font-size: 12px; }
.kc-chat-history { flex: 1 1 auto; min-height: 0; overflow-y: auto; padding: 12px 0 8px; }
.kc-chat .kc-chat-history:focus-visible { outline-offset: -2px; }
.kc-chat-history-note { padding: 8px 16px; text-align: center; font-size: 12px; color: ${FAINT}; }
.kc-chat-divider { display: flex; align-items: center; gap: 10px; margin: 8px 16px; color: #f87171; font-size: 12px; font-weight: 600; }
.kc-chat-divider::before, .kc-chat-divider::after { content: ''; flex: 1 1 auto; height: 1px; background: rgba(248, 113, 113, 0.5); }
.kc-chat-day { display: flex; align-items: center; gap: 10px; margin: 10px 16px; color: ${FAINT}; font-size: 12px; }
.kc-chat-day::before, .kc-chat-day::after { content: ''; flex: 1 1 auto; height: 1px; background: ${SURFACE.border}; }
.kc-chat-msg { position: relative; display: flex; gap: 10px; padding: 6px 16px; }
.kc-chat-msg:hover, .kc-chat-msg:focus-within { background: rgba(255, 255, 255, 0.03); }
.kc-chat-msg.is-highlighted { background: rgba(250, 204, 21, 0.1); box-shadow: inset 3px 0 0 #facc15; }
.kc-chat-msg.is-pending { opacity: 0.65; }
.kc-chat-msg-body { flex: 1 1 auto; min-width: 0; }
.kc-chat-msg.is-continued { padding-top: 1px; padding-bottom: 1px; }
.kc-chat-msg-gutter { flex: none; width: 32px; padding-top: 4px; font-size: 10px; line-height: 1.4; text-align: center; color: transparent; }
.kc-chat-msg:hover .kc-chat-msg-gutter, .kc-chat-msg:focus-within .kc-chat-msg-gutter { color: ${FAINT}; }
.kc-chat-msg.is-continued .kc-chat-msg-text { margin-top: 0; }
.kc-chat-msg-head { display: flex; align-items: baseline; gap: 8px; min-width: 0; }
.kc-chat-msg-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; color: ${TEXT}; }
.kc-chat-msg-time { flex: none; font-size: 11px; color: ${FAINT}; }
.kc-chat-msg-text { margin: 2px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.5; }
.kc-chat-msg-text a { color: #60a5fa; text-decoration: underline; }
.kc-chat-msg-deleted { margin: 2px 0 0; font-style: italic; color: ${FAINT}; }
.kc-chat-edited { margin-left: 4px; font-size: 11px; color: ${FAINT}; }
.kc-chat-mention { padding: 0 3px; border-radius: 4px; background: rgba(96, 165, 250, 0.18); color: #93c5fd; }
.kc-chat-msg-tools { position: absolute; top: -12px; right: 16px; display: none; gap: 2px; padding: 2px; border: 1px solid ${SURFACE.border}; border-radius: 8px; background: ${SURFACE.raised}; box-shadow: 0 4px 12px rgba(0, 0, 0, 0.4); }
.kc-chat-msg:hover .kc-chat-msg-tools, .kc-chat-msg:focus-within .kc-chat-msg-tools, .kc-chat-msg-tools.is-open { display: flex; }
.kc-chat-tool { display: inline-flex; align-items: center; justify-content: center; min-width: 28px; height: 28px; padding: 0 4px; border: 0; border-radius: 6px; background: transparent; color: ${MUTED}; cursor: pointer; font-size: 14px; }
.kc-chat-tool:hover { background: rgba(255, 255, 255, 0.08); color: ${TEXT}; }
.kc-chat-reactions { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 4px; }
.kc-chat-reaction { display: inline-flex; align-items: center; gap: 4px; height: 24px; padding: 0 8px; border: 1px solid ${SURFACE.border}; border-radius: 999px; background: ${SURFACE.raised}; color: ${TEXT}; font-size: 12px; cursor: pointer; }
.kc-chat-reaction.is-mine { border-color: ${BRAND_PRIMARY}; background: rgba(255, 255, 255, 0.06); }
.kc-chat-quick { display: flex; gap: 2px; }
.kc-chat-replies { margin-top: 4px; color: #60a5fa; font-size: 12px; font-weight: 600; }
.kc-chat-files { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
.kc-chat-file { display: inline-flex; align-items: center; gap: 6px; max-width: 280px; padding: 6px 10px; border: 1px solid ${SURFACE.border}; border-radius: 8px; background: ${SURFACE.raised}; color: ${TEXT}; font-size: 12px; cursor: pointer; }
.kc-chat-file-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kc-chat-file-size { flex: none; color: ${FAINT}; }
.kc-chat-pending-state { margin-top: 2px; font-size: 11px; color: ${FAINT}; display: flex; gap: 8px; align-items: center; }
.kc-chat-pending-state.is-failed { color: #f87171; }
.kc-chat-typing { min-height: 20px; padding: 0 16px; font-size: 12px; font-style: italic; color: ${MUTED}; }
.kc-chat-composer { position: relative; padding: 8px 16px 14px; }
.kc-chat-composer-box { display: flex; align-items: flex-end; gap: 8px; padding: 6px 6px 6px 8px; border: 1px solid ${SURFACE.border}; border-radius: 10px; background: ${SURFACE.raised}; }
.kc-chat-composer-box:focus-within { border-color: ${BRAND_PRIMARY}; }
.kc-chat-composer textarea { flex: 1 1 auto; min-width: 0; }
.kc-chat-composer-files { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 6px; }
.kc-chat-archived { margin: 8px 16px 14px; padding: 12px; border: 1px dashed ${SURFACE.border}; border-radius: 10px; text-align: center; color: ${MUTED}; }
.kc-chat-mentions { position: absolute; left: 16px; bottom: calc(100% - 4px); z-index: 5; width: min(320px, calc(100% - 32px)); max-height: 240px; overflow-y: auto; margin: 0; padding: 4px; list-style: none; border: 1px solid ${SURFACE.border}; border-radius: 10px; background: ${SURFACE.raised}; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.5); }
.kc-chat-mentions li { display: flex; align-items: center; gap: 8px; padding: 6px 8px; border-radius: 6px; cursor: pointer; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kc-chat-mentions li[aria-selected='true'] { background: rgba(255, 255, 255, 0.1); }
.kc-chat-thread { display: flex; flex-direction: column; min-width: 0; min-height: 0; border-left: 1px solid ${SURFACE.border}; }
.kc-chat-thread-parent { border-bottom: 1px solid ${SURFACE.border}; padding-bottom: 6px; }
.kc-chat-thread-count { padding: 8px 16px 0; font-size: 12px; color: ${FAINT}; }
.kc-chat-member { display: flex; align-items: center; gap: 10px; padding: 8px 0; border-bottom: 1px solid ${SURFACE.border}; }
.kc-chat-member:last-child { border-bottom: 0; }
.kc-chat-member-main { flex: 1 1 auto; min-width: 0; }
.kc-chat-member-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* A name that may be cut short, then "(you)", which never is. */
.kc-chat-name-line { display: flex; align-items: baseline; gap: 4px; min-width: 0; }
.kc-chat-name-line > .kc-chat-row-name, .kc-chat-name-line > .kc-chat-member-name { flex: 0 1 auto; min-width: 0; }
.kc-chat-you { flex: none; color: ${MUTED}; font-size: 12px; }
.kc-chat-member-sub { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 12px; color: ${MUTED}; }
.kc-chat-skeleton { padding: 12px; }
.kc-chat-sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.kc-chat { position: relative; }
.kc-chat-back { display: none !important; }
@media (max-width: 900px) { .kc-chat-back { display: inline-flex !important; } }
.kc-chat-edit { margin-top: 4px; }
.kc-chat-edit-input, .kc-chat-input { box-sizing: border-box; width: 100%; min-width: 0; resize: none; padding: 6px 8px; border: 1px solid ${SURFACE.border}; border-radius: 8px; background: ${SURFACE.page}; color: ${TEXT}; font: inherit; line-height: 1.5; }
.kc-chat-input { flex: 1 1 auto; max-height: 200px; padding: 6px 2px; border: 0; background: transparent; outline: none !important; }
.kc-chat-edit-actions { display: flex; justify-content: flex-end; gap: 12px; margin-top: 4px; }
.kc-chat-link-button { padding: 2px 4px; border: 0; background: none; color: ${MUTED}; font: inherit; font-size: 12px; cursor: pointer; }
.kc-chat-link-button.is-primary { color: ${BRAND_PRIMARY}; font-weight: 600; }
.kc-chat-link-button:disabled { opacity: 0.5; cursor: default; }
@media (max-width: 900px) {
  .kc-chat, .kc-chat.has-thread { grid-template-columns: minmax(0, 1fr); }
  .kc-chat.is-open .kc-chat-side { display: none; }
  .kc-chat:not(.is-open) .kc-chat-main { display: none; }
  .kc-chat.has-thread .kc-chat-main { display: none; }
}
`;

export function ChatStyles() {
  return <style>{CSS}</style>;
}
