import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

/** A banner image (the server checks SVGs for scripts and external references; this one has neither). */
const BANNER_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120" viewBox="0 0 600 120">' +
    '<rect width="600" height="120" fill="#1e3a8a"/>' +
    '<text x="300" y="72" font-family="Arial, sans-serif" font-size="32" fill="#ffffff" text-anchor="middle">Lead Automation Movers</text>' +
    '</svg>',
);
const DIVIDER = '<hr data-type="divider" style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">';

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

async function bodyHtml(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'HTML', exact: true }).click();
  const html = await page.getByRole('textbox', { name: 'HTML source' }).inputValue();
  await page.getByRole('button', { name: 'Visual', exact: true }).click();
  return html;
}

test.describe('template editor', () => {
  test('creates a template with every tool, saves, previews Rendered and Inlined, and sends a test', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
    await page.goto('/automation/templates/new');
    const editor = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close editor' }) });
    await expect(editor.getByTestId('save-state')).toHaveText('All changes saved');
    await expect(editor.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect(editor.getByLabel('Owner')).toHaveValue(new RegExp(DEMO_USERS.admin.displayName));
    await expect(editor.getByLabel('Test recipient')).toHaveValue(DEMO_USERS.admin.email);

    const name = `Browser template ${Date.now()}`;
    await editor.getByLabel('Name').fill(`  ${name}  `);
    await editor.getByLabel('Subject').fill('Your move with us');
    await expect(editor.getByTestId('save-state')).toHaveText('Unsaved changes');

    const body = editor.getByRole('textbox', { name: 'Template body' });
    await body.click();
    await page.keyboard.type('Hello ');

    // Merge variable chip from the grouped menu.
    await editor.getByRole('button', { name: 'Merge variables' }).click();
    await page.getByRole('menu').getByRole('menuitem').first().click();
    await expect(body.locator('.merge-tag-chip')).toHaveCount(1);
    await page.keyboard.type(', thanks for choosing us. ');

    // Link.
    await editor.getByRole('button', { name: 'Insert link' }).click();
    const link = page.getByRole('dialog', { name: 'Insert link' });
    await link.getByLabel('URL').fill('javascript:alert(1)');
    await link.getByRole('button', { name: 'Insert link' }).click();
    await expect(link.getByText('JavaScript and data URLs are not allowed')).toBeVisible();
    await link.getByLabel('URL').fill('http://movers.example.com/quote');
    await link.getByLabel('Link text (optional)').fill('Your quote');
    await link.getByRole('button', { name: 'Insert link' }).click();
    await expect(link).toBeHidden();

    // Image upload.
    await editor.getByRole('button', { name: 'Insert image' }).click();
    const image = page.getByRole('dialog', { name: 'Insert image' });
    await image.getByTestId('image-file-input').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: BANNER_SVG });
    await image.getByRole('button', { name: 'Upload and insert' }).click();
    await expect(image).toBeHidden();
    await expect(body.locator('img[width="600"]')).toHaveCount(1);

    // Preheader (a second one is refused) and divider.
    await editor.getByRole('button', { name: 'Insert preheader' }).click();
    const preheader = page.getByRole('dialog', { name: 'Insert preheader' });
    await preheader.getByLabel('Preheader text').fill('Your move is booked');
    await preheader.getByRole('button', { name: 'Insert preheader' }).click();
    await expect(preheader).toBeHidden();
    await editor.getByRole('button', { name: 'Insert preheader' }).click();
    await expect(toast(page, 'already has a preheader')).toBeVisible();
    await editor.getByRole('button', { name: 'Insert divider' }).click();

    const html = await bodyHtml(page);
    expect(html).toMatch(/^<div data-type="preheader">Your move is booked<\/div>/);
    expect(html).toMatch(/\{\{[^}]+\}\}/);
    expect(html).toMatch(/href="https:\/\/movers\.example\.com\/quote"[^>]*>Your quote</);
    expect(html).toMatch(/<img src="[^"]+" alt="logo" width="600">/);
    expect(html).toContain(DIVIDER);
    await saveScreenshot(page, testInfo, 'template-editor-edit-light');

    // Save with Ctrl+S: the route moves to the new id and the name is trimmed.
    await page.keyboard.press('Control+s');
    await expect(toast(page, 'Template saved')).toBeVisible();
    await expect(editor.getByTestId('save-state')).toHaveText('All changes saved');
    await expect(page).toHaveURL(/\/automation\/templates\/[0-9a-f-]{36}$/);
    await expect(editor.getByLabel('Name')).toHaveValue(name);
    await expect(editor.getByRole('textbox', { name: 'Template body' }).locator('.merge-tag-chip')).toHaveCount(1);

    // Preview: Rendered (server render of the saved template) then Inlined.
    await editor.getByRole('button', { name: 'Preview', exact: true }).click();
    const rendered = editor.frameLocator('iframe[title="Rendered preview"]');
    await expect(rendered.getByText('thanks for choosing us')).toBeVisible();
    await expect(editor.locator('iframe[title="Rendered preview"]')).toHaveAttribute('sandbox', '');
    await saveScreenshot(page, testInfo, 'template-editor-preview-light');
    await editor.getByRole('button', { name: 'Inlined', exact: true }).click();
    const inlined = editor.frameLocator('iframe[title="Inlined preview"]');
    await expect(inlined.getByText('thanks for choosing us')).toBeVisible();

    // Test send to the prefilled address.
    await editor.getByRole('button', { name: 'Send test email' }).click();
    const sent = toast(page, `Test email sent to ${DEMO_USERS.admin.email}`);
    await expect(sent).toBeVisible({ timeout: 20_000 });
    // The toast's action opens the caught message (toasts sit outside the modal, hence no role query).
    await sent.getByText('View in Sent mail').click();
    await expect(page).toHaveURL(/\/sent-mail\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sent mail' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Message' }).getByRole('heading', { name: 'Your move with us' })).toBeVisible();
  });

  test('edit and preview screenshots in dark mode', async ({ page }, testInfo) => {
    await presetTheme(page, 'dark');
    await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
    const status = (await (await page.request.get('/auth/status')).json()) as { csrf_token: string };
    const created = await page.request.post('/api/templates', {
      headers: { 'X-CSRF-Token': status.csrf_token },
      data: {
        name: `Dark template ${Date.now()}`,
        subject: 'Hello {{firstName}}',
        html: '<div data-type="preheader">See you soon</div><h2>Hello {{firstName}}</h2><p>Your move is confirmed.</p>' + DIVIDER + '<p>Kind regards</p>',
        text: 'Hello',
        tags: ['demo'],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    await page.goto(`/automation/templates/${id}`);
    const editor = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close editor' }) });
    await expect(editor.getByRole('textbox', { name: 'Template body' }).locator('.merge-tag-chip')).toHaveCount(1);
    await expect(editor.getByTestId('save-state')).toHaveText('All changes saved');
    await saveScreenshot(page, testInfo, 'template-editor-edit-dark');
    await editor.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(editor.frameLocator('iframe[title="Rendered preview"]').getByText('Your move is confirmed.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'template-editor-preview-dark');
  });
});
