/** Helpers for widgets whose state changes over a few frames: keyboard drags and selects. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * One key of a keyboard drag (@hello-pangea/dnd: Space lifts, arrows move, Space drops), then a wait
 * for the library's live announcement to change: the lift or move has been taken in, however busy
 * the machine is. Replaces fixed pauses, which a slow frame outlasts.
 */
export async function dragKey(page: Page, key: string): Promise<void> {
  const announcement = page.locator('[id^="rfd-announcement-"]');
  const before = ((await announcement.textContent()) ?? '').trim();
  await page.keyboard.press(key);
  await expect(announcement).not.toHaveText(before === '' ? /^$/ : before);
}

/**
 * Picks `name` in an antd select and waits until the select shows it. On a busy machine a click on
 * an option of a list that is still opening may not take (the virtual list re-renders under the
 * pointer): the list is opened and the option clicked again until the choice is there.
 */
export async function pickOption(page: Page, select: Locator, name: string): Promise<void> {
  // The chosen value is shown around the combobox input.
  const field = select.locator('xpath=..');
  const openList = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await openList.count()) === 0) await select.click({ timeout: 2_000 });
    await openList.locator('.ant-select-item-option', { hasText: name }).first().click({ timeout: 2_000 });
    await expect(field).toContainText(name, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Clicks an option of the open antd list (a select opened by the caller) until the list closes: the
 * choice was taken. See `pickOption` for why a first click may not take.
 */
export async function clickOption(page: Page, option: Locator): Promise<void> {
  const openList = page.locator('.ant-select-dropdown:visible');
  // The caller's click opens the list a moment later: until it shows, "no open list" means nothing.
  await expect(option).toBeVisible();
  await expect(async () => {
    if ((await openList.count()) > 0) await option.click({ timeout: 2_000 });
    await expect(openList).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
