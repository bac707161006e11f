import { createAppConfig } from '@kanri/config/rspack';

export default createAppConfig({
  name: 'kanri_time',
  appDir: import.meta.dirname,
  port: 3104,
  exposes: {
    './routes': './src/routes.ts',
    // The floating time tracker, rendered by the shell on every dashboard page (remotes.json `widgets`, slot `floating-tracker`).
    './floating-tracker': './src/features/tracker/index.ts',
  },
  title: 'Kanri · time (standalone)',
});
