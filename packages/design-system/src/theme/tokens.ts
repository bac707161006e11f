import { theme, type ThemeConfig } from 'antd';

/** Brand colour of Kanri (also the default project colour of spec §9). */
export const BRAND_PRIMARY = '#befca9';
export const SURFACE = {
  page: '#0f0f10',
  panel: '#161618',
  raised: '#1e1e21',
  border: '#2a2a2e',
} as const;

/** The one antd theme of the product: dark algorithm, brand primary with dark text on it. */
export const kanriTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  cssVar: { key: 'kanri' },
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorLink: BRAND_PRIMARY,
    colorBgBase: SURFACE.page,
    colorBgContainer: SURFACE.panel,
    colorBgElevated: SURFACE.raised,
    colorBorder: SURFACE.border,
    borderRadius: 8,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Button: { primaryColor: '#0d0f0c', primaryShadow: 'none', fontWeight: 500 },
    Layout: { bodyBg: SURFACE.page, siderBg: SURFACE.panel, headerBg: SURFACE.page },
  },
};
