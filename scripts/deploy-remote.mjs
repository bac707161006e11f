/**
 * `pnpm deploy:remote <remote>`: builds that one remote (the shell is not rebuilt), publishes the build
 * as a new version under <DATA_DIR>/deployments/remotes/<remote>/<version>/ and switches its entry of
 * the live remotes.json to it (temp file + rename). The gateway serves it from the next page load.
 * Logic and layout: remote-deploy.mjs; operations: infra/deploy/README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from './run.mjs';
import {
  DEFAULT_KEEP,
  defaultBuildId,
  DeployError,
  deployPaths,
  gitCommit,
  publish,
  resolveRemote,
  versionOf,
  withDeployLock,
} from './remote-deploy.mjs';

const USAGE = `Usage: pnpm deploy:remote <remote> [--from <build folder>] [--build-id <id>] [--keep <n>] [--base-url <url>]

  <remote>        folder under remotes/ (time), package (@kanri/time) or MF name (kanri_time)
  --from <dir>    publish this build instead of building (e.g. an artifact of CI)
  --build-id <id> version = <package.json version>-<id> (default: <UTC yyyymmddhhmmss>-<git short sha>)
  --keep <n>      versions kept per remote, the live one included (default ${DEFAULT_KEEP})
  --base-url <u>  where the deployments' remotes/ folder is served (default /remotes, the gateway;
                  e.g. https://cdn.example.com/kanri/remotes once synced to a CDN)

Writes into DATA_DIR/deployments (DATA_DIR default ./.data), the folder the gateway of \`pnpm start\` reads.`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      'build-id': { type: 'string' },
      keep: { type: 'string', default: String(DEFAULT_KEEP) },
      'base-url': { type: 'string', default: '/remotes' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const paths = deployPaths();
  const remote = resolveRemote(paths, positionals[0]);
  const commit = gitCommit(paths.repoRoot);
  const buildId = values['build-id'] ?? defaultBuildId(commit);
  const version = versionOf(remote, buildId);
  const keep = Number(values.keep);

  let from = values.from && path.resolve(values.from);
  let move = false;
  let buildSeconds = null;
  if (!from) {
    // Straight into a staging folder beside the versions (one rename publishes it), not into dist/.
    from = path.join(paths.versionsDir(remote.folder), `.build-${version}-${process.pid}`);
    fs.mkdirSync(path.dirname(from), { recursive: true });
    console.log(`Building ${remote.packageName} ${version}…`);
    const started = performance.now();
    const code = await run(path.join(remote.dir, 'node_modules/.bin/rspack'), ['build', '--output-path', from], {
      cwd: remote.dir,
    });
    buildSeconds = (performance.now() - started) / 1000;
    if (code !== 0) {
      fs.rmSync(from, { recursive: true, force: true });
      console.error(`The build of ${remote.packageName} failed: nothing was deployed.`);
      return code;
    }
    move = true;
  }

  let result;
  try {
    result = await withDeployLock(paths, () =>
      publish(paths, remote, { from, version, keep, move, baseUrl: values['base-url'], commit }),
    );
  } finally {
    // A build that was not published (the version exists, the lock timed out…) leaves no staging folder.
    if (move) fs.rmSync(from, { recursive: true, force: true });
  }
  console.log(
    [
      `Deployed ${remote.folder} ${result.version}${buildSeconds === null ? '' : ` (built in ${buildSeconds.toFixed(1)} s)`}.`,
      `  remotes.json: ${remote.federationName} → ${result.manifest} (${paths.liveRegistry})`,
      `  previous: ${result.previous ?? 'the built-in dist build'} — \`pnpm rollback:remote ${remote.folder}\` switches back`,
      ...(result.removed.length ? [`  removed (beyond --keep ${keep}): ${result.removed.join(', ')}`] : []),
      'Pages load it on their next reload; the shell was not rebuilt.',
    ].join('\n'),
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
