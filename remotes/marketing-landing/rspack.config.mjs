import { createAppConfig } from '@kanri/config/rspack';

export default createAppConfig({
  name: 'kanri_marketing_landing',
  appDir: import.meta.dirname,
  port: 3102,
  exposes: { './routes': './src/routes.ts' },
  title: 'Kanri · marketing-landing (standalone)',
});
