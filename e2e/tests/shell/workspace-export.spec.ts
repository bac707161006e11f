import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, useSignedInSession } from '../../support/session';
import { uniqueName, workApi } from '../../support/work';
import { openAccountPanel } from '../../support/widgets';

/** Screenshots for a reviewer when SHOTS_DIR is set (dark theme: the suite's colour scheme). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

interface ExportFile {
  format: string;
  version: number;
  exported_by: { email: string };
  workspace: { id: number; name: string };
  tables: Record<string, { id?: number; title?: string }[]>;
  excluded: Record<string, string>;
}

test.describe('user menu: Settings → Export', () => {
  test('an admin downloads the workspace as JSON, with a task made in this test in it', async ({ page, request }) => {
    const { token } = await useSignedInSession(page, request, ADMIN);
    const api = workApi(request, token);
    const project = await api.createProject(uniqueName('Export project'));
    const title = uniqueName('Exported task');
    const task = await api.createTask(project.id, title);
    const settings = await api.call<{ organisation_name: string }>('get', '/settings/general_settings');

    try {
      await page.goto('/dashboard');
      const drawer = await openAccountPanel(page, 'Settings');
      const section = drawer.getByRole('region', { name: 'Export' });
      await expect(section.getByText(/Download this workspace as one JSON file/)).toBeVisible();
      await expect(section.getByText(/direct messages, uploaded files and secrets/)).toBeVisible();
      // The workspace settings above load after the drawer opens and push this section down: scroll
      // once they have, and again if anything still moves it.
      await expect(drawer.getByLabel('Organisation name')).toHaveValue(settings.organisation_name);
      const button = section.getByRole('button', { name: 'Export workspace data' });
      await expect(async () => {
        await button.scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(button).toBeInViewport({ ratio: 1, timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await shot(page, 'export-settings-panel');

      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      // The toast goes away after a few seconds: check it before reading the file.
      await expect(page.getByText(`Workspace data exported: ${download.suggestedFilename()}`).first()).toBeVisible();
      const date = new Date().toISOString().slice(0, 10);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^kanri-[a-z0-9-]+-${date}\\.json$`));
      const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as ExportFile;
      expect(file.format).toBe('kanri.workspace-export');
      expect(file.version).toBe(1);
      expect(file.workspace.name).toBe(settings.organisation_name);
      expect(file.exported_by.email).toBe(ADMIN.email);
      expect(file.tables.tasks?.find((row) => row.id === task.id)?.title).toBe(title);
      expect(file.tables.projects?.some((row) => row.id === project.id)).toBe(true);
      expect(Object.keys(file.excluded)).toEqual(expect.arrayContaining(['sessions', 'api_tokens', 'audit_events']));
      await expect(button).not.toHaveClass(/ant-btn-loading/);
      await shot(page, 'export-settings-panel-done');
    } finally {
      await api.deleteProject(project.id);
    }
  });
});
