import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';


/** Creates a template through the API as the signed-in user (state-changing calls carry the session's CSRF token). */
async function createTemplate(page: Page, name: string): Promise<string> {
  const status = (await (await page.request.get('/auth/status')).json()) as { csrf_token: string };
  const response = await page.request.post('/api/templates', {
    headers: { 'X-CSRF-Token': status.csrf_token },
    data: { name, subject: 'Checking in about your move', html: '<p>Hello {{firstName}}</p>', text: 'Hello', tags: ['browser-test'] },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('templates list', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`lists the demo templates, searches, and the picker opens one in the editor (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
      await expect(page).toHaveURL(/\/automation\/templates$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible();
      // Other specs add templates of their own, so each demo template is found by name rather than on page 1.
      const search = page.getByRole('searchbox', { name: 'Search templates' });
      for (const name of ['Quote follow-up', 'Move date reminder', 'We tried to call you', 'Review request']) {
        await search.fill(name);
        await expect(card(page, name)).toBeVisible();
      }
      await search.fill('Quote follow-up');
      await expect(card(page, 'Quote follow-up').getByText(/^Updated /)).toBeVisible();
      await search.fill('');
      await saveScreenshot(page, testInfo, `templates-list-${mode}`);

      await search.fill('reminder');
      await expect(card(page, 'Quote follow-up')).toBeHidden();
      await expect(card(page, 'Move date reminder')).toBeVisible();
      await search.fill('no template is called this');
      await expect(page.getByText('No templates match your search')).toBeVisible();
      await search.fill('review');
      await expect(card(page, 'Review request')).toBeVisible();

      // The Open template finder: search in the picker, choose, and the editor opens over the list.
      const finder = page.getByRole('combobox', { name: 'Open template' });
      await finder.click();
      await finder.fill('Review');
      const option = page.getByRole('option', { name: /Review request/ });
      await expect(option).toBeVisible();
      await expect(option.getByText(/^ID [0-9a-f-]{36}$/)).toBeVisible();
      await expect(option.getByText(/^Created /)).toBeVisible();
      // The search has settled: only the match is offered.
      await expect(page.getByRole('option')).toHaveCount(1);
      if (mode === 'light') await saveScreenshot(page, testInfo, 'template-picker-light');
      await option.click();
      await expect(page).toHaveURL(/\/automation\/templates\/[0-9a-f-]{36}$/);
      const editor = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close editor' }) });
      await expect(editor.getByLabel('Name')).toHaveValue('Review request');
      await editor.getByRole('button', { name: 'Close editor' }).click();
      await expect(page).toHaveURL(/\/automation\/templates$/);
      await expect(card(page, 'Review request')).toBeVisible();
    });
  }

  test('delete asks "Are you sure ..." with the exact name, then the template is gone', async ({ page }) => {
    await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
    const name = `Browser delete ${Date.now()}`;
    await createTemplate(page, name);
    await page.goto('/automation/templates');
    await page.getByRole('searchbox', { name: 'Search templates' }).fill(name);
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, name).getByText('browser-test')).toBeVisible();

    await card(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Are you sure you want to delete "${name}"? This action cannot be undone.`, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page, name)).toBeVisible();

    await card(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Template deleted')).toBeVisible();
    await expect(page.getByText('No templates match your search')).toBeVisible();
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search templates' }).fill(name);
    await expect(page.getByText('No templates match your search')).toBeVisible();
  });

  test('/automation/templates/new opens the editor for a new template over the list; /templates redirects', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await page.goto('/automation/templates/new');
    const editor = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close editor' }) });
    await expect(editor.getByLabel('Name')).toHaveValue('');
    await editor.getByRole('button', { name: 'Close editor' }).click();
    await expect(page).toHaveURL(/\/automation\/templates$/);
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto('/templates');
    await expect(page).toHaveURL(/\/automation\/templates$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible();
  });
});
