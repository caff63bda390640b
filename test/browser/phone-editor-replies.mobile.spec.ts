import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { expectAddressWrapsAtAtOrDots, expectWithinWidth, horizontalOverflow } from './phone-layout';
import { createSequenceWithStep, createTemplate, csrf, sql } from './sequence-helpers';

// An iPhone-sized phone (390 × 844 CSS px), narrower than the project's Pixel 7.
test.use({ viewport: { width: 390, height: 844 } });

/** A live run of the sequence whose step 1 went out a minute ago; answers the sent Message-ID. */
async function sentRun(sequenceId: string, first: string, last: string, email: string): Promise<string> {
  const [contact] = await sql<{ id: string }>(`INSERT INTO contacts (email, first_name, last_name, consent_status) VALUES ($1, $2, $3, 'opted_in') RETURNING id`, [email, first, last]);
  const [run] = await sql<{ id: string }>(
    `INSERT INTO sequence_enrollments (sequence_id, contact_id, status, current_step, next_run_at, last_sent_at)
     VALUES ($1, $2, 'active', 1, now() + interval '1 hour', now() - interval '1 minute') RETURNING id`,
    [sequenceId, contact!.id],
  );
  const messageId = `<sent-${run!.id}@movingco.example>`;
  await sql(
    `INSERT INTO deliveries (kind, idempotency_key, contact_id, sequence_id, enrollment_id, step_order, to_email, from_email, subject, provider, message_id, status, sent_at)
     VALUES ('sequence', 'seq:' || $1::text || ':1', $2, $3, $1::uuid, 1, $4, 'alex.admin@movingco.example', 'About your move', 'smtp', $5, 'sent', now() - interval '1 minute')`,
    [run!.id, contact!.id, sequenceId, email, messageId],
  );
  return messageId;
}

/** Posts one raw reply to the inbound mail endpoint with an API token. */
async function postReply(page: Page, token: string, from: string, id: string, inReplyTo: string): Promise<void> {
  const raw = `From: ${from}\r\nTo: sales@movingco.example\r\nSubject: Re: About your move\r\nMessage-ID: <${id}@example.com>\r\nIn-Reply-To: ${inReplyTo}\r\nDate: ${new Date().toUTCString()}\r\nContent-Type: text/plain\r\n\r\nYes, please call me tomorrow.\r\n`;
  const response = await page.request.post('/api/mail/inbound', { headers: { authorization: `Bearer ${token}`, 'content-type': 'message/rfc822' }, data: Buffer.from(raw) });
  expect(response.status()).toBe(200);
}

test.describe('template editor and Recent Replies on a 390 px phone', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`the editor keeps its name and Save in view (${mode})`, async ({ page }, testInfo) => {
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const name = `Spring move follow-up for Austin ${mode} ${Date.now()}`;
      const id = await createTemplate(page, name);
      await page.goto(`/automation/templates/${id}`);
      const editor = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close editor' }) });
      await editor.getByLabel('Subject').fill('Your move with us');
      await expect(editor.getByTestId('save-state')).toHaveText('Unsaved changes');

      const title = editor.getByRole('heading', { level: 2, name });
      await expect(title).toBeVisible();
      expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), 'the name is not cut off').toBe(true);
      const save = editor.getByRole('button', { name: 'Save', exact: true });
      await expect(save).toBeEnabled();
      await expectWithinWidth(page, save, 'Save');
      await expectWithinWidth(page, editor.getByRole('group', { name: 'Editor mode' }), 'Edit | Preview');
      await expectWithinWidth(page, editor.getByTestId('save-state'), 'the saved indicator');
      const titleBox = (await title.boundingBox())!;
      const saveBox = (await save.boundingBox())!;
      expect(saveBox.y, 'Save is below the name').toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
      const indicatorBox = (await editor.getByTestId('save-state').boundingBox())!;
      expect(Math.abs(saveBox.y + saveBox.height / 2 - (indicatorBox.y + indicatorBox.height / 2)), 'the indicator, Edit | Preview and Save share one row').toBeLessThan(8);
      await saveScreenshot(page, testInfo, `phone-template-editor-${mode}`);
    });

    test(`Recent Replies keeps View Run in view and wraps addresses at @ and dots (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const stamp = Date.now();
      const minted = await page.request.post('/api/tokens', { headers: await csrf(page), data: { name: `phone replies ${mode} ${stamp}`, days: 1 } });
      expect(minted.ok()).toBe(true);
      const token = ((await minted.json()) as { token: string }).token;
      const sequence = await createSequenceWithStep(page, `Phone replies ${mode} ${stamp}`);
      const email = `annabelle.leighton${stamp}@movers-of-austin.example`;
      await postReply(page, token, `Annabelle Leighton <${email}>`, `phone-${mode}-${stamp}`, await sentRun(sequence, 'Annabelle', `Leighton${stamp}`, email));

      await page.goto('/ops/replies');
      await expect(page.getByRole('heading', { level: 1, name: 'Recent Replies' })).toBeVisible();
      const row = page.getByTestId('reply-row').filter({ hasText: `Leighton${stamp}` });
      await expect(row).toBeVisible();
      expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectWithinWidth(page, row.getByRole('button', { name: 'View Run' }), 'View Run');

      // Every line of the address starts at its beginning, an '@' or a '.': never inside a word.
      await expectAddressWrapsAtAtOrDots(row.getByTestId('reply-contact-email'));
      await saveScreenshot(page, testInfo, `phone-recent-replies-${mode}`);
    });
  }
});

test.describe('sequence designer: leaving with unsaved changes (desktop)', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  for (const mode of ['light', 'dark'] as const) {
    test(`a sidebar link asks first; Stay keeps the edits, Leave goes (${mode})`, async ({ page }, testInfo) => {
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const name = `Leave check ${mode} ${Date.now()}`;
      const id = await createSequenceWithStep(page, name);
      await page.goto(`/automation/sequences/${id}/designer`);
      const nameField = page.getByLabel(/^Name/);
      await expect(nameField).toHaveValue(name);
      await nameField.fill(`${name} renamed`);
      await expect(page.getByTestId('save-state')).toContainText('Unsaved changes');

      const templates = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' });
      await templates.click();
      const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Your changes to this sequence will be lost.');
      await expect(page).toHaveURL(new RegExp(`/automation/sequences/${id}/designer$`));
      await saveScreenshot(page, testInfo, `sequence-designer-leave-dialog-${mode}`);

      await dialog.getByRole('button', { name: 'Stay' }).click();
      await expect(dialog).toBeHidden();
      await expect(nameField).toHaveValue(`${name} renamed`);

      await templates.click();
      await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL(/\/automation\/templates$/);
      await expect(page.getByRole('heading', { level: 1, name: /Templates/ })).toBeVisible();
    });
  }
});
