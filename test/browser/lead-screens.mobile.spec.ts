import type { Locator, Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

// An iPhone-sized phone (390 × 844 CSS px), narrower than the project's Pixel 7.
test.use({ viewport: { width: 390, height: 844 } });

/** Whether an element's text is cut off (ellipsis or clipped): its content is wider than its box. */
const isCut = (locator: Locator) => locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('lead screens on a 390 px phone', () => {
  test('dashboard: labels whole, the stuck title above its button, recent names readable', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await expect(page.getByTestId('stuck-job').first()).toBeVisible();
    expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);

    for (const label of ['API Status', 'Queue Depth', 'Failed Jobs', 'Last 24h', 'Total Opportunities', 'Q2G Enriched', 'With Phone', 'With Move Date', 'HubSpot Synced']) {
      const card = page.getByRole('group', { name: label });
      const texts = card.locator('p, span').filter({ hasText: /\S/ });
      for (const text of await texts.all()) expect(await isCut(text), `"${await text.textContent()}" in ${label} is cut off`).toBe(false);
    }

    // "Stuck or Failing Jobs" keeps one line; its button goes below it rather than squeezing it.
    const title = page.getByRole('heading', { name: 'Stuck or Failing Jobs' });
    const titleBox = (await title.boundingBox())!;
    const lineHeight = await title.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(titleBox.height, 'the title is on one line').toBeLessThan(lineHeight * 1.5);
    const button = (await page.getByRole('button', { name: 'Re-queue All Failed' }).boundingBox())!;
    expect(button.y, 'the button is below the title').toBeGreaterThanOrEqual(titleBox.y + titleBox.height);

    // Recent Activity: each name has (nearly) the card's width and is not cut.
    const items = page.getByTestId('recent-item');
    expect(await items.count(), 'the demo data has recent activity').toBeGreaterThan(0);
    for (const item of await items.all()) {
      const name = item.locator('p').first();
      const width = await name.evaluate((element) => element.clientWidth);
      expect(width, `"${await name.textContent()}" has room`).toBeGreaterThan(250);
      expect(await isCut(name), `"${await name.textContent()}" is cut off`).toBe(false);
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`screenshots of the dashboard, list and detail page, ${mode}`, async ({ page }, testInfo) => {
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      await expect(page.getByTestId('stuck-job').first()).toBeVisible();
      await expect(page.getByRole('img', { name: /New vs synced opportunities per day/ })).toBeVisible();
      await saveScreenshot(page, testInfo, `phone-dashboard-${mode}`);

      await page.goto('/opportunities');
      const rows = page.getByTestId('opportunity-row');
      await expect(rows).toHaveCount(25);
      expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await saveScreenshot(page, testInfo, `phone-opportunities-${mode}`);

      const tracking = await rows.first().getAttribute('data-tracking');
      await page.goto(`/opportunities/${tracking}`);
      await expect(page.getByRole('heading', { level: 1, name: `Opportunity #${tracking}` })).toBeVisible();
      expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await saveScreenshot(page, testInfo, `phone-opportunity-detail-${mode}`);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(page.getByRole('form', { name: 'Edit customer information' })).toBeVisible();
      await saveScreenshot(page, testInfo, `phone-opportunity-detail-edit-${mode}`);
    });
  }
});
