import { createAppConfig } from '@kanri/config/rspack';

export default createAppConfig({
  name: 'kanri_auth_pages',
  appDir: import.meta.dirname,
  port: 3101,
  exposes: { './routes': './src/routes.ts' },
  title: 'Kanri · auth-pages (standalone)',
});
