import { BRAND_PRIMARY, SURFACE } from '@kanri/design-system/essentials';

/**
 * The page's only stylesheet (the build has no CSS loader). Every rule is scoped under .kl-root
 * and disappears with the page. Breakpoints: 576 (phones), 768 (tablets), 992 (desktop).
 */
const CSS = `
.kl-root {
  --kl-primary: ${BRAND_PRIMARY};
  --kl-page: ${SURFACE.page};
  --kl-panel: ${SURFACE.panel};
  --kl-raised: ${SURFACE.raised};
  --kl-border: ${SURFACE.border};
  --kl-text: rgba(255, 255, 255, 0.88);
  --kl-muted: rgba(255, 255, 255, 0.62);
  background: var(--kl-page);
  color: var(--kl-text);
  min-height: 100vh;
  line-height: 1.6;
  overflow-x: clip;
  overflow-wrap: break-word;
}
.kl-root *, .kl-root *::before, .kl-root *::after { box-sizing: border-box; }
.kl-container { width: 100%; max-width: 1200px; margin: 0 auto; padding: 0 20px; }
.kl-section { padding: 88px 0; scroll-margin-top: 72px; }
.kl-section:focus { outline: none; }
.kl-section--panel { background: var(--kl-panel); border-top: 1px solid var(--kl-border); border-bottom: 1px solid var(--kl-border); }
.kl-muted { color: var(--kl-muted); }
.kl-root h1, .kl-root h2, .kl-root h3, .kl-heading .kl-subtitle, .kl-hero-subtitle, .kl-cta p { text-wrap: balance; }
.kl-root p, .kl-root blockquote { text-wrap: pretty; }
/* Typography, cards, avatar and progress bar as design-system draws them (antd's tokens of the Kanri
   theme), in plain elements: the page loads only the design-system essentials (infra/bench). */
.kl-type { color: rgba(255, 255, 255, 0.85); word-break: break-word; line-height: 1.5714285714285714; }
div.kl-type, span.kl-type { font-size: 14px; }
div.kl-type { margin: 0 0 1em; }
h1.kl-type, h2.kl-type { margin: 0 0 0.5em; font-weight: 600; }
.kl-type.kl-secondary { color: rgba(255, 255, 255, 0.45); }
.kl-card, .kl-stat { position: relative; margin: 0; padding: 24px; border: 1px solid #3c3c44; border-radius: 10px; background: var(--kl-panel);
  color: rgba(255, 255, 255, 0.85); font-size: 14px; line-height: 1.5714285714285714; list-style: none; }
.kl-stat { padding: 16px; }
.kl-stat-value { font-size: 24px; font-weight: 600; margin-top: 4px; }
.kl-type.kl-stat-hint { font-size: 12px; }
.kl-avatar { position: relative; display: inline-flex; align-items: center; justify-content: center; overflow: hidden; width: 40px; height: 40px;
  border: 1px solid transparent; border-radius: 50%; font-size: 18px; line-height: 1.5714285714285714; white-space: nowrap; text-align: center; vertical-align: middle; }
.kl-progress { position: relative; display: inline-flex; align-items: center; gap: 8px; width: 100%; margin: 0; padding: 0;
  color: rgba(255, 255, 255, 0.85); font-size: 12px; line-height: 1.5714285714285714; }
.kl-progress-rail { position: relative; flex: 1 1 auto; height: 6px; overflow: hidden; border-radius: 100px; background: rgba(255, 255, 255, 0.12); }
.kl-progress-track { position: absolute; inset: 0 auto 0 0; height: 6px; border-radius: 100px; background: var(--kl-primary); }
.kl-progress-text { line-height: 1; white-space: nowrap; vertical-align: middle; }
.kl-pill { display: inline-block; padding: 2px 12px; border-radius: 999px; font-size: 13px; line-height: 22px; font-weight: 500; color: var(--kl-primary); background: rgba(190, 252, 169, 0.1); border: 1px solid rgba(190, 252, 169, 0.28); }

/* Nav */
.kl-header { position: sticky; top: 0; z-index: 20; background: rgba(15, 15, 16, 0.86); backdrop-filter: saturate(140%) blur(10px); -webkit-backdrop-filter: saturate(140%) blur(10px); border-bottom: 1px solid var(--kl-border); }
.kl-nav { display: flex; align-items: center; flex-wrap: wrap; gap: 8px 24px; min-height: 64px; padding-top: 10px; padding-bottom: 10px; }
.kl-brand { display: inline-flex; align-items: center; gap: 10px; color: var(--kl-text); font-weight: 700; font-size: 18px; text-decoration: none; }
.kl-brand:hover { color: var(--kl-text); }
.kl-nav-links { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 0; padding: 0; list-style: none; }
.kl-nav-links a, .kl-link { color: var(--kl-muted); text-decoration: none; transition: color 0.2s; }
.kl-nav-links a:hover, .kl-link:hover, .kl-nav-links a:focus-visible, .kl-link:focus-visible { color: var(--kl-primary); }
.kl-nav-actions { display: flex; align-items: center; gap: 8px; margin-left: auto; }
@media (max-width: 767px) {
  .kl-nav-menu { order: 3; width: 100%; }
  .kl-nav-links { justify-content: space-between; gap: 4px 12px; font-size: 14px; }
  .kl-section { scroll-margin-top: 104px; }
  .kl-nav { gap: 8px 12px; }
  .kl-nav-actions { gap: 4px; }
  .kl-nav-actions .ant-btn { padding-inline: 12px; }
}

/* Section headings */
.kl-heading { max-width: 760px; margin: 0 auto 48px; text-align: center; }
.kl-eyebrow { display: inline-block; color: var(--kl-primary); font-size: 13px; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; margin-bottom: 12px; }
.kl-heading h2.kl-title { font-size: clamp(1.75rem, 4.2vw, 2.5rem); line-height: 1.2; margin: 0 0 12px; }
.kl-heading .kl-subtitle { font-size: 17px; margin: 0; color: var(--kl-muted); }

/* Hero */
.kl-hero { position: relative; padding: 96px 0 88px; text-align: center; background:
  radial-gradient(60% 50% at 50% 0%, rgba(190, 252, 169, 0.14) 0%, rgba(190, 252, 169, 0) 70%),
  var(--kl-page); }
.kl-hero h1.kl-hero-title { font-size: clamp(2.1rem, 6.4vw, 3.75rem); line-height: 1.1; letter-spacing: -0.02em; max-width: 900px; margin: 20px auto 20px; }
.kl-hero-title em { font-style: normal; color: var(--kl-primary); }
.kl-hero .kl-hero-subtitle { font-size: clamp(1rem, 2.4vw, 1.2rem); max-width: 720px; margin: 0 auto 36px; color: var(--kl-muted); }
.kl-hero-actions { display: flex; justify-content: center; flex-wrap: wrap; gap: 12px; }
.kl-hero-note { margin-top: 16px; color: var(--kl-muted); font-size: 14px; }
.kl-hero-points { display: flex; justify-content: center; flex-wrap: wrap; gap: 12px 28px; margin: 40px 0 0; padding: 0; list-style: none; color: var(--kl-text); }
.kl-hero-points li { display: inline-flex; align-items: center; gap: 8px; }
.kl-hero-points .anticon { color: var(--kl-primary); }

/* Grids */
.kl-grid { display: grid; gap: 20px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr)); }
.kl-grid > * { min-width: 0; }
.kl-grid--3 { grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr)); }
.kl-card { height: 100%; background: var(--kl-panel); border-color: var(--kl-border); transition: border-color 0.2s, transform 0.2s; }
.kl-section--panel .kl-card { background: var(--kl-page); }
.kl-card:hover { border-color: rgba(190, 252, 169, 0.45); }
.kl-icon-tile { display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; border-radius: 10px; font-size: 20px; color: var(--kl-primary); background: rgba(190, 252, 169, 0.1); border: 1px solid rgba(190, 252, 169, 0.22); margin-bottom: 16px; }
.kl-card h3 { font-size: 17px; margin: 0 0 8px; }
.kl-card p { margin: 0; color: var(--kl-muted); }

/* Dashboard preview */
.kl-window { border: 1px solid var(--kl-border); border-radius: 14px; background: var(--kl-panel); overflow: hidden; box-shadow: 0 30px 80px rgba(0, 0, 0, 0.45); }
.kl-window-bar { display: flex; align-items: center; gap: 8px; padding: 12px 16px; border-bottom: 1px solid var(--kl-border); background: var(--kl-raised); }
.kl-dot { width: 11px; height: 11px; border-radius: 50%; background: #3a3a40; flex: none; }
.kl-window-bar .kl-pill { margin-left: auto; font-size: 12px; line-height: 20px; }
.kl-window-body { display: grid; grid-template-columns: 190px minmax(0, 1fr); }
.kl-side { border-right: 1px solid var(--kl-border); padding: 16px 12px; margin: 0; list-style: none; background: var(--kl-panel); }
.kl-side li { padding: 8px 12px; border-radius: 8px; color: var(--kl-muted); font-size: 14px; }
.kl-side li[aria-current='page'] { background: rgba(190, 252, 169, 0.12); color: var(--kl-primary); }
.kl-main { padding: 20px; background: var(--kl-page); min-width: 0; }
.kl-main h3 { margin: 0; font-size: 20px; }
.kl-stats { display: grid; gap: 12px; grid-template-columns: repeat(4, minmax(0, 1fr)); margin: 20px 0; }
.kl-panels { display: grid; gap: 12px; grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr); }
.kl-panel { border: 1px solid var(--kl-border); border-radius: 10px; background: var(--kl-panel); padding: 16px; min-width: 0; }
.kl-panel h4 { margin: 0 0 12px; font-size: 14px; font-weight: 600; }
.kl-board { display: grid; gap: 10px; grid-template-columns: repeat(3, minmax(0, 1fr)); }
.kl-column { background: var(--kl-raised); border-radius: 8px; padding: 10px; min-width: 0; }
.kl-column-title { display: flex; justify-content: space-between; gap: 8px; font-size: 12px; color: var(--kl-muted); margin-bottom: 8px; }
.kl-task { background: var(--kl-panel); border: 1px solid var(--kl-border); border-radius: 6px; padding: 8px; margin-bottom: 8px; font-size: 13px; }
.kl-task:last-child { margin-bottom: 0; }
.kl-task .ant-tag { margin: 6px 0 0; }
.kl-bars { display: flex; align-items: flex-end; gap: 10px; height: 120px; margin: 0; padding: 0; list-style: none; }
.kl-bars li > span:first-child { white-space: nowrap; }
.kl-bars li { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: flex-end; gap: 6px; height: 100%; min-width: 0; font-size: 11px; color: var(--kl-muted); }
.kl-bar { width: 100%; max-width: 32px; border-radius: 6px 6px 2px 2px; background: linear-gradient(180deg, var(--kl-primary), rgba(190, 252, 169, 0.35)); }
.kl-progress-list { margin: 16px 0 0; padding: 0; list-style: none; }
.kl-progress-list li { font-size: 13px; line-height: 1.4; margin-bottom: 6px; }
@media (max-width: 991px) {
  .kl-window-body { grid-template-columns: minmax(0, 1fr); }
  .kl-side { display: none; }
  .kl-stats { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .kl-panels { grid-template-columns: minmax(0, 1fr); }
}
@media (max-width: 575px) {
  .kl-main { padding: 14px; }
  .kl-board { grid-template-columns: minmax(0, 1fr); }
  .kl-bars { gap: 4px; }
  .kl-bars li { font-size: 10px; }
}

/* Pricing */
.kl-plan { position: relative; display: flex; flex-direction: column; height: 100%; border: 1px solid var(--kl-border); border-radius: 14px; background: var(--kl-panel); padding: 28px 24px; }
.kl-plan--featured { border-color: var(--kl-primary); box-shadow: 0 0 0 1px var(--kl-primary), 0 20px 50px rgba(190, 252, 169, 0.08); }
.kl-plan h3 { margin: 0 0 6px; font-size: 20px; }
.kl-plan-badge { position: absolute; top: -13px; left: 24px; background: #1d2a19; }
.kl-price { display: flex; align-items: baseline; flex-wrap: wrap; gap: 4px 8px; margin: 20px 0; }
.kl-price strong { font-size: 40px; line-height: 1; }
.kl-plan ul { flex: 1; margin: 0 0 24px; padding: 0; list-style: none; }
.kl-plan li { display: flex; gap: 10px; align-items: baseline; padding: 6px 0; }
.kl-plan li .anticon { color: var(--kl-primary); flex: none; }
.kl-footnote { text-align: center; margin-top: 28px; color: var(--kl-muted); }

/* Integrations */
.kl-integration { display: flex; gap: 14px; align-items: flex-start; height: 100%; padding: 18px; border: 1px solid var(--kl-border); border-radius: 12px; background: var(--kl-panel); }
.kl-mark { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; border-radius: 10px; background: var(--kl-raised); border: 1px solid var(--kl-border); color: var(--kl-primary); font-weight: 700; font-size: 13px; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.kl-integration h3 { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin: 0 0 6px; font-size: 16px; }
.kl-integration h3 .ant-tag { margin: 0; font-weight: 400; }
.kl-integration p { margin: 0; color: var(--kl-muted); font-size: 14px; }
.kl-list { margin: 0; padding: 0; list-style: none; }
.kl-center { display: flex; justify-content: center; margin-top: 32px; }

/* Testimonials */
.kl-quote { display: flex; flex-direction: column; justify-content: space-between; gap: 24px; height: 100%; margin: 0; padding: 28px; border: 1px solid var(--kl-border); border-radius: 14px; background: var(--kl-page); }
.kl-quote blockquote { margin: 0; font-size: 16px; line-height: 1.6; }
.kl-quote blockquote::before { content: '“'; display: block; color: var(--kl-primary); font-size: 44px; line-height: 0.6; margin-bottom: 14px; font-family: Georgia, serif; }
.kl-quote figcaption { display: flex; align-items: center; gap: 12px; }
.kl-quote figcaption .kl-avatar { background: rgba(190, 252, 169, 0.16); color: var(--kl-primary); font-weight: 600; flex: none; }

/* FAQ */
.kl-faq { max-width: 820px; margin: 0 auto; }
.kl-faq .ant-collapse-header { font-size: 16px; font-weight: 500; }
.kl-faq .ant-collapse-body p { margin: 0; color: var(--kl-muted); line-height: 1.65; }

/* Closing CTA */
.kl-cta { text-align: center; border: 1px solid rgba(190, 252, 169, 0.3); border-radius: 20px; padding: 56px 24px; background:
  radial-gradient(80% 120% at 50% 0%, rgba(190, 252, 169, 0.16) 0%, rgba(190, 252, 169, 0) 70%), var(--kl-panel); }
.kl-cta h2 { font-size: clamp(1.6rem, 4vw, 2.4rem); line-height: 1.2; margin: 0 0 12px; }
.kl-cta p { margin: 0 auto 32px; max-width: 620px; color: var(--kl-muted); font-size: 17px; }

/* Footer */
.kl-footer { border-top: 1px solid var(--kl-border); background: var(--kl-panel); padding: 56px 0 32px; }
.kl-footer-grid { display: grid; gap: 32px; grid-template-columns: minmax(0, 1.6fr) repeat(3, minmax(0, 1fr)); }
.kl-footer h2 { margin: 0; font-size: 18px; }
.kl-footer h3 { margin: 0 0 12px; font-size: 14px; color: var(--kl-text); }
.kl-footer ul { margin: 0; padding: 0; list-style: none; }
.kl-footer li { padding: 4px 0; }
.kl-footer-bottom { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px; margin-top: 40px; padding-top: 24px; border-top: 1px solid var(--kl-border); color: var(--kl-muted); font-size: 14px; }
@media (max-width: 767px) {
  .kl-footer-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .kl-footer-brand { grid-column: 1 / -1; }
}
@media (max-width: 575px) {
  .kl-section { padding: 64px 0; }
  .kl-hero { padding: 64px 0 56px; }
  .kl-heading { margin-bottom: 32px; }
  .kl-hero-actions > * { flex: 1 1 100%; }
  .kl-cta { padding: 40px 18px; }
  .kl-cta .kl-hero-actions > * { flex: 1 1 100%; }
}
@media (prefers-reduced-motion: reduce) {
  .kl-root * { transition: none !important; }
}
`;

export function LandingStyles() {
  return <style>{CSS}</style>;
}
