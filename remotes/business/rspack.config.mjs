import { createAppConfig } from '@kanri/config/rspack';

export default createAppConfig({
  name: 'kanri_business',
  appDir: import.meta.dirname,
  port: 3106,
  exposes: { './routes': './src/routes.ts' },
  title: 'Kanri · business (standalone)',
});
