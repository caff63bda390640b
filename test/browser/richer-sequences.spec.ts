import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { openEnrollmentDrawer, RICH_SEQUENCE as RICH, sql, waitingCallTask } from './sequence-helpers';

const step = (page: Page, order: number) => page.getByRole('article', { name: `Step ${order}` });

test.describe('Sequences that think', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`designer with goal, branches, call task, A/B and conditions; calls due; step results (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const [{ id }] = await sql<{ id: string }>(`SELECT id FROM sequences WHERE name = $1`, [RICH]);

      await page.goto(`/automation/sequences/${id}/designer`);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Sequence' })).toBeVisible();
      await expect(page.getByLabel('Goal statuses')).toBeVisible();
      await expect(page.getByLabel('End when the move date has passed')).toBeChecked();
      await expect(page.getByText('After a reply, go to').first()).toBeVisible();
      await expect(step(page, 2)).toContainText('Call Task Step');
      await expect(step(page, 2)).toContainText('Skipped if');
      await expect(step(page, 3)).toContainText('stops here');
      await page.mouse.move(0, 0);
      await saveScreenshot(page, testInfo, `sequence-designer-rich-${mode}`);

      const { tracking, title } = await waitingCallTask(id, mode === 'light' ? 0 : 1);
      await page.goto('/');
      const calls = page.getByRole('list', { name: 'Calls due' });
      await expect(calls).toContainText(title);
      await saveScreenshot(page, testInfo, `dashboard-calls-due-${mode}`);

      await page.goto(`/opportunities/${tracking}`);
      await expect(page.getByRole('list', { name: 'Call tasks' })).toContainText(title);
      await saveScreenshot(page, testInfo, `opportunity-detail-call-tasks-${mode}`);

      await page.goto('/automation/sequences');
      const drawer = await openEnrollmentDrawer(page, RICH);
      await drawer.getByRole('tab', { name: 'Analytics Dashboard' }).click();
      const results = drawer.getByRole('table', { name: 'Step results' });
      await expect(results).toBeVisible();
      await expect(results).toContainText('Call task');
      await results.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, `sequence-step-results-${mode}`);
    });
  }
});
