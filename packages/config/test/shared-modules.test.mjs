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

test('a version-skew rehearsal declares the given versions of those packages only, every subpath alike', async () => {
  const { parseSharedVersions } = await import('../rspack/index.mjs');
  const dir = path.join(repoRoot, 'remotes/time');
  const overrides = parseSharedVersions('@kanri/design-system@0.0.9,@kanri/api-client@0.0.9');
  assert.deepEqual(overrides, { '@kanri/design-system': '0.0.9', '@kanri/api-client': '0.0.9' });
  const skewed = sharedModules(dir, overrides);
  const current = sharedModules(dir);
  for (const name of ['@kanri/design-system', '@kanri/design-system/essentials', '@kanri/api-client']) {
    assert.equal(skewed[name].version, '0.0.9');
    assert.equal(skewed[name].requiredVersion, '^0.0.9');
    assert.equal(skewed[name].singleton, true);
  }
  assert.deepEqual(skewed.react, current.react);
  assert.deepEqual(parseSharedVersions(undefined), {});
  assert.throws(() => parseSharedVersions('@kanri/design-system'), /not <package>@<version>/);
  assert.throws(() => sharedModules(dir, { antd: '6.0.0' }), /Not shared/);
});
