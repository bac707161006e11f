/**
 * The import boundaries of eslint.config.mjs fire (node --test; `pnpm test` runs it before the lint):
 * small snippets linted in memory as if they were files of the repository, so a boundary cannot stop
 * working unnoticed (a renamed folder, a changed glob, a resolver that no longer finds `.ts` files).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { REPO_ROOT } from './run.mjs';

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The rule ids reported for `code` as the file at `file` (relative to the repository). */
async function rulesFiredOn(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
  const fatal = result.messages.find((message) => message.fatal);
  assert.equal(fatal, undefined, `${file} does not parse: ${fatal?.message}`);
  return result.messages.map((message) => message.ruleId);
}

const BOUNDARY_RULES = new Set([
  'no-restricted-imports',
  'import-x/no-restricted-paths',
  'no-restricted-globals',
  'no-restricted-properties',
  'no-restricted-syntax',
]);

async function assertFires(rule, file, code) {
  const fired = await rulesFiredOn(file, code);
  assert.ok(fired.includes(rule), `expected ${rule} on ${file}:\n${code}\nreported: ${fired.join(', ') || 'nothing'}`);
}

async function assertAllowed(file, code) {
  const fired = (await rulesFiredOn(file, code)).filter((rule) => BOUNDARY_RULES.has(rule));
  assert.deepEqual(fired, [], `expected no boundary rule on ${file}:\n${code}`);
}

describe('1. a remote imports no other remote', () => {
  const file = 'remotes/business/src/features/clients/pages/lint-probe.tsx';

  it('by package name', async () => {
    await assertFires('no-restricted-imports', file, "export { default } from '@kanri/projects-tasks';");
    await assertFires('no-restricted-imports', file, "import routes from '@kanri/time/src/routes';\nexport { routes };");
  });

  it('by relative path: import, re-export, import()', async () => {
    const rule = 'import-x/no-restricted-paths';
    await assertFires(rule, file, "import routes from '../../../../../projects-tasks/src/routes';\nexport { routes };");
    await assertFires(rule, file, "export { default } from '../../../../../time/src/routes';");
    await assertFires(rule, file, "export const load = () => import('../../../../../collaboration/src/routes');");
  });

  it('packages and its own code are fine', async () => {
    await assertAllowed(file, "export { Button } from '@kanri/design-system';\nexport { default } from '../../../routes';");
  });
});

describe("2. a feature imports another feature's barrel, not its internals", () => {
  const file = 'remotes/projects-tasks/src/features/board/components/lint-probe.tsx';
  const rule = 'import-x/no-restricted-paths';

  it("another feature's internals", async () => {
    await assertFires(rule, file, "import { TaskList } from '../../task-list/components/task-list';\nexport { TaskList };");
    await assertFires(rule, file, "export { TASK_LIST_TEXTS } from '../../task-list/texts';");
    await assertFires(rule, file, "export { listServer } from '../../task-list/test-support';");
    await assertFires(rule, file, "export const load = () => import('../../projects/pages/project-detail-page');");
  });

  it("the other feature's index.ts, its own files, src/shared and src/domain are fine", async () => {
    await assertAllowed(
      file,
      [
        "export { flattenTasks } from '../../task-list';",
        "export { TaskList } from '../../task-list/index';",
        "export { useBoardTasks } from '../api/board-queries';",
        "export { usePriorities } from '../../../shared';",
        "export { useStatuses } from '../../../shared/api/queries';",
        "export { newTaskDefaults } from '../../../domain';",
      ].join('\n'),
    );
  });

  it("tests may also use another feature's test helpers, still not its internals", async () => {
    const test = 'remotes/projects-tasks/src/features/board/pages/lint-probe.test.tsx';
    await assertAllowed(test, "export { listServer } from '../../task-list/test-support';");
    await assertFires(rule, test, "export { flattenTasks } from '../../task-list/api/task-cache';");
  });

  it('a barrel only re-exports', async () => {
    const barrel = 'remotes/projects-tasks/src/features/board/index.ts';
    await assertAllowed(
      barrel,
      "export { Board } from './components/board';\nexport type { BoardFilters } from './board-filters';",
    );
    await assertFires('no-restricted-syntax', barrel, "import { setUp } from './set-up';\nsetUp();");
    await assertFires('no-restricted-syntax', barrel, 'export const BOARD = { ready: true };');
  });
});

describe('3. antd, @ant-design/* and rc-* only inside packages/design-system', () => {
  const rule = 'no-restricted-imports';
  for (const file of ['remotes/time/src/lint-probe.tsx', 'shell/src/lint-probe.tsx', 'packages/app-runtime/src/lint-probe.tsx']) {
    it(file, async () => {
      await assertFires(rule, file, "export { Button } from 'antd';");
      await assertFires(rule, file, "import type { TableProps } from 'antd/es/table';\nexport type { TableProps };");
      await assertFires(rule, file, "export { PlusOutlined } from '@ant-design/icons';");
      await assertFires(rule, file, "export { default } from 'rc-table';");
    });
  }

  it('the design system itself, and names that merely start alike, are fine', async () => {
    await assertAllowed(
      'packages/design-system/src/lint-probe.tsx',
      "export { Button } from 'antd';\nexport { PlusOutlined } from '@ant-design/icons';",
    );
    await assertAllowed('remotes/time/src/lint-probe.tsx', "export { default } from 'antdx';\nexport { arc } from 'arc-utils';");
  });
});

describe('4. no global fetch outside packages/api-client', () => {
  const code = "export const load = () => fetch('/api/v1/projects');";

  it('in remotes, the shell and other packages', async () => {
    for (const file of ['remotes/time/src/lint-probe.ts', 'shell/src/lint-probe.ts', 'packages/app-state/src/lint-probe.ts']) {
      await assertFires('no-restricted-globals', file, code);
    }
    await assertFires(
      'no-restricted-properties',
      'remotes/time/src/lint-probe.ts',
      "export const load = () => window.fetch('/api');",
    );
    await assertFires(
      'no-restricted-properties',
      'remotes/time/src/lint-probe.ts',
      "export const load = () => globalThis.fetch('/api');",
    );
  });

  it('fine in api-client, infra/api, infra/bench, e2e, scripts and tests', async () => {
    for (const file of [
      'packages/api-client/src/lint-probe.ts',
      'infra/api/src/lint-probe.ts',
      'infra/bench/src/lint-probe.ts',
      'e2e/tests/lint-probe.ts',
      'scripts/lint-probe.mjs',
      'remotes/time/src/lint-probe.test.ts',
      'shell/test/lint-probe.ts',
      'remotes/time/src/test-utils.tsx',
    ]) {
      await assertAllowed(file, code);
    }
  });
});

describe('React hooks', () => {
  it('rules-of-hooks and exhaustive-deps are errors', async () => {
    const file = 'remotes/time/src/lint-probe.tsx';
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function Probe({ id, on }: { id: number; on: boolean }) {',
      '  if (on) useState(0);',
      '  useEffect(() => console.log(id), []);',
      '  return null;',
      '}',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
    const errors = result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId);
    assert.ok(errors.includes('react-hooks/rules-of-hooks'), errors.join(', '));
    assert.ok(errors.includes('react-hooks/exhaustive-deps'), errors.join(', '));
  });
});
