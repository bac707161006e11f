/** Environment variable naming the migrated PGlite snapshot (a tar of its data dir) built once per jest run. */
export const PGLITE_SNAPSHOT_ENV = 'KANRI_TEST_PGLITE_SNAPSHOT';
