import { expect, test } from '@playwright/test';
import { collectScripts } from '../../support/remotes';

test.describe('landing page (spec §2)', () => {
  test('renders through federation with its anchors and links', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/');
    for (const anchor of ['features', 'pricing', 'integrations', 'testimonials']) {
      await expect(page.locator(`#${anchor}`)).toBeAttached();
    }
    expect(scripts).toContain('/remotes/marketing-landing/remoteEntry.js');
    await expect(page.getByText('30-day free trial').first()).toBeVisible();
    await expect(page.getByText(/14-day/)).toHaveCount(0);

    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the FAQ keeps one item open at a time', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const headers = faq.getByRole('tab');
    await headers.nth(0).click();
    await expect(headers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await headers.nth(1).click();
    await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(headers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  });
});
