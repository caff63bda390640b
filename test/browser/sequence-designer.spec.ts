import type { Locator, Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

interface CaughtList {
  data: Array<{ id: string; subject: string | null; to: string[]; date: string }>;
}

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const step = (page: Page, order: number) => page.getByRole('article', { name: `Step ${order}` });

/** Chooses a demo template in a step's picker by searching its name. */
async function pickTemplate(page: Page, card: Locator, name: string): Promise<void> {
  const picker = card.getByRole('combobox', { name: /^Template/ });
  await picker.click();
  await picker.fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).first().click();
  await expect(picker).toHaveValue(name);
}

async function csrf(page: Page): Promise<string> {
  return ((await (await page.request.get('/auth/status')).json()) as { csrf_token: string }).csrf_token;
}

/** A sequence with two steps on demo templates, made through the API (for the screenshot runs). */
async function createSequence(page: Page, name: string): Promise<string> {
  const token = await csrf(page);
  const templates = (await (await page.request.get('/api/templates?limit=50')).json()) as { data: Array<{ id: string; name: string }> };
  const idOf = (templateName: string) => templates.data.find((template) => template.name === templateName)?.id ?? null;
  const created = await page.request.post('/api/sequences', {
    headers: { 'X-CSRF-Token': token },
    data: { name, description: 'Follows up on a quote, then reminds the customer before the move', stop_on_reply: true, reply_lookback_hours: 48 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { sequence: { id: string } }).sequence.id;
  const saved = await page.request.put(`/api/sequences/${id}/steps/v3`, {
    headers: { 'X-CSRF-Token': token },
    data: {
      steps: [
        { type: 'email', template_id: idOf('Quote follow-up'), delay_seconds: 0 },
        { type: 'email', template_id: idOf('Move date reminder'), delay_seconds: 0, wait_until: { anchor: 'move_date', offset_days: -2, send_hour: 9 } },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return id;
}

test.describe('sequence designer', () => {
  test('creates a sequence with two steps, reorders them (autosaved), saves and sends a test', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName, '/automation/sequences/new/designer');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Sequence' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect(page.getByText('No steps yet')).toBeVisible();
    await expect(page.getByLabel('Test Email Address')).toHaveValue(DEMO_USERS.admin.email);
    await expect(page.getByText('Add at least one step to enable test sending')).toBeVisible();

    const name = `Browser sequence ${Date.now()}`;
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel('Description').fill('Quote follow-up, then a move reminder');
    await page.getByRole('button', { name: 'Add Step' }).click();
    await expect(page.getByText('Select a template for the first step to enable test sending')).toBeVisible();
    await pickTemplate(page, step(page, 1), 'Quote follow-up');
    await page.getByRole('button', { name: 'Add Step' }).click();
    await pickTemplate(page, step(page, 2), 'Move date reminder');
    await step(page, 2).getByLabel('Delay After Previous Step').fill('2');
    await step(page, 2).getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'Hours' }).click();
    await expect(step(page, 2).getByTestId('step-delay')).toHaveText('After 2 hours');
    await expect(page.getByRole('heading', { name: 'Steps (2)' })).toBeVisible();

    // Save: the new sequence is created, its steps saved, and the designer moves to its id.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Sequence created')).toBeVisible();
    await expect(page).toHaveURL(/\/automation\/sequences\/[0-9a-f-]{36}\/designer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Sequence' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Steps (2)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

    // Reorder: the reminder moves first; the steps are saved on their own a second later.
    await step(page, 2).getByRole('button', { name: 'Move up' }).click();
    await expect(step(page, 1).getByTestId('step-delay')).toHaveText('After 2 hours');
    await expect(step(page, 2).getByTestId('step-delay')).toHaveText('Immediately');
    await expect(toast(page, 'Steps autosaved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

    // A field edit, then Save.
    await page.getByLabel('Stop sequence on reply').check();
    await expect(page.getByLabel('Reply lookback')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Sequence saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

    // The order survives a reload.
    await page.reload();
    await expect(step(page, 1)).toBeVisible();
    await step(page, 1).getByRole('button', { name: 'Expand' }).click();
    await expect(step(page, 1).getByRole('combobox', { name: /^Template/ })).toHaveValue('Move date reminder');
    // The body is shown as HTML in a sandboxed frame, its placeholders marked.
    await expect(step(page, 1).getByRole('region', { name: 'Template preview' }).frameLocator('iframe[title="Template body"]').locator('mark').first()).toBeVisible();
    await page.mouse.move(0, 0);
    // The step's expand animation has finished (MUI marks the Collapse 'entered'), so the full-page capture measures
    // the final height.
    await expect(step(page, 1).locator('.MuiCollapse-entered')).toHaveCount(1);
    await saveScreenshot(page, testInfo, 'sequence-designer-light');

    // Test send of the first step (the reminder) with test mode, caught by the mail catcher.
    const before = Date.now();
    await page.getByLabel('Test Mode (adds nonce to idempotency key)').check();
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(toast(page, 'Test email sent successfully!')).toBeVisible({ timeout: 20_000 });
    const result = page.getByRole('status', { name: 'Test send result' });
    await expect(result).toContainText(DEMO_USERS.admin.email);
    await expect(result.getByRole('link', { name: 'View in Outbox' })).toHaveAttribute('href', '/ops/outbox');
    await expect
      .poll(async () => {
        const caught = (await (await page.request.get('/api/mail/caught')).json()) as CaughtList;
        return caught.data.some(
          (mail) => (mail.subject ?? '').startsWith('Reminder: your move on') && mail.to.includes(DEMO_USERS.admin.email) && Date.parse(mail.date) >= before - 5_000,
        );
      }, { timeout: 15_000 })
      .toBe(true);

    // The detail page: overview figures, then the history with the save and the send.
    const id = /sequences\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
    await page.goto(`/automation/sequences/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByLabel('Total Steps')).toHaveText('2');
    await expect(page.getByLabel('Completion Rate')).toHaveText('0%');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByTestId('history-row').first()).toBeVisible();
    await expect(page.getByTestId('history-row').filter({ hasText: /Steps saved/ }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Designer' }).click();
    await expect(page).toHaveURL(new RegExp(`/automation/sequences/${id}/designer$`));
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`designer, detail tabs and the older designer screenshots (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const name = `Screenshot sequence ${mode} ${Date.now()}`;
      const id = await createSequence(page, name);

      await page.goto(`/automation/sequences/${id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByTestId('overview-step')).toHaveCount(2);
      await expect(page.getByTestId('overview-step').first()).toContainText('Quote follow-up');
      await saveScreenshot(page, testInfo, `sequence-detail-overview-${mode}`);
      await page.getByRole('tab', { name: 'History' }).click();
      await expect(page.getByTestId('history-row').first()).toBeVisible();
      await saveScreenshot(page, testInfo, `sequence-detail-history-${mode}`);

      await page.getByRole('tab', { name: 'Designer' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Sequence' })).toBeVisible();
      await step(page, 2).getByRole('button', { name: 'Expand' }).click();
      await expect(step(page, 2).getByText('Send 2 days before the move date at 9:00').first()).toBeVisible();
      await expect(step(page, 2).getByRole('region', { name: 'Template preview' })).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(step(page, 2).locator('.MuiCollapse-entered')).toHaveCount(1);
      if (mode === 'dark') await saveScreenshot(page, testInfo, 'sequence-designer-dark');

      await page.goto('/automation/sequences/new/designer');
      await expect(page.getByText('No steps yet')).toBeVisible();
      await saveScreenshot(page, testInfo, `sequence-designer-new-${mode}`);

      await page.goto('/ops/designer');
      await expect(page.getByRole('heading', { level: 1, name: 'Sequence Designer' })).toBeVisible();
      const card = page.getByRole('article', { name });
      await expect(card.getByTestId('legacy-step')).toHaveCount(2);
      await expect(card.getByTestId('legacy-step').nth(1)).toContainText('Send 2 days before the move date at 9:00');
      await saveScreenshot(page, testInfo, `sequence-designer-legacy-${mode}`);
      await card.getByRole('button', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog.getByRole('button', { name: 'Send Test' })).toBeDisabled();
      await dialog.getByLabel('Test Email Address').fill(DEMO_USERS.admin.email);
      await dialog.getByRole('button', { name: 'Send Test' }).click();
      await expect(toast(page, 'Test email sent successfully!')).toBeVisible({ timeout: 20_000 });
      await saveScreenshot(page, testInfo, `sequence-designer-legacy-dialog-${mode}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  }
});
