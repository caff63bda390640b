import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { createSequenceWithStep, openEnrollmentDrawer } from './sequence-helpers';

test.describe('manual assignment', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`finds a contact, assigns it and lists it under Recent Enrollments (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      const stamp = Date.now();
      const email = `assign.${mode}.${stamp}@example.com`;
      const status = (await (await page.request.get('/auth/status')).json()) as { csrf_token: string };
      const lead = await page.request.post('/api/opportunities', {
        headers: { 'X-CSRF-Token': status.csrf_token },
        data: { customer_name: `Quinn Assign${stamp}`, customer_email: email, lead_source: 'manual', origin_address: '500 E 7th St, Austin, TX 78701' },
      });
      expect(lead.ok()).toBe(true);
      const name = `Assign ${mode} ${stamp}`;
      await createSequenceWithStep(page, name);
      const drawer = await openEnrollmentDrawer(page, name);

      await drawer.getByRole('tab', { name: 'Manual Assignment' }).click();
      await drawer.getByRole('button', { name: 'Assign Contacts' }).click();
      const dialog = page.getByRole('dialog', { name: `Manual Assignment - ${name}` });
      await expect(dialog.getByText('Send window: Next available (respecting contact timezone)')).toBeVisible();
      await dialog.getByLabel('Consent status').click();
      await page.getByRole('option', { name: 'Any' }).click();
      await dialog.getByLabel('Search contacts').fill(`Assign${stamp}`);
      const row = dialog.getByTestId('contact-row').filter({ hasText: email });
      await expect(row).toBeVisible();
      await expect(dialog.getByTestId('contact-row')).toHaveCount(1);
      await row.getByRole('checkbox').check();
      await saveScreenshot(page, testInfo, `enrollment-assign-dialog-${mode}`);
      await dialog.getByRole('button', { name: 'Assign 1 Contact' }).click();
      await expect(page.getByText(/^Successfully assigned 1 contacts/)).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 5_000 });

      await drawer.getByRole('tab', { name: /^Recent Enrollments/ }).click();
      const enrolled = drawer.getByTestId('enrollment-row').filter({ hasText: email });
      await expect(enrolled).toBeVisible();
      await saveScreenshot(page, testInfo, `enrollment-recent-${mode}`);
    });
  }
});
