import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system';

/** Root class of the page; every rule below is scoped under it (the build has no CSS loader). */
export const TASK_DETAIL_ROOT_CLASS = 'ktd';

const CSS = `
.ktd {
  --ktd-primary: ${BRAND_PRIMARY};
  --ktd-panel: ${SURFACE.panel};
  --ktd-raised: ${SURFACE.raised};
  --ktd-border: ${SURFACE.border};
  --ktd-text: rgba(255, 255, 255, 0.88);
  --ktd-muted: rgba(255, 255, 255, 0.55);
  --ktd-danger: #f87171;
  container-type: inline-size;
  min-width: 0;
  color: var(--ktd-text);
}
.ktd .ktd-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.ktd .ktd-muted { color: var(--ktd-muted); }
.ktd .ktd-strong { font-weight: 500; }
.ktd .ktd-ellipsis { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ktd .ktd-inline { display: inline-flex; align-items: center; gap: 8px; min-width: 0; }
.ktd .ktd-track-time { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; min-width: 0; }

.ktd .ktd-header { display: flex; align-items: center; gap: 8px 12px; flex-wrap: wrap; margin-bottom: 20px; min-width: 0; }
.ktd .ktd-breadcrumb { display: flex; align-items: center; min-width: 0; flex: 1 1 240px; color: var(--ktd-muted); font-size: 13px; }
.ktd .ktd-crumb { flex: none; }
.ktd .ktd-crumb.is-current { flex: 0 1 auto; color: var(--ktd-text); }
.ktd .ktd-crumb-sep { flex: none; white-space: pre; }
.ktd .ktd-created { color: var(--ktd-muted); font-size: 13px; white-space: nowrap; }

.ktd .ktd-layout { display: grid; grid-template-columns: minmax(0, 1fr) 360px; gap: 24px; align-items: start; }
@container (max-width: 900px) {
  .ktd .ktd-layout { grid-template-columns: minmax(0, 1fr); }
  .ktd .ktd-side { position: static; max-height: none; }
}
.ktd .ktd-main { display: grid; gap: 20px; min-width: 0; }
.ktd .ktd-card { background: var(--ktd-panel); border: 1px solid var(--ktd-border); border-radius: 12px; padding: 20px; min-width: 0; }
.ktd .ktd-project { display: inline-flex; align-items: center; gap: 8px; max-width: 100%; font-size: 13px; color: var(--ktd-muted); margin-bottom: 4px; }
.ktd .ktd-project a { color: var(--ktd-text); }
.ktd .ktd-project-dot { width: 10px; height: 10px; border-radius: 3px; flex: none; }

.ktd .ktd-title { margin: 0; font-size: 26px; line-height: 1.3; font-weight: 600; overflow-wrap: anywhere; word-break: break-word; white-space: pre-wrap; }
.ktd .ktd-title-input { font-size: 20px; font-weight: 600; }

.ktd .ktd-fields { display: grid; gap: 2px; }
.ktd .ktd-field { display: grid; grid-template-columns: 150px minmax(0, 1fr); align-items: start; gap: 12px; padding: 6px 8px; border-radius: 8px; min-width: 0; }
.ktd .ktd-field:hover, .ktd .ktd-field.is-editing { background: rgba(255, 255, 255, 0.03); }
.ktd .ktd-field.is-title { grid-template-columns: minmax(0, 1fr); padding: 0 0 12px; }
.ktd .ktd-field.is-title:hover, .ktd .ktd-field.is-title.is-editing { background: transparent; }
.ktd .ktd-field-label { display: flex; align-items: center; gap: 8px; min-height: 32px; color: var(--ktd-muted); font-size: 13px; }
.ktd .ktd-field-icon { display: inline-flex; font-size: 14px; }
.ktd .ktd-field-body { min-width: 0; }
.ktd .ktd-field-display { display: flex; align-items: flex-start; gap: 6px; min-height: 32px; min-width: 0; }
.ktd .ktd-field-value { flex: 0 1 auto; min-width: 0; padding-top: 5px; }
.ktd .ktd-field.is-title .ktd-field-value { padding-top: 0; }
.ktd .ktd-pencil { flex: none; opacity: 0.45; margin-top: 4px; transition: opacity 0.15s; }
.ktd .ktd-field:hover .ktd-pencil, .ktd .ktd-section:hover .ktd-pencil, .ktd .ktd-pencil:focus-visible { opacity: 1; }
.ktd .ktd-field-extra { margin-top: 4px; font-size: 12px; }
.ktd .ktd-field-error { margin: 6px 0 0; color: var(--ktd-danger); font-size: 13px; flex-basis: 100%; }

.ktd .ktd-editor { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 8px; min-width: 0; }
.ktd .ktd-editor-control { flex: 1 1 220px; min-width: 0; }
.ktd .ktd-editor.is-block { flex-direction: column; align-items: stretch; }
.ktd .ktd-editor.is-block .ktd-editor-control { flex: none; }
.ktd .ktd-editor-actions { display: flex; gap: 6px; flex: none; padding-top: 4px; }

.ktd .ktd-chips { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; min-width: 0; }
.ktd .ktd-chips > li { min-width: 0; max-width: 100%; display: flex; }
.ktd .ktd-person { display: inline-flex; align-items: center; gap: 6px; max-width: 220px; min-width: 0; }
.ktd .ktd-chips .ktd-person { padding: 2px 10px 2px 2px; border: 1px solid var(--ktd-border); border-radius: 999px; background: var(--ktd-raised); }
.ktd .ktd-tag { display: inline-flex; align-items: center; gap: 6px; max-width: 200px; padding: 1px 10px; border: 1px solid; border-radius: 999px; font-size: 12px; line-height: 20px; }
.ktd .ktd-tag-dot { width: 8px; height: 8px; border-radius: 50%; flex: none; }
.ktd .ktd-dates { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; }
.ktd .ktd-dates-editor { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.ktd .ktd-overdue { color: var(--ktd-danger); }

.ktd .ktd-links { display: grid; gap: 6px; margin: 0; padding: 0; list-style: none; min-width: 0; }
.ktd .ktd-link { display: flex; align-items: center; gap: 8px; min-width: 0; }
.ktd .ktd-link a { color: var(--ktd-text); }
.ktd .ktd-link a:hover { color: var(--ktd-primary); }
.ktd .ktd-link-type { flex: none; padding: 0 8px; border-radius: 6px; font-size: 12px; line-height: 20px; background: rgba(148, 163, 184, 0.16); color: #cbd5e1; }
.ktd .ktd-link-type.is-blocks { background: rgba(239, 68, 68, 0.16); color: #fca5a5; }
.ktd .ktd-link-type.is-waiting_on { background: rgba(245, 158, 11, 0.16); color: #fcd34d; }
.ktd .ktd-links-editor { display: grid; gap: 10px; min-width: 0; }
.ktd .ktd-link-add { display: flex; flex-wrap: wrap; gap: 8px; min-width: 0; }

.ktd .ktd-section { display: grid; gap: 10px; min-width: 0; }
.ktd .ktd-section-head { display: flex; align-items: center; gap: 8px; min-width: 0; }
.ktd .ktd-section-title { display: inline-flex; align-items: center; gap: 8px; margin: 0; font-size: 15px; font-weight: 600; color: var(--ktd-text); flex: 1; min-width: 0; }
.ktd .ktd-count { padding: 0 8px; border-radius: 999px; background: var(--ktd-raised); color: var(--ktd-muted); font-size: 12px; font-weight: 500; }
.ktd .ktd-description { white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.6; }
.ktd .ktd-description-empty { justify-self: start; padding: 8px 12px; border: 1px dashed var(--ktd-border); border-radius: 8px; background: transparent; color: var(--ktd-muted); cursor: pointer; font: inherit; }
.ktd .ktd-description-empty:hover { border-color: rgba(190, 252, 169, 0.45); color: var(--ktd-text); }
.ktd .ktd-description-editor { display: grid; gap: 8px; }
.ktd .ktd-description-actions { display: flex; justify-content: flex-end; gap: 8px; }

.ktd .ktd-attachments.is-dragging { outline: 2px dashed var(--ktd-primary); outline-offset: 6px; border-radius: 8px; }
.ktd .ktd-files { display: grid; gap: 6px; margin: 0; padding: 0; list-style: none; }
.ktd .ktd-file { display: flex; align-items: center; gap: 12px; padding: 8px 10px; border: 1px solid var(--ktd-border); border-radius: 10px; background: var(--ktd-raised); min-width: 0; }
.ktd .ktd-file-icon { display: inline-flex; font-size: 18px; color: var(--ktd-muted); flex: none; }
.ktd .ktd-file-text { display: grid; gap: 2px; flex: 1; min-width: 0; }
.ktd .ktd-file-name { display: block; max-width: 100%; padding: 0; border: 0; background: none; color: var(--ktd-text); font: inherit; font-weight: 500; text-align: left; cursor: pointer; }
.ktd .ktd-file-name:hover { color: var(--ktd-primary); }
.ktd .ktd-file-meta { display: flex; gap: 6px; min-width: 0; color: var(--ktd-muted); font-size: 12px; white-space: nowrap; }
.ktd .ktd-file-actions { display: flex; gap: 2px; flex: none; }

.ktd .ktd-side { position: sticky; top: 16px; display: flex; flex-direction: column; gap: 12px; max-height: calc(100vh - 120px); min-width: 0; background: var(--ktd-panel); border: 1px solid var(--ktd-border); border-radius: 12px; padding: 16px; }
.ktd .ktd-feed { flex: 1 1 auto; min-height: 80px; overflow-y: auto; display: grid; align-content: start; gap: 14px; margin: 0; padding: 0 4px 0 0; list-style: none; }
.ktd .ktd-entry { display: flex; gap: 10px; min-width: 0; }
.ktd .ktd-entry-body { display: grid; gap: 6px; min-width: 0; flex: 1; }
.ktd .ktd-entry-head { font-size: 13px; line-height: 1.5; color: var(--ktd-muted); overflow-wrap: anywhere; }
.ktd .ktd-entry-who { color: var(--ktd-text); font-weight: 600; }
.ktd .ktd-when { font-size: 12px; color: var(--ktd-muted); white-space: nowrap; }
.ktd .ktd-change { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; font-size: 13px; min-width: 0; }
.ktd .ktd-value { padding: 1px 8px; border-radius: 6px; background: var(--ktd-raised); border: 1px solid var(--ktd-border); overflow-wrap: anywhere; min-width: 0; }
.ktd .ktd-value.is-empty { color: var(--ktd-muted); }
.ktd .ktd-arrow { color: var(--ktd-muted); }
.ktd .ktd-comment { padding: 8px 12px; border-radius: 10px; background: var(--ktd-raised); border: 1px solid var(--ktd-border); white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.5; }
.ktd .ktd-entry-file { display: flex; align-items: center; gap: 6px; min-width: 0; font-size: 13px; }
.ktd .ktd-comment-box { display: grid; gap: 8px; padding-top: 12px; border-top: 1px solid var(--ktd-border); }
.ktd .ktd-comment-actions { display: flex; justify-content: flex-end; }

.ktd .ktd-not-found { display: grid; justify-items: center; gap: 12px; padding: 64px 16px; text-align: center; }
.ktd .ktd-not-found h1 { margin: 0; font-size: 22px; }
.ktd .ktd-skeleton { display: grid; gap: 16px; }

@container (max-width: 560px) {
  .ktd .ktd-field { grid-template-columns: minmax(0, 1fr); gap: 2px; }
  .ktd .ktd-field-label { min-height: 0; }
  .ktd .ktd-card { padding: 14px; }
  .ktd .ktd-title { font-size: 22px; }
}
`;

export function TaskDetailStyles() {
  return <style>{CSS}</style>;
}
