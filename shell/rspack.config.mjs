import { createAppConfig } from '@kanri/config/rspack';

export default createAppConfig({ name: 'kanri_shell', appDir: import.meta.dirname, port: 3100, title: 'Kanri' });
