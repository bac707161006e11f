/**
 * `pnpm rollback:remote <remote> [--to <version>]`: points the remote's entry of the live remotes.json
 * back at the version that was live before the current one (or at `--to`, or, with no earlier deploy, at its
 * built-in dist build). Nothing is built or removed. Logic: remote-deploy.mjs.
 */
import { parseArgs } from 'node:util';
import {
  DeployError,
  deployPaths,
  listVersions,
  liveVersion,
  resolveRemote,
  rollback,
  withDeployLock,
} from './remote-deploy.mjs';

const USAGE = `Usage: pnpm rollback:remote <remote> [--to <version>] [--list]

  <remote>       folder under remotes/ (time), package (@kanri/time) or MF name (kanri_time)
  --to <version> a kept version (default: the one that was live before the current one)
  --list         list the kept versions, newest first, and which one is live`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { to: { type: 'string' }, list: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const paths = deployPaths();
  const remote = resolveRemote(paths, positionals[0]);
  if (values.list) {
    const live = liveVersion(paths, remote);
    for (const deployed of listVersions(paths, remote)) {
      console.log(`${deployed.version === live ? '* ' : '  '}${deployed.version}  deployed ${deployed.deployedAt}`);
    }
    if (live === null) console.log('* built-in dist build (live)');
    return 0;
  }
  const result = await withDeployLock(paths, () => rollback(paths, remote, { to: values.to }));
  console.log(
    `Rolled back ${remote.folder}: ${result.from ?? 'the live build'} → ${result.to ?? 'the built-in dist build'} (${paths.liveRegistry}). Pages load it on their next reload.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof DeployError ? error.message : error);
    process.exit(1);
  },
);
