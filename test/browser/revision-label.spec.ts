import type { Locator, Page } from '@playwright/test';
import { DEMO_USERS, expect, signIn, test } from './fixtures';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Scrolls `target` to the bottom edge of the window (where a label at the bottom right would sit over it) and
 * checks that the revision label's box does not intersect it and that the target is what the browser hits at its
 * centre.
 */
async function expectUncovered(page: Page, target: Locator, what: string): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end', inline: 'end' }));
  const label = await page.getByTestId('build-revision').boundingBox();
  const box = await target.boundingBox();
  expect(label, 'the revision label is rendered').not.toBeNull();
  expect(box, `${what} is rendered`).not.toBeNull();
  expect(overlaps(label!, box!), `the revision label ${JSON.stringify(label)} covers ${what} ${JSON.stringify(box)}`).toBe(false);
  const hit = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
  expect(hit, `${what} is the topmost element at its centre`).toBe(true);
}

test.describe('build-revision label', () => {
  test('never covers the last row of the opportunities list, whose actions still work', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName, '/opportunities');
    const rows = page.getByTestId('opportunity-row');
    await expect(rows).toHaveCount(25);
    await expect(page.getByTestId('build-revision')).toHaveText(/^rev \S+/);

    const last = rows.last();
    for (const name of ['View details', 'Edit', 'Open in new tab']) {
      await expectUncovered(page, last.getByRole('button', { name }).or(last.getByRole('link', { name })), `the last row's "${name}"`);
    }
    const requeue = last.getByRole('button', { name: 'Re-queue sync' });
    if ((await requeue.count()) > 0) await expectUncovered(page, requeue, 'the last row\'s "Re-queue sync"');

    const tracking = await last.getAttribute('data-tracking');
    await last.getByRole('button', { name: 'View details' }).click();
    await expect(page.getByRole('dialog')).toContainText(`#${tracking}`);
  });

  test("never covers the dashboard's re-queue buttons", async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    const jobs = page.getByTestId('stuck-job');
    await expect(jobs.first()).toBeVisible();
    await expectUncovered(page, page.getByRole('button', { name: 'Re-queue All Failed' }), '"Re-queue All Failed"');
    const count = await jobs.count();
    for (let index = 0; index < count; index += 1) {
      const tracking = await jobs.nth(index).getAttribute('data-tracking');
      await expectUncovered(page, jobs.nth(index).getByRole('button', { name: `Re-queue ${tracking}` }), `"Re-queue ${tracking}"`);
    }
    // The label itself is at the bottom right, below the content.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const label = (await page.getByTestId('build-revision').boundingBox())!;
    const main = (await page.locator('#main-content').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(label.y).toBeGreaterThanOrEqual(main.y + main.height - 1);
    expect(label.x + label.width).toBeGreaterThan(viewport.width - 40);
    expect(label.y + label.height).toBeLessThanOrEqual(viewport.height + 1);
  });
});
