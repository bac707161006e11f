import { createAppConfig } from '@kanri/config/rspack';

export default createAppConfig({
  name: 'kanri_collaboration',
  appDir: import.meta.dirname,
  port: 3105,
  exposes: { './routes': './src/routes.ts' },
  title: 'Kanri · collaboration (standalone)',
});
