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

/**
 * Chooses `item` of the antd dropdown menu that `trigger` opens, and waits until the menu has closed:
 * the choice was taken. As with `pickOption`, a click on an item of a menu still animating open may
 * not take on a busy machine, so the menu is reopened and the item clicked again until it does.
 */
export async function chooseMenuItem(trigger: Locator, item: Locator): Promise<void> {
  let clicked = false;
  await expect(async () => {
    // A click that took may also take the trigger away (Sign Out leaves the page): closed is done.
    if (clicked && !(await item.isVisible())) return;
    if (!(await item.isVisible())) await trigger.click({ timeout: 2_000 });
    await item.click({ timeout: 2_000 });
    clicked = true;
    await expect(item).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens user menu → `name` and waits for its drawer (again, if a click landed while the page was
 * still settling). Returns the drawer.
 */
export async function openAccountPanel(page: Page, name: string): Promise<Locator> {
  const drawer = page.locator('.kanri-account-drawer');
  const title = drawer.locator('.ant-drawer-title', { hasText: name });
  await expect(async () => {
    if (!(await title.isVisible())) {
      await page.getByRole('button', { name: 'User menu' }).click({ timeout: 2_000 });
      await page.getByRole('menuitem', { name }).click({ timeout: 2_000 });
    }
    await expect(title).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return drawer;
}
