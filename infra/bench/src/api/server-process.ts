/**
 * The API as `pnpm start` runs it (apiPlugin under /api on one Fastify instance), plus a bare route,
 * in a process of its own so its memory is measured alone and autocannon does not share its CPU.
 * Run twice by the bench: once to create and seed the database, then to serve it, as a restarted
 * server would (a first start migrates, a later one does not).
 */
import path from 'node:path';
import { buildApp, loadConfig, openDatabase, type ApiConfig } from '@kanri/api';
import { WorkspaceSeeder } from '../seed/workspace-seeder';
import { BARE_ROUTE, SERVER_OPTIONS_ENV, type ParentMessage, type ServerMessage, type ServerOptions } from './server-protocol';

const send = (message: ServerMessage) => process.send?.(message);

async function main(): Promise<void> {
  const options = JSON.parse(process.env[SERVER_OPTIONS_ENV] ?? 'null') as ServerOptions | null;
  if (!options) throw new Error(`${SERVER_OPTIONS_ENV} is not set: this process is started by the bench`);
  const config: ApiConfig = {
    ...loadConfig({}),
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    mediaDir: path.join(options.dataDir, 'media'),
    port: options.port,
    host: '127.0.0.1',
    publicUrl: `http://127.0.0.1:${options.port}`,
    // Registering the bench account is the only rate-limited call; keep the limit out of the way.
    authRateLimitMax: 10_000,
  };
  const database = await openDatabase(config);
  const app = buildApp({ config, database });
  app.get(BARE_ROUTE, async () => ({ ok: true, service: 'kanri', version: 1 }));
  await app.ready();
  const close = () => app.close().then(() => database.close());

  if (options.mode === 'seed-chat') {
    const seeder = new WorkspaceSeeder(app, database);
    const session = await seeder.register();
    const members = await seeder.members(options.chatMembers ?? 0, 'chat', 'Chatter');
    await close();
    send({ type: 'seeded-chat', token: session.token, members });
    process.disconnect?.();
    return;
  }

  if (options.mode === 'seed') {
    const seeder = new WorkspaceSeeder(app, database);
    const session = await seeder.register();
    const read = await seeder.project('Bench reads', options.readTasks, options.readTasks);
    const write = await seeder.project('Bench writes', 1);
    for (let index = 3; index <= options.projects; index += 1) await seeder.project(`Project ${index}`, 1);
    // The dashboard's statistics read every task of the workspace: the rest of them in a project of their own.
    const seededTasks = options.readTasks + 1 + Math.max(0, options.projects - 2);
    if (options.workspaceTasks !== undefined && options.workspaceTasks > seededTasks) {
      await seeder.project('Bench dashboard', options.workspaceTasks - seededTasks);
    }
    // On the write project's task, so GET /tasks of the read project measures what it did before.
    await seeder.timeEntries(options.timeEntries, write.taskIds[0]!);
    await seeder.notes(options.notes);
    if (options.searchables) await seeder.searchables(options.searchables);
    const trackerTokens = await seeder.trackers(options.trackers);
    await seeder.settle();
    await close();
    send({
      type: 'seeded',
      workspace: {
        token: session.token,
        readProjectId: read.id,
        writeProjectId: write.id,
        readTaskIds: read.taskIds,
        trackerTokens,
      },
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
    });
    process.disconnect?.();
    return;
  }

  await app.listen({ port: options.port, host: '127.0.0.1' });
  send({ type: 'ready' });
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'memory') {
      (globalThis as { gc?: () => void }).gc?.();
      const usage = process.memoryUsage();
      send({
        type: 'memory',
        rssBytes: usage.rss,
        heapUsedBytes: usage.heapUsed,
        maxRssBytes: process.resourceUsage().maxRSS * 1024,
      });
    } else if (message.type === 'terminate-connections') {
      // Every other backend of this database: the pool's connections and the LISTEN ones, as a
      // database restart or a failover would end them. Only the bench's own database.
      void database.pool
        .query<{ pid: number }>(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        )
        .then(
          ({ rows }) => send({ type: 'terminated', connections: rows.length }),
          (error: unknown) => send({ type: 'error', message: String(error) }),
        );
    } else if (message.type === 'close') {
      void close().finally(() => process.exit(0));
    }
  });
}

main().catch((error: unknown) => {
  send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
