import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { createTemplate, csrf, sql } from './sequence-helpers';

/** A sequence with two email steps (an hour apart), made through the API; answers its id. */
async function createTwoStepSequence(page: Page, name: string): Promise<string> {
  const first = await createTemplate(page, `${name} first`, 'About your move');
  const second = await createTemplate(page, `${name} second`, 'Still moving?');
  const headers = await csrf(page);
  const sequence = await page.request.post('/api/sequences', {
    headers,
    data: { name, description: 'Operations browser test', is_active: true, stop_on_reply: false, stop_on_ooo: false, stop_on_bounce: true, reply_lookback_hours: 72 },
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

/** Leads for the given names (one contact each), enrolled in the sequence through the manual assignment API. */
async function enrollContacts(page: Page, sequenceId: string, names: string[]): Promise<void> {
  const headers = await csrf(page);
  const contactIds: string[] = [];
  for (const name of names) {
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
    const lead = await page.request.post('/api/opportunities', {
      headers,
      data: { customer_name: name, customer_email: email, lead_source: 'manual', origin_address: '500 E 7th St, Austin, TX 78701' },
    });
    expect(lead.ok()).toBe(true);
    const found = (await (await page.request.get(`/api/contacts?q=${encodeURIComponent(name)}`)).json()) as { items: Array<{ contact_uuid: string }> };
    expect(found.items).toHaveLength(1);
    contactIds.push(found.items[0]!.contact_uuid);
  }
  const assigned = await page.request.post(`/api/enrollment/sequences/${sequenceId}/manual-assign`, { headers, data: { contact_ids: contactIds } });
  expect(((await assigned.json()) as { assigned_count: number }).assigned_count).toBe(names.length);
}

/**
 * Puts the sequence's runs first in the soonest-first lists and overdue (a minute before the earliest run of the
 * database, which other tests keep filling, and at least ten minutes ago) and leases them for ten minutes, so the
 * engine (which now sends due runs at once) leaves them alone while they are looked at.
 */
async function bringRunsForward(sequenceId: string): Promise<void> {
  await sql(
    `UPDATE sequence_enrollments e SET next_run_at = LEAST((SELECT min(next_run_at) FROM sequence_enrollments WHERE next_run_at IS NOT NULL) - interval '1 minute', now() - interval '10 minutes'),
            locked_until = now() + interval '10 minutes', locked_by = 'browser-test'
     WHERE e.sequence_id = $1`,
    [sequenceId],
  );
}

/** The admin's polling intervals (admin/src/ops/shared/ops-format.ts). */
const QUEUE_POLL_MS = 5_000;
const METRICS_POLL_MS = 10_000;

const rowOf = (page: Page, testId: string, name: string) => page.getByTestId(testId).filter({ hasText: name });

test.describe('operations screens', () => {
  // The longest files: their tests (each with its own sequence and contacts) may go to any worker, so no one worker
  // is left running a whole long file at the end of the run.
  test.describe.configure({ mode: 'parallel' });
  for (const mode of ['light', 'dark'] as const) {
    test(`Active Runs: search and sequence filter, then pause and cancel the selected runs together (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const stamp = Date.now();
      const sequence = `Ops bulk ${mode} ${stamp}`;
      const names = [`Di Bulk${stamp}`, `Ed Bulk${stamp}`, `Flo Bulk${stamp}`];
      const sequenceId = await createTwoStepSequence(page, sequence);
      await enrollContacts(page, sequenceId, names);
      await bringRunsForward(sequenceId);

      await page.goto('/automation/runs');
      await expect(page.getByRole('heading', { level: 1, name: 'Active Runs' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Sequence' }).click();
      await page.getByRole('option', { name: sequence }).click();
      const rows = page.getByTestId('run-row');
      await expect(rows).toHaveCount(3);
      await page.getByLabel('Search contacts').fill(`Bulk${stamp}`);
      await expect(rows).toHaveCount(3);
      await page.getByLabel('Search contacts').fill(`Di Bulk${stamp}`);
      await expect(rows).toHaveCount(1);
      await page.getByLabel('Search contacts').fill('');
      await expect(rows).toHaveCount(3);

      await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
      await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
      const bar = page.getByRole('region', { name: 'Selected runs' });
      await expect(bar.getByText('2 selected')).toBeVisible();
      await saveScreenshot(page, testInfo, `ops-runs-bulk-${mode}`);
      await bar.getByRole('button', { name: 'Pause' }).click();
      await expect(page.getByText('Paused 2 runs')).toBeVisible();
      await expect(bar).toBeHidden();
      await expect(rows).toHaveCount(1);

      await page.getByRole('checkbox', { name: `Select ${names[2]}` }).check();
      await bar.getByRole('button', { name: 'Cancel' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel 1 run?' });
      await confirm.getByRole('button', { name: 'Cancel 1 run' }).click();
      await expect(page.getByText('Canceled 1 run')).toBeVisible();
      await expect(rows).toHaveCount(0);
      const states = await sql<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM sequence_enrollments WHERE sequence_id = $1 GROUP BY status ORDER BY status`,
        [sequenceId],
      );
      expect(states).toEqual([{ status: 'canceled', n: 1 }, { status: 'paused', n: 2 }]);
    });

    test(`Active Runs: filters, explain line, pause, reactivate, advance and cancel (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const stamp = Date.now();
      const sequence = `Ops runs ${mode} ${stamp}`;
      const [ann, bo, cy] = [`Ann Runs${stamp}`, `Bo Runs${stamp}`, `Cy Runs${stamp}`];
      const sequenceId = await createTwoStepSequence(page, sequence);
      await enrollContacts(page, sequenceId, [ann, bo, cy]);
      await bringRunsForward(sequenceId);

      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Active Runs' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Active Runs' })).toBeVisible();
      const annRow = rowOf(page, 'run-row', ann);
      await expect(annRow).toBeVisible();
      await expect(annRow.getByText(sequence)).toBeVisible();
      await expect(annRow.getByText('Step 1')).toBeVisible();
      await expect(annRow.getByText('active', { exact: true })).toBeVisible();

      // The explain line below the row, asked on demand: the run's situation in words.
      const explain = annRow.locator('xpath=following-sibling::tr[1]').getByTestId('explain-line');
      const explained = page.waitForResponse((response) => response.url().endsWith('/explain') && response.status() === 200);
      await explain.getByRole('button', { name: "Why hasn't this step sent?" }).click();
      const { explain: why } = (await (await explained).json()) as { explain: { summary: string } };
      expect(why.summary.length).toBeGreaterThan(0);
      await expect(explain).not.toContainText("Why hasn't this step sent?");
      await expect(explain).not.toBeEmpty();
      await saveScreenshot(page, testInfo, `ops-runs-${mode}`);

      // Pause, then the paused filter shows it with Reactivate.
      await annRow.getByRole('button', { name: 'Pause' }).click();
      await expect(annRow).toBeHidden();
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'Paused' }).click();
      const pausedRow = rowOf(page, 'run-row', ann);
      await expect(pausedRow.getByText('paused', { exact: true })).toBeVisible();
      await pausedRow.getByRole('button', { name: 'Reactivate' }).click();
      await expect(pausedRow).toBeHidden();

      // Back on the active list: advance Bo to step 2, then cancel Cy with a reason.
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'Active' }).click();
      // Advance makes step 2 due now (the engine may send it at once), so the answer is checked, not the row.
      const advanced = page.waitForResponse((response) => response.url().endsWith('/advance') && response.request().method() === 'POST');
      await rowOf(page, 'run-row', bo).getByRole('button', { name: 'Advance Step' }).click();
      // It asks first, saying the step is skipped, and says so once done.
      const skip = page.getByRole('dialog', { name: 'Skip step 1?' });
      await expect(skip.getByText(/^Step 1 is not sent to /)).toBeVisible();
      await skip.getByRole('button', { name: 'Skip Step' }).click();
      const answer = (await (await advanced).json()) as { success: boolean; enrollment: { current_step: number } };
      expect(answer).toMatchObject({ success: true, enrollment: { current_step: 1 } });
      await expect(page.getByText('Skipped step 1: the run moved on to the next step')).toBeVisible();
      const cyRow = rowOf(page, 'run-row', cy);
      await cyRow.getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this run?' });
      await expect(dialog.getByText(`${cy} will get no more emails from ${sequence}.`)).toBeVisible();
      await dialog.getByLabel('Reason (optional)').fill('Moved with another company');
      await saveScreenshot(page, testInfo, `ops-runs-cancel-${mode}`);
      await dialog.getByRole('button', { name: 'Cancel Run' }).click();
      await expect(cyRow).toBeHidden();
      const [ended] = await sql<{ status: string; end_reason: string | null }>(
        `SELECT e.status, e.end_reason FROM sequence_enrollments e JOIN contacts c ON c.id = e.contact_id WHERE e.sequence_id = $1 AND c.first_name = 'Cy'`,
        [sequenceId],
      );
      expect(ended?.status).toBe('canceled');
      expect(ended?.end_reason).toContain('Moved with another company');

      // Every state: the cancelled run is listed as cancelled, without actions. 'All' lists the newest first and
      // enrollment rules keep enrolling demo contacts meanwhile, so this test's runs are dated last to stay on page 1.
      await sql(`UPDATE sequence_enrollments SET created_at = now() + interval '1 hour' WHERE sequence_id = $1`, [sequenceId]);
      const everyRun = page.waitForResponse((response) => response.url().includes('/api/enrollments?') && new URL(response.url()).searchParams.get('state') === 'all');
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'All' }).click();
      const { pagination } = (await (await everyRun).json()) as { pagination: { total: number } };
      const cancelled = rowOf(page, 'run-row', cy);
      await expect(cancelled.getByText('cancelled', { exact: true })).toBeVisible();
      await expect(cancelled.getByRole('button')).toHaveCount(0);
      // Its explain line asks why it ended (not why a step has not sent).
      await expect(cancelled.locator('xpath=following-sibling::tr[1]').getByRole('button', { name: 'Why did this run end?' })).toBeVisible();

      // The demo runs and this test's make more than one page of 20: Previous/Next with the range.
      expect(pagination.total).toBeGreaterThan(20);
      await expect(page.getByTestId('run-row')).toHaveCount(20);
      await expect(page.getByText(`Showing 1 to 20 of ${pagination.total} results`, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Showing 21 to ${Math.min(40, pagination.total)} of ${pagination.total} results`, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
      await saveScreenshot(page, testInfo, `ops-runs-page-2-${mode}`);
    });

    test(`Live Queue: due and Overdue, Reactivate refused, Advance Step, polling (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      // The page's clock runs as usual, but the test can move it past the next poll instead of waiting for it.
      await page.clock.install();
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const stamp = Date.now();
      const sequence = `Ops queue ${mode} ${stamp}`;
      const [late, later] = [`Dee Queue${stamp}`, `Eli Queue${stamp}`];
      const sequenceId = await createTwoStepSequence(page, sequence);
      await enrollContacts(page, sequenceId, [late, later]);
      await bringRunsForward(sequenceId);

      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live Queue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Live Queue \(\d+\)$/ })).toBeVisible();
      await page.getByRole('combobox', { name: 'Due' }).click();
      await page.getByRole('option', { name: 'Due Now' }).click();
      const lateRow = rowOf(page, 'queue-row', late);
      await expect(lateRow.getByText('Overdue')).toBeVisible();
      await expect(lateRow.getByText('due', { exact: true })).toBeVisible();
      await expect(lateRow.getByText(sequence)).toBeVisible();
      await expect(lateRow.getByText('Step 1')).toBeVisible();
      const laterRow = rowOf(page, 'queue-row', later);
      await expect(laterRow).toBeVisible();
      // Every row carries its explain line, asked on demand.
      await expect(laterRow.getByTestId('explain-line').getByRole('button', { name: "Why hasn't this step sent?" })).toBeVisible();
      await saveScreenshot(page, testInfo, `ops-queue-${mode}`);

      // Reactivate an active run: the server refuses, the toast says why.
      await lateRow.getByRole('button', { name: 'Reactivate' }).click();
      await expect(page.getByText(/^Failed to reactivate: .+/)).toBeVisible();

      // The queue reads itself again every 5 s: a run paused elsewhere leaves the active list without a click.
      await sql(`UPDATE sequence_enrollments e SET status = 'paused' FROM contacts c WHERE c.id = e.contact_id AND e.sequence_id = $1 AND c.first_name = 'Eli'`, [sequenceId]);
      await page.clock.fastForward(QUEUE_POLL_MS + 500);
      await expect(laterRow).toHaveCount(0);

      // Advance Step on the paused run moves it to step 2.
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'Paused' }).click();
      await page.getByRole('combobox', { name: 'Due' }).click();
      await page.getByRole('option', { name: 'All' }).click();
      const pausedRow = rowOf(page, 'queue-row', later);
      await pausedRow.getByRole('button', { name: 'Advance Step' }).click();
      await page.getByRole('dialog', { name: 'Skip step 1?' }).getByRole('button', { name: 'Skip Step' }).click();
      await expect(pausedRow.getByText('Step 2')).toBeVisible();
    });

    test(`Outbox: failed item, details with the payload, Retry Now relays it (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await page.clock.install();
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const key = `browser-outbox-${mode}-${Date.now()}`;
      // An event whose relay failed twice and waits an hour for its next try.
      await sql(
        `INSERT INTO outbox_events (event_type, idempotency_key, payload, attempts, next_run_at, last_error)
         VALUES ('enrollment.run_action', $1, $2, 2, now() + interval '1 hour', 'Queue unavailable: connection refused')`,
        [key, JSON.stringify({ action: 'pause', note: key })],
      );

      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Outbox' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Failed' }).click();
      const row = rowOf(page, 'outbox-row', key);
      await expect(row.getByText('enrollment.run_action')).toBeVisible();
      await expect(row.getByText('failed', { exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
      await saveScreenshot(page, testInfo, `ops-outbox-${mode}`);

      await row.getByRole('button', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Outbox Item Details' });
      await expect(dialog.getByText('Queue unavailable: connection refused')).toBeVisible();
      expect(JSON.parse((await dialog.getByTestId('outbox-payload').textContent()) ?? '')).toEqual({ action: 'pause', note: key });
      await saveScreenshot(page, testInfo, `ops-outbox-details-${mode}`);
      await dialog.getByRole('button', { name: 'Retry Now' }).click();
      await expect(page.getByText('Retry scheduled')).toBeVisible();

      // The relay takes it at once; at the next poll after that (the page's clock moved on, poll by poll) it has left
      // the failed list and shows as processed.
      await expect(async () => {
        await page.clock.fastForward(QUEUE_POLL_MS);
        await expect(row).toHaveCount(0, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Processed' }).click();
      const processed = rowOf(page, 'outbox-row', key);
      await expect(processed.getByText('processed', { exact: true })).toBeVisible();
      await expect(processed.getByRole('button', { name: 'Retry Now' })).toHaveCount(0);
    });

    test(`Email Deliveries: a sent step and a test send, search on submit, details, Refresh clears (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const stamp = Date.now();
      const sequence = `Ops deliveries ${mode} ${stamp}`;
      const name = `Fay Deliv${stamp}`;
      const email = `fay.deliv${stamp}@example.com`;
      const sequenceId = await createTwoStepSequence(page, sequence);
      await enrollContacts(page, sequenceId, [name]);
      // Step 1 of the run as the engine records it once the provider took it.
      await sql(
        `INSERT INTO deliveries (kind, idempotency_key, enrollment_id, step_order, contact_id, to_email, from_email, subject, provider, message_id, status, sent_at)
         SELECT 'sequence', 'run:' || e.id || ':step:1', e.id, 1, e.contact_id, c.email, 'alex.admin@movingco.example', 'About your move', 'smtp',
                '<run-' || e.id || '-1@movingco.example>', 'sent', now()
           FROM sequence_enrollments e JOIN contacts c ON c.id = e.contact_id WHERE e.sequence_id = $1`,
        [sequenceId],
      );
      // And a real test send through the API (a company address), listed as a test send.
      const sent = await page.request.post(`/api/sequences/${sequenceId}/test-send`, { headers: await csrf(page), data: { to_email: DEMO_USERS.admin.email, test_mode: true } });
      expect(sent.ok(), await sent.text()).toBe(true);

      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Deliveries' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Email Deliveries' })).toBeVisible();
      const row = rowOf(page, 'delivery-row', email);
      await expect(row.getByText(name)).toBeVisible();
      await expect(row.getByText(sequence)).toBeVisible();
      await expect(row.getByText('sent', { exact: true })).toBeVisible();
      await expect(row.getByText('smtp', { exact: true })).toBeVisible();
      await expect(page.getByTestId('delivery-row').filter({ hasText: DEMO_USERS.admin.email }).first().getByText('Test send')).toBeVisible();
      await saveScreenshot(page, testInfo, `ops-deliveries-${mode}`);

      // The search goes out on submit only.
      const searched = page.waitForRequest((request) => request.url().includes('/api/deliveries?') && new URL(request.url()).searchParams.get('email') === email);
      await page.getByRole('searchbox', { name: 'Search by email' }).fill(email);
      await page.getByRole('button', { name: 'Search' }).click();
      await searched;
      await expect(page.getByTestId('delivery-row')).toHaveCount(1);

      await row.getByRole('button', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delivery Details' });
      for (const label of ['Contact', 'Status', 'Provider', 'Message ID', 'Idempotency Key', 'Sent At', 'Delivered At']) {
        await expect(dialog.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(dialog.getByText(email)).toBeVisible();
      await saveScreenshot(page, testInfo, `ops-deliveries-details-${mode}`);
      await dialog.getByRole('button', { name: 'Close' }).click();

      // Refresh clears the search and reads the latest 100 again.
      const cleared = page.waitForRequest((request) => request.url().includes('/api/deliveries?') && !new URL(request.url()).searchParams.has('email'));
      await page.getByRole('button', { name: 'Refresh' }).click();
      await cleared;
      await expect(page.getByRole('searchbox', { name: 'Search by email' })).toHaveValue('');
    });

    test(`System Metrics: cards, counters, debug figures, raw panels, 10 s refresh (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await page.clock.install();
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Metrics' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'System Metrics' })).toBeVisible();
      for (const label of ['Deliveries Committed', 'Ready Enrollments', 'Pending Outbox', 'Failed Outbox']) {
        await expect(page.getByLabel(label, { exact: true }).getByText(/^[\d,]+$/)).toBeVisible();
      }
      const counters = page.getByRole('list', { name: 'Prometheus Metrics' });
      for (const name of ['deliveries_committed_total', 'sequence_ready_enrollments', 'sequence_advancer_processed_total', 'sequence_errors_total']) {
        await expect(counters.getByRole('listitem').filter({ hasText: name }).getByText(/^[\d,]+$/)).toBeVisible();
      }
      const debug = page.getByRole('list', { name: 'Debug Metrics' });
      for (const name of ['pending_outbox', 'failed_outbox', 'processed_outbox', 'active_enrollments']) {
        await expect(debug.getByRole('listitem').filter({ hasText: name }).getByText(/^[\d,]+$/)).toBeVisible();
      }
      await expect(page.getByLabel('Raw Metrics (/metrics.json)')).toContainText('"deliveries_committed_total"');
      await expect(page.getByLabel('Raw Debug Metrics (/metrics/debug)')).toContainText('"active_enrollments"');
      const updated = page.getByTestId('metrics-updated');
      await expect(updated).toHaveText(/^Last updated: \d{1,2}:\d{2}:\d{2} [AP]M$/);
      await saveScreenshot(page, testInfo, `ops-metrics-${mode}`);

      // Read again 10 s later (the page's clock moved past the poll): the time moves on.
      const first = await updated.textContent();
      const reread = page.waitForResponse((response) => response.url().endsWith('/metrics.json'));
      await page.clock.fastForward(METRICS_POLL_MS + 500);
      await reread;
      await expect(updated).not.toHaveText(first ?? '');
    });
  }
});
