import { buildGateway } from './gateway';
import { REPO_ROOT } from './paths';
import path from 'node:path';

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const app = await buildGateway({
    logger: process.env.LOG_LEVEL ? true : false,
    api: {
      port,
      publicUrl,
      dataDir: process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data'),
      databaseUrl: process.env.DATABASE_URL || undefined,
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received: closing Kanri…`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  console.log(`Kanri is running at ${publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
