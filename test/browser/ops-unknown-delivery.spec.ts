import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { createTemplate, csrf, sql } from './sequence-helpers';

/** A sequence with two email steps an hour apart, made through the API; answers its id. */
async function createTwoStepSequence(page: Page, name: string): Promise<string> {
  const first = await createTemplate(page, `${name} first`, 'About your move');
  const second = await createTemplate(page, `${name} second`, 'Still moving?');
  const headers = await csrf(page);
  const sequence = await page.request.post('/api/sequences', {
    headers,
    data: { name, description: 'Unknown delivery browser test', is_active: true, stop_on_reply: false, stop_on_ooo: false, stop_on_bounce: true, reply_lookback_hours: 72 },
  });
  expect(sequence.ok()).toBe(true);
  const sequenceId = ((await sequence.json()) as { id: string }).id;
  const steps = await page.request.put(`/api/sequences/${sequenceId}/steps/v3`, {
    headers,
    data: { steps: [{ template_id: first, delay_seconds: 3600 }, { template_id: second, delay_seconds: 3600 }] },
  });
  expect(steps.ok()).toBe(true);
  return sequenceId;
}

/**
 * A run whose step 1 was attempted ten minutes ago by a worker that died mid-call, as the engine leaves it once the
 * provider cannot confirm the send: the delivery `unknown`, the run paused as `delivery_unknown` for an operator.
 */
async function unknownDelivery(sequenceId: string, first: string, last: string, email: string): Promise<{ runId: string; deliveryId: string }> {
  const [contact] = await sql<{ id: string }>(`INSERT INTO contacts (email, first_name, last_name, consent_status) VALUES ($1, $2, $3, 'opted_in') RETURNING id`, [email, first, last]);
  const [run] = await sql<{ id: string }>(
    `INSERT INTO sequence_enrollments (sequence_id, contact_id, status, current_step, next_run_at, hold_reason, hold_detail, pause_reason)
     VALUES ($1, $2, 'paused', 1, now() - interval '11 minutes', 'delivery_unknown',
             'An earlier send of this step could not be confirmed; an operator decides whether it went out',
             'An earlier send of this step could not be confirmed; an operator decides whether it went out') RETURNING id`,
    [sequenceId, contact!.id],
  );
  const [delivery] = await sql<{ id: string }>(
    `INSERT INTO deliveries (kind, idempotency_key, contact_id, sequence_id, enrollment_id, step_order, to_email, from_email, subject, provider, message_id,
                             status, error, mailbox, attempts, attempt_started_at)
     VALUES ('sequence', 'seq:' || $1::text || ':1', $2, $3, $1::uuid, 1, $4, 'alex.admin@movingco.example', 'About your move', 'smtp',
             '<unknown-' || $1::text || '@movingco.example>', 'unknown', 'The send was interrupted and the provider cannot confirm whether it went out',
             'alex.admin@movingco.example', 1, now() - interval '10 minutes') RETURNING id`,
    [run!.id, contact!.id, sequenceId, email],
  );
  await sql(`UPDATE sequence_enrollments SET last_error = 'Delivery ' || $2::text || ': outcome unknown' WHERE id = $1`, [run!.id, delivery!.id]);
  return { runId: run!.id, deliveryId: delivery!.id };
}

/** Searches Email Deliveries for one address (the search goes out on submit). */
async function searchFor(page: Page, email: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('delivery-row').filter({ hasText: email })).toHaveCount(1);
}

test.describe('Email Deliveries: resolving an unknown delivery', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`an admin marks one unknown delivery sent and another not sent (send again) (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const stamp = Date.now();
      const sequenceId = await createTwoStepSequence(page, `Unknown sends ${mode} ${stamp}`);
      const annEmail = `ann.unknown${stamp}@example.com`;
      const boEmail = `bo.unknown${stamp}@example.com`;
      const ann = await unknownDelivery(sequenceId, 'Ann', `Unknown${stamp}`, annEmail);
      const bo = await unknownDelivery(sequenceId, 'Bo', `Unknown${stamp}`, boEmail);

      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Deliveries' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Email Deliveries' })).toBeVisible();

      // Ann: it did go out.
      await searchFor(page, annEmail);
      const annRow = page.getByTestId('delivery-row').filter({ hasText: annEmail });
      await expect(annRow.getByText('unknown', { exact: true })).toBeVisible();
      await annRow.getByRole('button', { name: 'View Details' }).click();
      const details = page.getByRole('dialog', { name: 'Delivery Details' });
      const panel = details.getByTestId('unknown-delivery');
      await expect(panel).toContainText('could not confirm whether it went out');
      await expect(panel.getByRole('button', { name: 'Mark as sent' })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Mark as not sent (send again)' })).toBeVisible();
      await saveScreenshot(page, testInfo, `ops-delivery-unknown-${mode}`);

      await panel.getByRole('button', { name: 'Mark as sent' }).click();
      const confirmSent = page.getByRole('dialog', { name: 'Mark this email as sent?' });
      await confirmSent.getByRole('textbox', { name: 'Note (optional)' }).fill('Found it in Sent Items');
      await saveScreenshot(page, testInfo, `ops-delivery-unknown-confirm-${mode}`);
      await confirmSent.getByRole('button', { name: 'Yes, mark as sent' }).click();
      await expect(page.getByText('Delivery marked as sent; its run moves on')).toBeVisible();
      await expect(details).toBeHidden();
      await expect(annRow.getByText('sent', { exact: true })).toBeVisible();
      const [annRun] = await sql<{ status: string; current_step: number; hold_reason: string | null }>(`SELECT status, current_step, hold_reason FROM sequence_enrollments WHERE id = $1`, [ann.runId]);
      expect(annRun).toEqual({ status: 'active', current_step: 2, hold_reason: null });

      // Bo: it did not; the step is sent again (the engine may already have sent it by the time we look).
      await searchFor(page, boEmail);
      const boRow = page.getByTestId('delivery-row').filter({ hasText: boEmail }).filter({ has: page.getByText('unknown', { exact: true }) });
      await boRow.getByRole('button', { name: 'View Details' }).click();
      await details.getByTestId('unknown-delivery').getByRole('button', { name: 'Mark as not sent (send again)' }).click();
      const confirmNotSent = page.getByRole('dialog', { name: 'Mark this email as not sent?' });
      await expect(confirmNotSent).toContainText('gets the step again');
      await confirmNotSent.getByRole('textbox', { name: 'Note (optional)' }).fill('Not in Sent Items');
      await confirmNotSent.getByRole('button', { name: 'Yes, send again' }).click();
      await expect(page.getByText('Delivery marked as not sent; the step will be sent again')).toBeVisible();
      await expect(details).toBeHidden();
      const [retired] = await sql<{ status: string; idempotency_key: string; error: string }>(`SELECT status, idempotency_key, error FROM deliveries WHERE id = $1`, [bo.deliveryId]);
      expect(retired).toEqual({
        status: 'failed', idempotency_key: `seq:${bo.runId}:1:not-sent:${bo.deliveryId}`, error: `Marked not sent by ${DEMO_USERS.admin.displayName}: Not in Sent Items`,
      });
      // Active again, no longer held for the operator; the engine may already hold it for its own reasons (the demo
      // mailbox's per-minute budget, spent by the other sends of this run).
      const [boRun] = await sql<{ status: string; hold_reason: string | null }>(`SELECT status, hold_reason FROM sequence_enrollments WHERE id = $1`, [bo.runId]);
      expect(boRun.status).toBe('active');
      expect(boRun.hold_reason).not.toBe('delivery_unknown');

      // The decided delivery says who decided, when and why.
      const failedRow = page.getByTestId('delivery-row').filter({ hasText: boEmail }).filter({ has: page.getByText('failed', { exact: true }) });
      await failedRow.getByRole('button', { name: 'View Details' }).click();
      await expect(details.getByText('Resolved', { exact: true })).toBeVisible();
      await expect(details).toContainText(`Marked as not sent by ${DEMO_USERS.admin.displayName}`);
      await expect(details).toContainText('Not in Sent Items');
      await expect(details.getByTestId('unknown-delivery')).toHaveCount(0);
      await saveScreenshot(page, testInfo, `ops-delivery-resolved-${mode}`);
      await details.getByRole('button', { name: 'Close' }).click();
    });
  }
});
