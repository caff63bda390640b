import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { createSequenceWithStep, openEnrollmentDrawer, sql } from './sequence-helpers';

test.describe('enrollment rules', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`creates a rule, previews it and starts it (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      const name = `Rules ${mode} ${Date.now()}`;
      const sequenceId = await createSequenceWithStep(page, name);
      const drawer = await openEnrollmentDrawer(page, name);
      await expect(drawer.getByRole('tab', { name: 'Rules (0)' })).toBeVisible();

      await drawer.getByRole('button', { name: 'New Rule' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Rule' });
      await dialog.getByRole('button', { name: 'Create Rule' }).click();
      await expect(page.getByText('Name and start date are required')).toBeVisible();
      // The error stays until closed, clear of the dialog's buttons: they can be used at once.
      const toast = page.getByText('Name and start date are required');
      const button = await dialog.getByRole('button', { name: 'Create Rule' }).boundingBox();
      const toastBox = await toast.boundingBox();
      expect(button && toastBox && (toastBox.y + toastBox.height <= button.y || toastBox.y >= button.y + button.height), 'the error toast clears the dialog buttons').toBe(true);
      await dialog.getByLabel(/^Name/).fill('Everyone since 2020');
      await dialog.getByLabel(/^Start date/).fill('2020-01-01');
      await expect(dialog.getByLabel('Daily organisation cap')).toHaveValue('1000');
      await expect(dialog.getByLabel('Daily sequence cap')).toHaveValue('100');
      await expect(dialog.getByLabel('Timezone')).toHaveValue('UTC');
      await saveScreenshot(page, testInfo, `enrollment-new-rule-${mode}`);
      await dialog.getByRole('button', { name: 'Create Rule' }).click();
      await expect(page.getByText('Enrollment rule created successfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(drawer.getByRole('tab', { name: 'Rules (1)' })).toBeVisible();
      const row = drawer.getByTestId('enrollment-rule').filter({ hasText: 'Everyone since 2020' });
      await expect(row.getByText('Draft')).toBeVisible();

      await row.getByRole('button', { name: 'Preview' }).click();
      await expect(drawer.getByRole('tab', { name: 'Preview', selected: true })).toBeVisible();
      await expect(drawer.getByText('Total Eligible')).toBeVisible();
      await expect(drawer.getByText('Sample Contacts (first 50)')).toBeVisible();
      await saveScreenshot(page, testInfo, `enrollment-preview-${mode}`);

      await drawer.getByRole('tab', { name: 'Rules (1)' }).click();
      await row.getByRole('button', { name: 'Start' }).click();
      await expect(page.getByText('Enrollment rule started successfully')).toBeVisible();
      await expect(row.locator('.MuiChip-label').filter({ hasText: 'Active' })).toBeVisible();
      await expect(row.getByRole('button', { name: 'Pause' })).toBeVisible();
      await saveScreenshot(page, testInfo, `enrollment-rules-${mode}`);

      // Paused, it can be edited: the timezone is picked from the IANA list by typing a city, and the rule's card
      // keeps the new values.
      await row.getByRole('button', { name: 'Pause' }).click();
      await expect(page.getByText('Enrollment rule paused successfully')).toBeVisible();
      await row.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Rule' });
      await expect(edit.getByLabel(/^Name/)).toHaveValue('Everyone since 2020');
      await edit.getByLabel('Timezone').fill('Chicago');
      await page.getByRole('option', { name: 'America/Chicago' }).click();
      await expect(edit.getByLabel('Timezone')).toHaveValue('America/Chicago');
      await edit.getByLabel('Daily sequence cap').fill('50');
      await saveScreenshot(page, testInfo, `enrollment-rule-edit-${mode}`);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Enrollment rule updated successfully')).toBeVisible();
      await expect(edit).toBeHidden();
      const [saved] = await sql<{ timezone: string; caps_json: { daily_sequence_limit: number } }>(
        `SELECT timezone, caps_json FROM enrollment_rules WHERE name = 'Everyone since 2020' AND sequence_id = $1`,
        [sequenceId],
      );
      expect(saved).toMatchObject({ timezone: 'America/Chicago', caps_json: { daily_sequence_limit: 50 } });

      await drawer.getByRole('tab', { name: 'Analytics Dashboard' }).click();
      await expect(drawer.getByText('Total Lifetime').or(drawer.getByText(/^Error loading analytics/))).toBeVisible();
      await saveScreenshot(page, testInfo, `enrollment-analytics-${mode}`);
    });
  }
});
