import { createAppConfig } from '@kanri/config/rspack';

export default createAppConfig({
  name: 'kanri_time',
  appDir: import.meta.dirname,
  port: 3104,
  exposes: { './routes': './src/routes.ts' },
  title: 'Kanri · time (standalone)',
});
