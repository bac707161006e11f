import { API_PREFIX, buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { closeOnSignals } from './lib/close-on-signals.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, { log: (message) => console.log(message) });
  const app = buildApp({ config, database, logger: true });
  app.addHook('onClose', () => database.close());
  closeOnSignals(
    () => app.close(),
    database,
    (message) => app.log.info(message),
  );

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'Could not start the API');
    await app.close().catch(() => undefined);
    await database.close();
    process.exit(1);
  }

  const api = `${config.publicUrl}${API_PREFIX}`;
  const where = database.embedded ? `embedded PostgreSQL on port ${database.embedded.port}` : 'DATABASE_URL';
  console.log(`Kanri API on ${api}/v1 (docs ${api}/docs, database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
