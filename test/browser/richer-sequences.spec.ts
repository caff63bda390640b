import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { openEnrollmentDrawer, sql } from './sequence-helpers';

/** The demo sequence that uses every richer part: goal, conditions, a call task, an A/B test, a reply branch. */
const RICH = 'Quote: call and email';
const step = (page: Page, order: number) => page.getByRole('article', { name: `Step ${order}` });

/**
 * A live run of the rich sequence waiting at its call step, with its open task, for a demo opportunity that has an
 * assignee: what the advancer leaves when a run reaches a call step (due tomorrow so no worker moves it meanwhile).
 */
async function waitingCallTask(sequenceId: string, mode: string): Promise<{ tracking: string; title: string }> {
  const [opportunity] = await sql<{ id: string; contact_id: string; tracking_number: string; name: string }>(
    `SELECT o.id, o.contact_id, o.tracking_number, coalesce(nullif(trim(concat_ws(' ', c.first_name, c.last_name)), ''), c.email) AS name
       FROM opportunities o JOIN contacts c ON c.id = o.contact_id
      WHERE o.assignee IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sequence_enrollments e WHERE e.contact_id = o.contact_id AND e.status IN ('pending', 'active', 'paused'))
      ORDER BY o.created_at DESC LIMIT 1 OFFSET $1`,
    [mode === 'light' ? 0 : 1],
  );
  const [run] = await sql<{ id: string }>(
    `INSERT INTO sequence_enrollments (sequence_id, contact_id, status, current_step, next_run_at, hold_reason)
     VALUES ($1, $2, 'active', 2, now() + interval '1 day', 'call_task') RETURNING id`,
    [sequenceId, opportunity.contact_id],
  );
  const title = `Call ${opportunity.name} — step 2 of ${RICH}`;
  await sql(
    `INSERT INTO call_tasks (enrollment_id, sequence_id, step_order, contact_id, opportunity_id, assignee, title, due_at, expires_at)
     SELECT $1, $2, 2, $3, $4, o.assignee, $5, now() + interval '3 hours', now() + interval '27 hours' FROM opportunities o WHERE o.id = $4`,
    [run.id, sequenceId, opportunity.contact_id, opportunity.id, title],
  );
  return { tracking: opportunity.tracking_number, title };
}

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

      const { tracking, title } = await waitingCallTask(id, mode);
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
