// No `.js` suffix here: globalSetup is loaded by plain Node require, without jest's moduleNameMapper.
import { startTestServer, TEST_SERVER_ENV, TEST_TEMPLATE_ENV, type TestServer } from './test-server';

declare global {
  var kanriTestServer: TestServer | undefined;
}

/**
 * One PostgreSQL server for the whole run (TEST_DATABASE_URL's, else an embedded one) and one
 * migrated template database; each test file clones the template (see test-databases.ts).
 */
export default async function globalSetup(): Promise<void> {
  const server = await startTestServer();
  globalThis.kanriTestServer = server;
  process.env[TEST_SERVER_ENV] = server.adminUrl;
  process.env[TEST_TEMPLATE_ENV] = server.template;
}
