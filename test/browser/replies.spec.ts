import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { createTemplate, csrf, sql } from './sequence-helpers';

/** A one-step sequence made through the API, with "Stop sequence on reply" on or off; answers its id. */
async function createSequence(page: Page, name: string, stopOnReply: boolean): Promise<string> {
  const template = await createTemplate(page, `${name} template`, 'About your move');
  const headers = await csrf(page);
  const sequence = await page.request.post('/api/sequences', {
    headers,
    data: { name, description: 'Recent Replies browser test', is_active: true, stop_on_reply: stopOnReply, stop_on_ooo: false, stop_on_bounce: true, reply_lookback_hours: 72 },
  });
  expect(sequence.ok()).toBe(true);
  const sequenceId = ((await sequence.json()) as { id: string }).id;
  const steps = await page.request.put(`/api/sequences/${sequenceId}/steps/v3`, { headers, data: { steps: [{ template_id: template, delay_seconds: 3600 }] } });
  expect(steps.ok()).toBe(true);
  return sequenceId;
}

/** A live run whose step 1 went out a minute ago (as the sender leaves it); answers the sent Message-ID. */
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
async function postReply(page: Page, token: string, from: string, id: string, inReplyTo: string, text: string): Promise<void> {
  const raw = `From: ${from}\r\nTo: sales@movingco.example\r\nSubject: Re: About your move\r\nMessage-ID: <${id}@example.com>\r\nIn-Reply-To: ${inReplyTo}\r\nDate: ${new Date().toUTCString()}\r\nContent-Type: text/plain\r\n\r\n${text}\r\n`;
  const response = await page.request.post('/api/mail/inbound', { headers: { authorization: `Bearer ${token}`, 'content-type': 'message/rfc822' }, data: Buffer.from(raw) });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { kind: string }).kind).toBe('human_reply');
}

test.describe('Recent Replies', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`lists replies posted to the inbound endpoint and opens one (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const stamp = Date.now();
      const minted = await page.request.post('/api/tokens', { headers: await csrf(page), data: { name: `replies ${mode} ${stamp}`, days: 1 } });
      expect(minted.ok()).toBe(true);
      const token = ((await minted.json()) as { token: string }).token;

      const stopping = await createSequence(page, `Replies stop ${mode} ${stamp}`, true);
      const keeping = await createSequence(page, `Replies keep ${mode} ${stamp}`, false);
      const annEmail = `ann.reply${stamp}@example.com`;
      const boEmail = `bo.reply${stamp}@example.com`;
      await postReply(page, token, `Ann Lee <${annEmail}>`, `ann-${mode}-${stamp}`, await sentRun(stopping, 'Ann', `Lee${stamp}`, annEmail), 'Yes, please call me tomorrow.');
      await postReply(page, token, `Bo Ray <${boEmail}>`, `bo-${mode}-${stamp}`, await sentRun(keeping, 'Bo', `Ray${stamp}`, boEmail), 'What does the move cost?');

      await page.goto('/ops/replies');
      await expect(page.getByRole('heading', { level: 1, name: 'Recent Replies' })).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Recent Replies' })).toBeVisible();
      await expect(page.getByLabel('Show replies from')).toHaveText('Last 7 days');
      for (const tile of ['Total Replies', 'Runs Stopped', 'Still Running']) await expect(page.getByTestId('reply-tile').filter({ hasText: tile })).toBeVisible();

      const ann = page.getByTestId('reply-row').filter({ hasText: annEmail });
      const bo = page.getByTestId('reply-row').filter({ hasText: boEmail });
      await expect(ann).toBeVisible();
      await expect(ann.getByText('Stopped by Reply')).toBeVisible();
      await expect(ann.getByText('Just now')).toBeVisible();
      await expect(ann.getByText(`Replies stop ${mode} ${stamp}`)).toBeVisible();
      await expect(bo.getByText('Running')).toBeVisible();
      await saveScreenshot(page, testInfo, `replies-${mode}`);

      await ann.getByText(`Ann Lee${stamp}`).click();
      const dialog = page.getByRole('dialog', { name: 'Reply Details' });
      await expect(dialog.getByText('Re: About your move')).toBeVisible();
      await expect(dialog.getByText('In-Reply-To header names our email')).toBeVisible();
      await expect(dialog.getByText('run stopped')).toBeVisible();
      await saveScreenshot(page, testInfo, `replies-message-${mode}`);
      await dialog.getByRole('button', { name: 'Close' }).click();

      await ann.getByRole('button', { name: 'View Run' }).click();
      const run = page.getByRole('dialog', { name: 'Run' });
      await expect(run.getByTestId('reply-run-explain')).toBeVisible();
      await run.getByRole('button', { name: 'Close' }).click();

      await page.getByLabel('Show replies from').click();
      await page.getByRole('option', { name: 'Last hour' }).click();
      await expect(ann).toBeVisible();
    });
  }
});
