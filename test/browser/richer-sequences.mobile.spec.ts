import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { horizontalOverflow } from './phone-layout';
import { openEnrollmentDrawer, RICH_SEQUENCE, sql, waitingCallTask } from './sequence-helpers';

// An iPhone-sized phone (390 × 844 CSS px).
test.use({ viewport: { width: 390, height: 844 } });

test.describe('Sequences that think on a 390 px phone', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`designer with goal, branches and a call task, and Calls due, without sideways scrolling (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const [{ id }] = await sql<{ id: string }>(`SELECT id FROM sequences WHERE name = $1`, [RICH_SEQUENCE]);

      await page.goto(`/automation/sequences/${id}/designer`);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Sequence' })).toBeVisible();
      await expect(page.getByLabel('Goal statuses')).toBeVisible();
      await expect(page.getByRole('article', { name: 'Step 2' })).toContainText('Call Task Step');
      expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await saveScreenshot(page, testInfo, `phone-sequence-designer-rich-${mode}`);

      const { title } = await waitingCallTask(id, mode === 'light' ? 2 : 3);
      await page.goto('/');
      await expect(page.getByRole('list', { name: 'Calls due' })).toContainText(title);
      expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await saveScreenshot(page, testInfo, `phone-dashboard-calls-due-${mode}`);
    });

    test(`a step's quiet hours and the step results, without sideways scrolling (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const [{ id }] = await sql<{ id: string }>(`SELECT id FROM sequences WHERE name = $1`, [RICH_SEQUENCE]);

      await page.goto(`/automation/sequences/${id}/designer`);
      const step = page.getByRole('article', { name: 'Step 3' });
      await step.getByRole('button', { name: 'Expand' }).click();
      const hours = step.getByLabel('Send only between certain hours');
      await hours.check();
      await expect(step.getByLabel('From', { exact: true })).toHaveText('9:00');
      await expect(step.getByLabel('Until', { exact: true })).toHaveText('11:00');
      await step.getByLabel('From', { exact: true }).scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await saveScreenshot(page, testInfo, `phone-step-quiet-hours-${mode}`);
      await hours.uncheck();
      await expect(step.getByLabel('From', { exact: true })).toHaveCount(0);

      await page.goto('/automation/sequences');
      const drawer = await openEnrollmentDrawer(page, RICH_SEQUENCE);
      await drawer.getByRole('tab', { name: 'Analytics Dashboard' }).click();
      const results = drawer.getByRole('table', { name: 'Step results' });
      await expect(results).toContainText('Call task');
      await results.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await saveScreenshot(page, testInfo, `phone-sequence-step-results-${mode}`);
    });
  }
});
