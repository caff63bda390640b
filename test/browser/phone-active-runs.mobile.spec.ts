import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { expectAddressWrapsAtAtOrDots, expectWithinWidth, horizontalOverflow } from './phone-layout';
import { createSequenceWithStep, sql } from './sequence-helpers';

// An iPhone-sized phone (390 × 844 CSS px), narrower than the project's Pixel 7.
test.use({ viewport: { width: 390, height: 844 } });

/** A live run of the sequence, due in an hour (the engine leaves it alone meanwhile). */
async function liveRun(sequenceId: string, first: string, last: string, email: string): Promise<void> {
  const [contact] = await sql<{ id: string }>(`INSERT INTO contacts (email, first_name, last_name, consent_status) VALUES ($1, $2, $3, 'opted_in') RETURNING id`, [email, first, last]);
  await sql(
    `INSERT INTO sequence_enrollments (sequence_id, contact_id, status, current_step, next_run_at) VALUES ($1, $2, 'active', 1, now() + interval '1 hour')`,
    [sequenceId, contact!.id],
  );
}

test.describe('Active Runs on a 390 px phone', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`keeps a run's actions in view without sideways scrolling, and wraps addresses at @ and dots (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const stamp = Date.now();
      const last = `Leighton${stamp}`;
      const sequence = await createSequenceWithStep(page, `Spring movers follow-up for Austin ${mode} ${stamp}`);
      await liveRun(sequence, 'Annabelle', last, `annabelle.leighton${stamp}@movers-of-austin.example`);

      await page.goto('/automation/runs');
      await expect(page.getByRole('heading', { level: 1, name: 'Active Runs' })).toBeVisible();
      await page.getByLabel('Search contacts').fill(last);
      const row = page.getByTestId('run-row').filter({ hasText: last });
      await expect(row).toBeVisible();
      await expect(page.getByTestId('run-row')).toHaveCount(1);

      expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
      for (const action of ['Pause', 'Advance Step', 'Cancel']) {
        const button = row.getByRole('button', { name: action });
        await expect(button).toBeEnabled();
        await expectWithinWidth(page, button, action);
      }
      await expectWithinWidth(page, row.getByRole('checkbox', { name: /^Select / }), 'the select box');
      await expect(row.getByText(/^Step \d+$/)).toBeVisible();
      await expect(row.getByText('active', { exact: true })).toBeVisible();
      await expectAddressWrapsAtAtOrDots(row.getByTestId('run-contact-email'));
      await page.mouse.move(0, 0);
      await saveScreenshot(page, testInfo, `phone-active-runs-${mode}`);
    });
  }
});
