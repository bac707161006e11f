import { createAppConfig } from '@kanri/config/rspack';

export default createAppConfig({
  name: 'kanri_hr_notifications',
  appDir: import.meta.dirname,
  port: 3107,
  exposes: { './routes': './src/routes.ts' },
  title: 'Kanri · hr-notifications (standalone)',
});
