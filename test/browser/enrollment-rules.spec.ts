import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { createSequenceWithStep, openEnrollmentDrawer } from './sequence-helpers';

test.describe('enrollment rules', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`creates a rule, previews it and starts it (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      const name = `Rules ${mode} ${Date.now()}`;
      await createSequenceWithStep(page, name);
      const drawer = await openEnrollmentDrawer(page, name);
      await expect(drawer.getByRole('tab', { name: 'Rules (0)' })).toBeVisible();

      await drawer.getByRole('button', { name: 'New Rule' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Rule' });
      await dialog.getByRole('button', { name: 'Create Rule' }).click();
      await expect(page.getByText('Name and start date are required')).toBeVisible();
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

      await drawer.getByRole('tab', { name: 'Analytics Dashboard' }).click();
      await expect(drawer.getByText('Total Lifetime').or(drawer.getByText(/^Error loading analytics/))).toBeVisible();
      await saveScreenshot(page, testInfo, `enrollment-analytics-${mode}`);
    });
  }
});
