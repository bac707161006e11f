import { createAppConfig } from '@kanri/config/rspack';

export default createAppConfig({
  name: 'kanri_projects_tasks',
  appDir: import.meta.dirname,
  port: 3103,
  exposes: { './routes': './src/routes.ts' },
  title: 'Kanri · projects-tasks (standalone)',
});
