import { createAppConfig } from '@kanri/config/rspack';

export default createAppConfig({
  name: 'kanri_projects_tasks',
  appDir: import.meta.dirname,
  port: 3103,
  exposes: {
    './routes': './src/routes.ts',
    // The sidebar's Projects section, rendered by the shell (remotes.json `widgets`, slot `sidebar-projects`).
    './sidebar-projects': './src/features/sidebar-projects/index.ts',
  },
  title: 'Kanri · projects-tasks (standalone)',
});
