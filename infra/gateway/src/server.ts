import fs from 'node:fs';
import path from 'node:path';
import { closeOnSignals, loadConfig, openDatabase } from '@kanri/api';
import { buildGateway } from './gateway';
import { DEFAULT_DATA_DIR, deploymentsDir, liveRegistryFile } from './paths';

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const api = {
    port,
    publicUrl,
    dataDir: path.resolve(process.env.DATA_DIR ?? DEFAULT_DATA_DIR),
    databaseUrl: process.env.DATABASE_URL || undefined,
  };
  // Opened here, not by the API plugin, so that the embedded server's start and stop are printed
  // even with the request log off.
  const database = await openDatabase({ ...loadConfig(), ...api }, { log: (message) => console.log(message) });
  let app: Awaited<ReturnType<typeof buildGateway>>;
  try {
    app = await buildGateway({
      logger: process.env.LOG_LEVEL ? true : false,
      api,
      database,
      deploymentsDir: deploymentsDir(api.dataDir),
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  closeOnSignals(
    async () => {
      try {
        await app.close();
      } finally {
        await database.close();
      }
      console.log('Kanri stopped.');
    },
    database,
    (message) => console.log(message),
  );

  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close();
    throw error;
  }
  const live = liveRegistryFile(deploymentsDir(api.dataDir));
  if (fs.existsSync(live)) {
    console.log(
      `Remotes: deployed versions from ${live} (pnpm deploy:remote / rollback:remote; remove it to serve every remote's dist build)`,
    );
  }
  console.log(`Kanri is running at ${publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
