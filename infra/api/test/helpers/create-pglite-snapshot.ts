/** `node --import tsx create-pglite-snapshot.ts <file>`: writes a migrated PGlite data dir as a tar. */
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { IN_MEMORY_DATA_DIR } from '../../src/config.js';
import { openPgliteDatabase } from '../../src/db/database.js';

async function main(file: string | undefined): Promise<void> {
  if (!file) throw new Error('usage: create-pglite-snapshot.ts <file>');
  const client = await PGlite.create(IN_MEMORY_DATA_DIR);
  const database = await openPgliteDatabase(client);
  const snapshot = await client.dumpDataDir('none');
  await fs.writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
