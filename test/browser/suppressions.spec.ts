import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

test.describe('Suppression List', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`lists, searches, adds and removes addresses (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const stamp = Date.now();
      const email = `suppressed.${mode}.${stamp}@example.com`;

      await page.goto('/ops/suppressions');
      await expect(page.getByRole('heading', { level: 1, name: 'Suppression List' })).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Suppression List' })).toBeVisible();

      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const add = page.getByRole('dialog', { name: 'Add to Suppression List' });
      await add.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(add.getByText('Enter an email address')).toBeVisible();
      await add.getByLabel('Email').fill(email);
      await add.getByLabel('Reason').fill('Asked by phone not to be emailed');
      await add.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByText(`${email} added to the suppression list`)).toBeVisible();
      await expect(add).toBeHidden();

      await page.getByLabel('Search email').fill(`${mode}.${stamp}`);
      const row = page.getByTestId('suppression-row').filter({ hasText: email });
      await expect(row).toBeVisible();
      await expect(page.getByTestId('suppression-row')).toHaveCount(1);
      await expect(row.getByText('Added by hand')).toBeVisible();
      await expect(row.getByText(DEMO_USERS.admin.email)).toBeVisible();
      await saveScreenshot(page, testInfo, `suppressions-${mode}`);

      await row.getByRole('button', { name: `Remove ${email}` }).click();
      const remove = page.getByRole('dialog', { name: 'Remove from Suppression List' });
      await remove.getByLabel('Reason').fill('Added by mistake');
      await saveScreenshot(page, testInfo, `suppressions-remove-${mode}`);
      await remove.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(page.getByText(`${email} removed from the suppression list`)).toBeVisible();
      await expect(page.getByText('No suppressed address matches the search')).toBeVisible();
    });

    test(`the public unsubscribe page for a bad link says only that it is not valid (${mode})`, async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme: mode });
      const response = await page.goto('/unsubscribe/not-a-valid-token');
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
      await expect(page.locator('form')).toHaveCount(0);
      await saveScreenshot(page, testInfo, `unsubscribe-invalid-${mode}`);
    });
  }
});
