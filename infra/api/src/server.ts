import type { FastifyInstance } from 'fastify';
import { API_PREFIX, buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = buildApp({ config, database, logger: true });
  app.addHook('onClose', () => database.close());
  closeOnSignals(app);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'Could not start the API');
    await app.close().catch(() => undefined);
    await database.close();
    process.exit(1);
  }

  const api = `${config.publicUrl}${API_PREFIX}`;
  console.log(`Kanri API on ${api}/v1 (docs ${api}/docs, database: ${database.kind})`);
}

/** SIGINT/SIGTERM close the app, which closes the database (PGlite: checkpoint, unlock). A second signal forces exit. */
function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
