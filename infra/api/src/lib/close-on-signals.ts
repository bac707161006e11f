import type { OpenedDatabase } from '../db/database.js';

/** A signal this soon after the first is the same request relayed by a wrapper (pnpm, a shell). */
const RELAYED_SIGNAL_MS = 1000;

/**
 * SIGINT/SIGTERM run `close` (the app, then the database: the pool ends and the embedded server, if
 * this process owns it, shuts down cleanly), then exit. Ctrl+C in a terminal reaches every process
 * of the group and pnpm relays it to its child as well: a second signal within a second is that same
 * request. A later one exits at once, asking the embedded server to shut down on its own.
 */
export function closeOnSignals(close: () => Promise<void>, database: OpenedDatabase, log: (message: string) => void): void {
  let firstSignalAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== undefined) {
      if (Date.now() - firstSignalAt < RELAYED_SIGNAL_MS) return;
      log(`${signal} received again: exiting now`);
      database.embedded?.stopInBackground();
      process.exit(1);
    }
    firstSignalAt = Date.now();
    log(`${signal} received: closing Kanri…`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        database.embedded?.stopInBackground();
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
