import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { createSequenceWithStep, createTemplate, sequenceCard } from './sequence-helpers';

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

  test("someone else's sequence and template opened by URL: Open Designer and Save disabled, with why; one's own saves", async ({ browser, page }, testInfo) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
    const theirs = await createSequenceWithStep(adminPage, `Admin's by URL ${stamp}`);
    const theirTemplate = await createTemplate(adminPage, `Admin's template ${stamp}`);
    await admin.close();

    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await page.goto(`/automation/sequences/${theirs}`);
    const open = page.getByRole('button', { name: 'Open Designer' });
    await expect(open).toBeDisabled();
    await open.locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText("Open Designer: Only the sequence's owner or an admin can change it");

    await page.goto(`/automation/sequences/${theirs}/designer`);
    await page.getByLabel('Description').fill('Changed by staff');
    await expect(page.getByTestId('save-state')).toContainText('Unsaved changes');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save & Close' })).toBeDisabled();
    await save.locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText("Save: Only the sequence's owner or an admin can change it");
    await saveScreenshot(page, testInfo, 'write-access-designer-light');

    await page.goto(`/automation/templates/${theirTemplate}`);
    const editor = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close editor' }) });
    await editor.getByLabel('Subject').fill('Changed by staff');
    await expect(editor.getByTestId('save-state')).toHaveText('Unsaved changes');
    const saveTemplate = editor.getByRole('button', { name: 'Save', exact: true });
    await expect(saveTemplate).toBeDisabled();
    await saveTemplate.locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText("Save: Only the template's owner or an admin can change it");

    // The staff user's own sequence: the designer saves.
    const mine = await createSequenceWithStep(page, `Staff's own ${stamp}`);
    await page.goto(`/automation/sequences/${mine}`);
    await expect(page.getByRole('link', { name: 'Open Designer' })).toBeVisible();
    await page.goto(`/automation/sequences/${mine}/designer`);
    await page.getByLabel('Description').fill('Changed by its owner');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Sequence saved' })).toBeVisible();
  });

  test('an Automation Run screen opened by URL shows the not-allowed screen', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await page.goto('/ops/deliveries');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByTestId('not-allowed-path')).toHaveText('/ops/deliveries');
  });
});
