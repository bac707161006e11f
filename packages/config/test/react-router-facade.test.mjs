import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { installedPackageDir } from '../rspack/shared-modules.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const facadeDir = path.join(import.meta.dirname, '../rspack/react-router');

/** Names a facade file re-exports (`export { a, b } from …`), plus those of the files it re-exports whole. */
function facadeExports(file) {
  const source = fs.readFileSync(path.join(facadeDir, file), 'utf8');
  const names = [...source.matchAll(/export \{([^}]*)\} from/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  for (const match of source.matchAll(/export \* from '\.\/([^']+)'/g)) names.push(...facadeExports(match[1]));
  return names;
}

/** Every value the apps and packages import from react-router(-dom), from their sources. */
function importedNames() {
  const roots = [
    'shell/src',
    ...['remotes', 'packages'].flatMap((dir) => fs.readdirSync(path.join(repoRoot, dir)).map((name) => `${dir}/${name}/src`)),
  ];
  const names = new Set();
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(full, 'utf8');
        for (const match of source.matchAll(/import \{([^}]*)\} from 'react-router(?:-dom)?'/g)) {
          for (const spec of match[1].split(',').map((part) => part.trim())) {
            if (spec && !spec.startsWith('type ')) names.add(spec.split(/\s+as\s+/)[0]);
          }
        }
      }
    }
  };
  for (const root of roots) walk(path.join(repoRoot, root));
  return names;
}

test('the shared react-router-dom facade exports everything the apps import from react-router', () => {
  const exported = new Set(facadeExports('react-router-dom.mjs'));
  const missing = [...importedNames()].filter((name) => !exported.has(name));
  assert.deepEqual(missing, [], 'add these to packages/config/rspack/react-router/client-api.mjs');
});

test('every name the facades export exists in the installed react-router build', async () => {
  const dist = path.join(installedPackageDir(path.join(repoRoot, 'shell'), 'react-router'), 'dist/development');
  const index = await import(pathToFileURL(path.join(dist, 'index.mjs')).href);
  const dom = await import(pathToFileURL(path.join(dist, 'dom-export.mjs')).href);
  for (const name of facadeExports('react-router.mjs')) assert.ok(name in index, `react-router exports ${name}`);
  assert.deepEqual(
    facadeExports('dom-export.mjs').filter((name) => !(name in dom)),
    [],
  );
});
