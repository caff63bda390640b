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
      await expect(row.getByText('Active')).toBeVisible();
      await expect(row.getByRole('button', { name: 'Pause' })).toBeVisible();
      await saveScreenshot(page, testInfo, `enrollment-rules-${mode}`);

      await drawer.getByRole('tab', { name: 'Analytics Dashboard' }).click();
      await expect(drawer.getByText('Total Lifetime').or(drawer.getByText(/^Error loading analytics/))).toBeVisible();
      await saveScreenshot(page, testInfo, `enrollment-analytics-${mode}`);
    });
  }
});
