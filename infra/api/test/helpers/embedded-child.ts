/**
 * `node --import tsx embedded-child.ts <dataDir> [workspace]`: opens the embedded database as the
 * API does, adds a workspace when named, prints one JSON line, then waits. SIGTERM closes the
 * database (stopping the server it owns) and exits 0; SIGKILL leaves the server running.
 */
import { workspaces } from '../../src/db/schema.js';
import { openDatabase } from '../../src/db/database.js';

async function main(dataDir: string | undefined, workspace: string | undefined): Promise<void> {
  if (!dataDir) throw new Error('usage: embedded-child.ts <dataDir> [workspace]');
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  if (workspace) await database.db.insert(workspaces).values({ name: workspace });
  // Before the line: a pipe write is synchronous, so the parent may signal before the next statement.
  process.on('SIGTERM', () => {
    database.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  const { pid, port, origin } = database.embedded!;
  console.log(JSON.stringify({ pid, port, origin }));
  setInterval(() => undefined, 60_000);
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
