import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { expectWithinWidth, horizontalOverflow } from './phone-layout';
import { createSequenceWithStep, openEnrollmentDrawer } from './sequence-helpers';

// An iPhone-sized phone (390 × 844 CSS px): the email side's screens touched for the hardening work.
test.use({ viewport: { width: 390, height: 844 } });

test.describe('email screens on a 390 px phone', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`Settings' sending limits, the New Rule dialog and Manual Assignment fit the screen (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);

      await page.goto('/settings');
      const limits = page.getByRole('heading', { level: 2, name: 'Sending limits' });
      await limits.scrollIntoViewIfNeeded();
      await expect(limits).toBeVisible();
      expect(await horizontalOverflow(page), 'Settings: horizontal overflow in px').toBeLessThanOrEqual(0);
      await saveScreenshot(page, testInfo, `phone-settings-sending-limits-${mode}`);

      const name = `Phone rules ${mode} ${Date.now()}`;
      await createSequenceWithStep(page, name);
      const drawer = await openEnrollmentDrawer(page, name);
      await drawer.getByRole('button', { name: 'New Rule' }).click();
      const rule = page.getByRole('dialog', { name: 'New Rule' });
      await expect(rule).toBeVisible();
      expect(await horizontalOverflow(page), 'New Rule: horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectWithinWidth(page, rule.getByRole('button', { name: 'Cancel' }), 'the dialog Cancel button');
      // Each field keeps a usable width (side by side they were squeezed to a few pixels and the hours hidden).
      for (const label of ['Start date', 'End date', 'Start hour', 'End hour', 'Timezone']) {
        const field = rule.getByLabel(new RegExp(`^${label}`)).first();
        await field.scrollIntoViewIfNeeded();
        await expectWithinWidth(page, field, label);
        expect((await field.boundingBox())!.width, `${label} width`).toBeGreaterThan(150);
      }
      await saveScreenshot(page, testInfo, `phone-enrollment-new-rule-${mode}`);
      await rule.getByRole('button', { name: 'Cancel' }).click();
      await expect(rule).toBeHidden();

      await drawer.getByRole('tab', { name: 'Manual Assignment' }).click();
      await drawer.getByRole('button', { name: 'Assign Contacts' }).click();
      const assign = page.getByRole('dialog', { name: `Manual Assignment - ${name}` });
      await expect(assign.getByText('Send window: Next available (respecting contact timezone)')).toBeVisible();
      await expect(assign.getByTestId('contact-row').first()).toBeVisible();
      expect(await horizontalOverflow(page), 'Manual Assignment: horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectWithinWidth(page, assign.getByRole('button', { name: /^Assign \d+ Contacts?$/ }), 'the Assign button');
      await saveScreenshot(page, testInfo, `phone-manual-assignment-${mode}`);
    });
  }
});
