import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';


interface TestSendAnswer {
  success: boolean;
  message_id?: string;
  subject?: string;
}

/** Sends a demo template as a test email to the signed-in admin, through the same call the editor makes. */
async function sendTestEmail(page: Page, subject: string): Promise<TestSendAnswer> {
  const status = (await (await page.request.get('/auth/status')).json()) as { csrf_token: string };
  const list = (await (await page.request.get('/api/templates?limit=50&include_body=true&q=Quote')).json()) as { data: Array<{ id: string; name: string; html: string }> };
  const template = list.data.find((item) => item.name === 'Quote follow-up');
  expect(template, 'the demo template Quote follow-up').toBeDefined();
  const response = await page.request.post(`/api/templates/${template?.id ?? ''}/test-send`, {
    headers: { 'X-CSRF-Token': status.csrf_token },
    data: { to_email: DEMO_USERS.admin.email, subject, html: `${template?.html ?? ''}<script>document.title = 'hacked'</script>`, text: 'Plain text part', inline_images: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TestSendAnswer;
}

test.describe('sent mail', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`shows a test email the catcher caught: list, sandboxed HTML, tabs, ?id= (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);

      // The browser server has no mail settings outside production, so the in-process catcher receives the mail.
      expect((await page.request.get('/api/mail/caught')).status()).toBe(200);

      // Two test emails, the second newer; the live engine may catch other mail of this worker's earlier specs meanwhile.
      const older = `Browser sent mail ${mode} earlier ${Date.now()}`;
      expect((await sendTestEmail(page, older)).success).toBe(true);
      const subject = `Browser sent mail ${mode} ${Date.now()}`;
      const sent = await sendTestEmail(page, subject);
      expect(sent.success).toBe(true);

      // From Settings, the link to Sent mail.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('link', { name: 'Open Sent mail' }).click();
      await expect(page).toHaveURL(/\/sent-mail$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sent mail' })).toBeVisible();

      const list = page.getByRole('list', { name: 'Caught messages' });
      const item = list.getByRole('button', { name: new RegExp(subject) });
      await expect(item).toBeVisible();
      await expect(list.getByRole('button', { name: new RegExp(older) })).toBeVisible();
      // Newest first: the message just sent is listed above the one sent before it, and the list opens on its head.
      const order = await list.getByRole('button').allTextContents();
      expect(order.findIndex((text) => text.includes(subject))).toBeLessThan(order.findIndex((text) => text.includes(older)));
      const message = page.getByRole('region', { name: 'Message' });
      const headSubject = /^(.+?)From /.exec(order[0] ?? '')?.[1];
      expect(headSubject, 'the subject of the newest caught message').toBeTruthy();
      await expect(message.getByRole('heading', { name: headSubject, exact: true })).toBeVisible();
      await item.click();
      await expect(message.getByRole('heading', { name: subject })).toBeVisible();

      // The HTML as sent, in a frame where scripts do not run.
      const frame = page.getByTitle('Message HTML');
      await expect(frame).toHaveAttribute('sandbox', '');
      await expect(page.frameLocator('iframe[title="Message HTML"]').locator('body')).toContainText(/\S/);
      await saveScreenshot(page, testInfo, `sent-mail-${mode}`);

      await page.getByRole('tab', { name: 'Text' }).click();
      await expect(page.getByLabel('Message text')).toContainText('Plain text part');
      await page.getByRole('tab', { name: 'Headers' }).click();
      await expect(page.getByRole('table', { name: 'Message headers' }).getByRole('cell', { name: 'Subject', exact: true })).toBeVisible();
      await page.getByRole('tab', { name: 'Raw source' }).click();
      await expect(page.getByLabel('Raw source')).toContainText('Subject:');

      // The editor's test-send notification links by Message-ID.
      if (sent.message_id) {
        await page.goto(`/sent-mail?id=${encodeURIComponent(sent.message_id)}`);
        await expect(page.getByRole('region', { name: 'Message' }).getByRole('heading', { name: subject })).toBeVisible();
      }

      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(item).toBeVisible();
    });
  }

  test('Clear removes every caught message', async ({ page }) => {
    await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
    await sendTestEmail(page, `Browser clear ${Date.now()}`);
    await page.goto('/sent-mail');
    await expect(page.getByRole('list', { name: 'Caught messages' }).getByRole('button').first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByText('No caught messages')).toBeVisible();
    await expect(page.getByText(/^Cleared \d+ messages?$/)).toBeVisible();
  });
});
