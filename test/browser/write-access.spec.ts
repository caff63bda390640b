import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { createSequenceWithStep, sequenceCard } from './sequence-helpers';

/**
 * The write rule as staff meet it: on a sequence they do not own (an admin's) the switch, Edit
 * and Delete are disabled and say why; so are New Rule and the rule actions in its drawer. The Automation Run screens
 * typed in by URL answer with the not-allowed screen (OPS_FOR_ALL is off for these servers).
 */
test.describe('write access (staff)', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`someone else's sequence: controls disabled, with why (${mode})`, async ({ browser, page }, testInfo) => {
      const name = `Admin's ${mode} ${Date.now()}`;
      const admin = await browser.newContext();
      const adminPage = await admin.newPage();
      await signIn(adminPage, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      await createSequenceWithStep(adminPage, name);
      await admin.close();

      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      const card = await sequenceCard(page, name);

      await expect(card.getByRole('button', { name: "You don't have permission to change sequence state" })).toBeDisabled();
      await expect(card.getByRole('button', { name: 'Edit' })).toBeDisabled();
      const remove = card.getByRole('button', { name: 'Delete' });
      await expect(remove).toBeDisabled();
      await expect(card.getByRole('button', { name: 'Duplicate' })).toBeEnabled();
      await remove.locator('..').hover();
      await expect(page.getByRole('tooltip')).toHaveText("Delete: Only the sequence's owner or an admin can change it");
      await saveScreenshot(page, testInfo, `write-access-sequence-card-${mode}`);

      await card.getByRole('button', { name: 'Manage enrollments' }).click();
      const drawer = page.getByRole('presentation').filter({ has: page.getByRole('tab', { name: /Rules/ }) });
      await expect(drawer.getByRole('button', { name: 'New Rule' })).toBeDisabled();
      await drawer.getByRole('button', { name: 'New Rule' }).locator('..').hover();
      await expect(page.getByRole('tooltip')).toHaveText("Only the sequence's owner or an admin can change its rules");
      await saveScreenshot(page, testInfo, `write-access-rules-drawer-${mode}`);
    });
  }

  test('an Automation Run screen opened by URL shows the not-allowed screen', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await page.goto('/ops/deliveries');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByTestId('not-allowed-path')).toHaveText('/ops/deliveries');
  });
});
