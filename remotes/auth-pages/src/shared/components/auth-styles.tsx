import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system/essentials';

/**
 * The auth pages' only stylesheet (the build has no CSS loader), scoped under .ka-root: a centred
 * card on the dark page of the design system.
 */
const CSS = `
.ka-root {
  --ka-primary: ${BRAND_PRIMARY};
  --ka-page: ${SURFACE.page};
  --ka-panel: ${SURFACE.panel};
  --ka-raised: ${SURFACE.raised};
  --ka-border: ${SURFACE.border};
  --ka-text: rgba(255, 255, 255, 0.88);
  --ka-muted: rgba(255, 255, 255, 0.62);
  --ka-error: #ff4d4f;
  min-height: 100vh;
  display: flex;
  justify-content: center;
  padding: 48px 16px;
  color: var(--ka-text);
  background: radial-gradient(70% 45% at 50% 0%, rgba(190, 252, 169, 0.12) 0%, rgba(190, 252, 169, 0) 70%), var(--ka-page);
  line-height: 1.55;
}
.ka-root *, .ka-root *::before, .ka-root *::after { box-sizing: border-box; }
.ka-main { width: 100%; max-width: 440px; margin: auto 0; display: flex; flex-direction: column; align-items: stretch; gap: 24px; }
.ka-main--wide { max-width: 580px; }
.ka-brand { align-self: center; display: inline-flex; align-items: center; gap: 10px; color: var(--ka-text); font-weight: 700; font-size: 20px; text-decoration: none; border-radius: 8px; }
.ka-brand:hover { color: var(--ka-text); }
.ka-brand:focus-visible, .ka-link:focus-visible, .ka-eye:focus-visible { outline: 2px solid var(--ka-primary); outline-offset: 2px; }
/* The card and its title as design-system's Card and Typography draw them (antd's tokens of the Kanri
   theme), in plain elements: these pages load only the design-system essentials (infra/bench). */
.ka-card { position: relative; margin: 0; padding: 32px; border: 1px solid var(--ka-border); border-radius: 10px; background: var(--ka-panel);
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.45); color: rgba(255, 255, 255, 0.85); font-size: 14px; line-height: 1.5714285714285714; list-style: none; }
.ka-head h1.ka-title { color: rgba(255, 255, 255, 0.85); font-weight: 600; word-break: break-word; }
.ka-head { margin-bottom: 24px; }
.ka-head h1.ka-title { font-size: 26px; line-height: 1.25; margin: 0 0 6px; }
.ka-head .ka-subtitle { margin: 0; color: var(--ka-muted); }
.ka-form { display: grid; gap: 16px; }
.ka-row { display: grid; gap: 16px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.ka-field { min-width: 0; }
.ka-label-row { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; margin-bottom: 6px; }
.ka-label-row label { font-weight: 500; font-size: 14px; }
.ka-control { min-height: 40px; }
.ka-error { color: var(--ka-error); font-size: 13px; margin-top: 4px; }
.ka-eye { display: inline-flex; align-items: center; padding: 2px; margin: 0; border: 0; border-radius: 4px; background: transparent; color: var(--ka-muted); cursor: pointer; font-size: 16px; }
.ka-eye:hover { color: var(--ka-text); }
.ka-link { color: var(--ka-primary); text-decoration: none; }
.ka-link:hover { color: var(--ka-primary); text-decoration: underline; }
.ka-label-row .ka-link { font-size: 13px; }
.ka-muted { color: var(--ka-muted); }
.ka-footer { text-align: center; margin: 0; color: var(--ka-muted); }
.ka-divider { display: flex; align-items: center; gap: 12px; margin: 24px 0 16px; color: var(--ka-muted); font-size: 13px; }
.ka-divider::before, .ka-divider::after { content: ''; flex: 1; height: 1px; background: var(--ka-border); }
.ka-social { display: grid; gap: 8px; grid-template-columns: repeat(3, minmax(0, 1fr)); }
.ka-social .ant-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; }
.ka-note { margin: 12px 0 0; font-size: 13px; color: var(--ka-muted); text-align: center; }
.ka-panel { display: grid; gap: 16px; text-align: center; justify-items: center; }
.ka-panel p { margin: 0; }
.ka-panel-icon { display: inline-flex; align-items: center; justify-content: center; width: 56px; height: 56px; border-radius: 50%; font-size: 26px; color: var(--ka-primary); background: rgba(190, 252, 169, 0.1); border: 1px solid rgba(190, 252, 169, 0.25); }
.ka-panel-icon--error { color: var(--ka-error); background: rgba(255, 77, 79, 0.1); border-color: rgba(255, 77, 79, 0.3); }
.ka-panel h2 { margin: 0; font-size: 20px; }
.ka-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; width: 100%; }
.ka-steps { margin: 0; padding: 16px 16px 16px 36px; text-align: left; border: 1px solid var(--ka-border); border-radius: 10px; background: var(--ka-raised); width: 100%; }
.ka-steps li + li { margin-top: 6px; }
.ka-panel h2.ka-steps-title { margin: 0 0 -8px; font-size: 15px; font-weight: 600; justify-self: start; }
.ka-links { display: flex; justify-content: center; gap: 16px; }
.ka-alert { margin-bottom: 4px; }
@media (max-width: 575px) {
  .ka-root { padding: 24px 12px; }
  .ka-card { padding: 24px 18px; }
  .ka-row { grid-template-columns: minmax(0, 1fr); }
  .ka-social { grid-template-columns: minmax(0, 1fr); }
}
`;

export function AuthStyles() {
  return <style>{CSS}</style>;
}
