import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { sharedModules } from '../rspack/shared-modules.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const appDirs = ['shell', 'remotes/marketing-landing', 'remotes/projects-tasks'].map((dir) => path.join(repoRoot, dir));

const REQUIRED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'react-redux',
  'notistack',
  '@kanri/design-system',
  '@kanri/design-system/essentials',
  '@kanri/api-client',
  '@kanri/app-state',
];

test('every app shares the same singletons with real semver ranges', () => {
  const maps = appDirs.map((dir) => sharedModules(dir));
  for (const shared of maps) {
    for (const name of REQUIRED_SINGLETONS) {
      assert.ok(shared[name], `${name} is shared`);
      assert.equal(shared[name].singleton, true, `${name} is a singleton`);
      assert.match(shared[name].requiredVersion, /^\^\d+\.\d+\.\d+/, `${name} has a semver range, not workspace:*`);
      assert.equal(shared[name].requiredVersion, `^${shared[name].version}`);
    }
  }
  // One map: the shell and every remote agree on every entry.
  assert.deepEqual(maps[1], maps[0]);
  assert.deepEqual(maps[2], maps[0]);
});

test('antd is not shared: it lives inside design-system', () => {
  const shared = sharedModules(appDirs[0]);
  assert.equal(
    Object.keys(shared).some((name) => name === 'antd' || name.startsWith('@ant-design/')),
    false,
  );
});
