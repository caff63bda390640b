import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

/** State-changing API calls as the signed-in user carry the session's CSRF token. */
async function csrf(page: Page): Promise<Record<string, string>> {
  const status = (await (await page.request.get('/auth/status')).json()) as { csrf_token: string };
  return { 'X-CSRF-Token': status.csrf_token };
}

/** A sequence with one email step (template on step 1), created through the API. */
async function createSequenceWithStep(page: Page, name: string): Promise<string> {
  const headers = await csrf(page);
  const template = await page.request.post('/api/templates', {
    headers,
    data: { name: `${name} template`, subject: 'About your move', html: '<p>Hello {{firstName}}</p>', text: 'Hello', tags: ['browser-test'] },
  });
  expect(template.status()).toBe(201);
  const templateId = ((await template.json()) as { data: { id: string } }).data.id;
  const sequence = await page.request.post('/api/sequences', {
    headers,
    data: { name, description: 'Browser test sequence', is_active: true, stop_on_reply: false, stop_on_ooo: false, stop_on_bounce: true, reply_lookback_hours: 72 },
  });
  expect(sequence.ok()).toBe(true);
  const sequenceId = ((await sequence.json()) as { id: string }).id;
  const steps = await page.request.put(`/api/sequences/${sequenceId}/steps/v3`, { headers, data: { steps: [{ template_id: templateId, delay_seconds: 3600 }] } });
  expect(steps.ok()).toBe(true);
  return sequenceId;
}

/** Opens the enrollment drawer from the sequence's card on the sequence list. */
async function openEnrollmentDrawer(page: Page, name: string) {
  await page.goto('/automation/sequences');
  const card = page.getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: /manage enrollments/i }).click();
  const drawer = page.getByRole('region', { name: `Enrollment Rules - ${name}` });
  await expect(drawer.getByText(`Enrollment Rules - ${name}`)).toBeVisible();
  return drawer;
}


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
