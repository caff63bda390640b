import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { createTemplate, csrf, sql } from './sequence-helpers';

/**
 * Inbound mail in the admin: 'Simulate reply' on Active Runs (demo mode), the reply and bounce lines on the
 * opportunity's timeline and in the side panel's Recent Activity, the Dashboard's held recipient domains and its alert
 * for a sending mailbox paused after refusals from three domains (with the messages behind it, Resume and Release), and
 * the Unmatched mail tab of Recent Replies.
 */

/** A one-step sequence that stops on reply, made through the API; answers its id. */
async function createSequence(page: Page, name: string): Promise<string> {
  const template = await createTemplate(page, `${name} template`, 'About your move');
  const headers = await csrf(page);
  const sequence = await page.request.post('/api/sequences', {
    headers,
    data: { name, description: 'Inbound mail browser test', is_active: true, stop_on_reply: true, stop_on_ooo: false, stop_on_bounce: true, reply_lookback_hours: 72 },
  });
  expect(sequence.ok()).toBe(true);
  const sequenceId = ((await sequence.json()) as { id: string }).id;
  const steps = await page.request.put(`/api/sequences/${sequenceId}/steps/v3`, { headers, data: { steps: [{ template_id: template, delay_seconds: 3600 }] } });
  expect(steps.ok()).toBe(true);
  return sequenceId;
}

interface SentLead {
  tracking: string;
  email: string;
  runId: string;
  messageId: string;
}

/**
 * A lead made through the API (one contact, one opportunity, its address at `domain`), in a live run of the sequence
 * whose step 1 went out a minute ago from `mailbox` (the rows the sender leaves). The run is listed first among active
 * runs and leased for ten minutes, so the engine leaves it alone while the test looks at it.
 */
async function sentLead(page: Page, sequenceId: string, name: string, mailbox: string, domain = 'example.com'): Promise<SentLead> {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@${domain}`;
  const lead = await page.request.post('/api/opportunities', {
    headers: await csrf(page),
    data: { customer_name: name, customer_email: email, lead_source: 'manual', origin_address: '500 E 7th St, Austin, TX 78701' },
  });
  expect(lead.ok()).toBe(true);
  const [found] = await sql<{ contact_id: string; tracking: string }>(
    `SELECT c.id AS contact_id, o.tracking_number AS tracking FROM contacts c JOIN opportunities o ON o.contact_id = c.id WHERE c.email = $1`,
    [email],
  );
  expect(found).toBeDefined();
  const [run] = await sql<{ id: string }>(
    `INSERT INTO sequence_enrollments (sequence_id, contact_id, status, current_step, last_sent_at, next_run_at, locked_until, locked_by)
     VALUES ($1, $2, 'active', 1, now() - interval '1 minute',
             LEAST((SELECT min(next_run_at) FROM sequence_enrollments WHERE next_run_at IS NOT NULL) - interval '1 minute', now() - interval '10 minutes'),
             now() + interval '10 minutes', 'browser-test')
     RETURNING id`,
    [sequenceId, found!.contact_id],
  );
  const messageId = `<sent-${run!.id}@movingco.example>`;
  await sql(
    `INSERT INTO deliveries (kind, idempotency_key, contact_id, sequence_id, enrollment_id, step_order, to_email, from_email, mailbox, subject, provider, message_id, status, sent_at)
     VALUES ('sequence', 'seq:' || $1::text || ':1', $2, $3, $1::uuid, 1, $4, $5, $5, 'About your move', 'smtp', $6, 'sent', now() - interval '1 minute')`,
    [run!.id, found!.contact_id, sequenceId, email, mailbox, messageId],
  );
  return { tracking: found!.tracking, email, runId: run!.id, messageId };
}

/**
 * A delivery status notification for a send of ours (its Message-ID in the returned headers): a failure unless
 * `action` says 'delayed' (a delay warning, which is no bounce).
 */
function bounceReport(id: string, to: string, recipient: string, status: string, diagnostic: string, returned: string, action: 'failed' | 'delayed' = 'failed'): string {
  const subject = action === 'failed' ? 'Undelivered Mail Returned to Sender' : 'Delayed Mail (still being retried)';
  return [
    'From: MAILER-DAEMON@mx.example.net', `To: ${to}`, `Subject: ${subject}`, `Message-ID: <${id}@mx.example.net>`,
    `Date: ${new Date().toUTCString()}`, 'MIME-Version: 1.0', 'Content-Type: multipart/report; report-type=delivery-status; boundary="B"', '',
    '--B', 'Content-Type: text/plain', '', 'Your message could not be delivered.', '',
    '--B', 'Content-Type: message/delivery-status', '', 'Reporting-MTA: dns; mx.example.net', '', `Final-Recipient: rfc822; ${recipient}`, `Action: ${action}`,
    `Status: ${status}`, `Diagnostic-Code: smtp; ${diagnostic}`, '',
    '--B', 'Content-Type: text/rfc822-headers', '', `Message-ID: ${returned}`, 'Subject: About your move', '', '--B--', '',
  ].join('\r\n');
}

/** Posts raw mail to the inbound endpoint with a fresh API token; answers what the app did with it, and why when it did less. */
async function postInbound(page: Page, raw: string): Promise<{ kind: string; effect: string; note: string | null }> {
  const minted = await page.request.post('/api/tokens', { headers: await csrf(page), data: { name: `inbound ${Date.now()}`, days: 1 } });
  expect(minted.ok()).toBe(true);
  const token = ((await minted.json()) as { token: string }).token;
  const response = await page.request.post('/api/mail/inbound', { headers: { authorization: `Bearer ${token}`, 'content-type': 'message/rfc822' }, data: Buffer.from(raw) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { kind: string; effect: string; note: string | null };
}

/** The opportunity's detail page, once its timeline has loaded. */
async function openDetail(page: Page, tracking: string) {
  await page.goto(`/opportunities/${encodeURIComponent(tracking)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Opportunity #${tracking}` })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Activity Timeline' });
  await expect(timeline.getByTestId('activity-event').first()).toBeVisible();
  return timeline;
}

const runRow = (page: Page, name: string) => page.getByTestId('run-row').filter({ hasText: name });

/** The app's own sender is left alone: the policy bounce names a mailbox outside the sending pool. */
const pausedMailbox = (mode: string) => `outreach.${mode}@movingco.example`;

test.describe('inbound mail', () => {
  // The longest files: their tests (each with its own sequence and contacts) may go to any worker, so no one worker
  // is left running a whole long file at the end of the run.
  test.describe.configure({ mode: 'parallel' });
  for (const mode of ['light', 'dark'] as const) {
    test(`Simulate reply stops the run and shows on the timeline and in Recent Activity (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      // The browser app runs as `npm start` does outside production with mail caught in-process: demo mode.
      const settings = (await (await page.request.get('/api/settings')).json()) as { data: { demo_mode: boolean } };
      expect(settings.data.demo_mode).toBe(true);

      const stamp = Date.now();
      const sequence = `Inbound reply ${mode} ${stamp}`;
      const name = `Rhea Reply${stamp}`;
      const lead = await sentLead(page, await createSequence(page, sequence), name, 'no-reply@movingco.example');

      await page.goto('/automation/runs');
      await expect(page.getByRole('heading', { level: 1, name: 'Active Runs' })).toBeVisible();
      const row = runRow(page, name);
      await expect(row.getByText(sequence)).toBeVisible();
      await expect(row.getByText('active', { exact: true })).toBeVisible();
      const simulate = row.getByRole('button', { name: 'Simulate reply' });
      await expect(simulate).toBeVisible();
      await expect(row.getByRole('button')).toHaveCount(4);
      // The extra action keeps the whole row in view: the last one is not cut off by the table's scroll box.
      await expect(row.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
      await saveScreenshot(page, testInfo, `runs-simulate-reply-${mode}`);

      const replied = page.waitForResponse((response) => response.url().endsWith(`/api/demo/runs/${lead.runId}/reply`) && response.request().method() === 'POST');
      await simulate.click();
      expect((await replied).status()).toBe(200);
      await expect(page.getByText('Reply recorded: run stopped')).toBeVisible();
      await expect(row).toBeHidden();

      // Ended runs, latest first: the run completed, with no actions left; its explain line says a reply ended it.
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'Completed' }).click();
      const completed = runRow(page, name);
      await expect(completed.getByText('completed', { exact: true })).toBeVisible();
      await expect(completed.getByRole('button')).toHaveCount(0);
      const explain = completed.locator('xpath=following-sibling::tr[1]').getByTestId('explain-line');
      await explain.getByRole('button', { name: 'Why did this run end?' }).click();
      await expect(explain).toContainText('The run ended early: the contact replied');
      const [run] = await sql<{ status: string; end_reason: string }>(`SELECT status, end_reason FROM sequence_enrollments WHERE id = $1`, [lead.runId]);
      expect(run).toEqual({ status: 'completed', end_reason: 'reply_received' });

      // Recent Replies lists the simulated reply as the one that stopped the run.
      await page.goto('/ops/replies');
      await expect(page.getByTestId('reply-row').filter({ hasText: lead.email }).getByText('Stopped by Reply')).toBeVisible();

      const timeline = await openDetail(page, lead.tracking);
      const reply = timeline.locator('[data-kind="sequence_reply_received"]');
      await expect(reply).toHaveCount(1);
      await expect(reply.getByText('Reply received', { exact: true })).toBeVisible();
      // The run's end is its own line, beside the reply.
      await expect(timeline.locator('[data-kind="sequence_run_completed"]')).toHaveCount(1);
      await saveScreenshot(page, testInfo, `opportunity-detail-inbound-${mode}`);

      await page.goto('/opportunities');
      await page.getByLabel('Search opportunities').fill(lead.tracking);
      const listed = page.locator(`[data-testid="opportunity-row"][data-tracking="${lead.tracking}"]`);
      await expect(listed).toBeVisible();
      await listed.getByRole('button', { name: 'View details' }).click();
      const panel = page.getByRole('dialog', { name: 'Opportunity Details' });
      const recent = panel.getByRole('region', { name: 'Recent Activity' });
      await expect(recent.locator('[data-kind="sequence_reply_received"]').getByText('Reply received', { exact: true })).toBeVisible();
      await recent.scrollIntoViewIfNeeded();
      // Tall enough to show the whole panel, Recent Activity included (the drawer scrolls on its own).
      await page.setViewportSize({ width: 1366, height: 1500 });
      await saveScreenshot(page, testInfo, `side-panel-recent-activity-${mode}`);
    });

    test(`one policy refusal holds its domain; refusals from three domains pause the mailbox: Dashboard, admin resumes and releases (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const stamp = Date.now();
      const mailbox = pausedMailbox(mode);
      const sequence = await createSequence(page, `Inbound policy ${mode} ${stamp}`);
      // Three recipients at three domains of their own, so the holds touch no other spec's mail.
      const domains = ['north', 'south', 'west'].map((part) => `${part}-${mode}-${stamp}.example`);
      const leads: SentLead[] = [];
      for (const [index, domain] of domains.entries()) leads.push(await sentLead(page, sequence, `Paul Policy${index}${stamp}`, mailbox, domain));
      const refuse = (index: number) =>
        postInbound(page, bounceReport(`policy-${mode}-${stamp}-${index}`, mailbox, leads[index]!.email, '5.7.1', '550 5.7.1 Message rejected: SPF check failed', leads[index]!.messageId));
      const held = page.getByTestId('held-domain-alerts');
      const heldLine = (domain: string) => held.getByTestId('held-domain').filter({ hasText: `Mail to ${domain} held back until` });
      try {
        // One refusal is one receiver's choice: its domain is held back, the mailbox keeps sending.
        expect(await refuse(0)).toMatchObject({ kind: 'bounce', effect: 'domain_held' });
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1, name: 'Lead Automation Dashboard' })).toBeVisible();
        await expect(heldLine(domains[0]!)).toContainText('The receiving server refused our mail: 5.7.1 550 5.7.1 Message rejected: SPF check failed');
        await expect(held.getByRole('button', { name: `Release ${domains[0]}` })).toBeVisible();
        await expect(page.getByTestId('paused-mailbox-alerts')).toBeHidden();
        await expect(page.getByRole('img', { name: /New vs synced opportunities per day/ })).toBeVisible();
        await saveScreenshot(page, testInfo, `dashboard-domain-held-${mode}`);

        // Refusals of this mailbox's sends from three distinct domains within the window: the mailbox pauses.
        expect(await refuse(1)).toMatchObject({ effect: 'domain_held' });
        expect(await refuse(2)).toMatchObject({ effect: 'domain_held+mailbox_paused' });
        const listed = (await (await page.request.get('/api/mailboxes/paused')).json()) as { items: { mailbox: string; reason: string }[] };
        const reason = listed.items.find((item) => item.mailbox === mailbox)?.reason ?? '';
        for (const domain of domains) expect(reason).toContain(domain);

        await page.reload();
        const alert = page.getByTestId('paused-mailbox-alerts').getByRole('alert').filter({ hasText: mailbox });
        await expect(alert.getByText(`Sending paused for ${mailbox}: ${reason}. Fix the sending setup, then resume.`, { exact: true })).toBeVisible();
        await expect(alert).toContainText('The 3 messages behind it:');
        const evidence = alert.getByTestId('pause-evidence');
        await expect(evidence).toHaveCount(3);
        for (const domain of domains) await expect(evidence.filter({ hasText: `Bounce · ${domain} · 5.7.1` })).toHaveCount(1);
        for (const domain of domains) await expect(heldLine(domain)).toBeVisible();
        // A policy refusal blames no contact: the runs go on.
        const runs = await sql<{ status: string }>(`SELECT status FROM sequence_enrollments WHERE id = ANY($1::uuid[])`, [leads.map((lead) => lead.runId)]);
        expect(runs.map((run) => run.status)).toEqual(['active', 'active', 'active']);
        await expect(page.getByRole('img', { name: /New vs synced opportunities per day/ })).toBeVisible();
        await saveScreenshot(page, testInfo, `dashboard-mailbox-paused-${mode}`);

        // An evidence line opens the stored delivery report.
        await evidence.filter({ hasText: domains[1]! }).click();
        const dialog = page.getByRole('dialog', { name: 'Message Details' });
        await expect(dialog.getByText('Undelivered Mail Returned to Sender')).toBeVisible();
        await expect(dialog.getByText('Recipient domain held back', { exact: true })).toBeVisible();
        await saveScreenshot(page, testInfo, `dashboard-pause-evidence-${mode}`);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();

        await alert.getByRole('button', { name: `Resume ${mailbox}` }).click();
        await expect(page.getByText(`Sending resumed for ${mailbox}`)).toBeVisible();
        await expect(alert).toBeHidden();
        const paused = (await (await page.request.get('/api/mailboxes/paused')).json()) as { items: { mailbox: string }[] };
        expect(paused.items.map((item) => item.mailbox)).not.toContain(mailbox);

        await held.getByRole('button', { name: `Release ${domains[0]}` }).click();
        await expect(page.getByText(`Mail to ${domains[0]} released`)).toBeVisible();
        await expect(heldLine(domains[0]!)).toBeHidden();
        await expect(heldLine(domains[1]!)).toBeVisible();
      } finally {
        // Never leave the mailbox paused or the domains held for the specs that follow (404 when the UI already did it).
        const headers = await csrf(page);
        await page.request.post(`/api/mailboxes/${encodeURIComponent(mailbox)}/resume`, { headers });
        for (const domain of domains) await page.request.post(`/api/mailboxes/domain-holds/${encodeURIComponent(domain)}/release`, { headers });
      }
    });

    test(`Unmatched mail lists inbound mail that changed nothing, with why (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const stamp = Date.now();
      const stranger = `nobody.${mode}.${stamp}@elsewhere.example`;
      // A bounce citing a Message-ID that is none of ours: recorded, nobody is suppressed.
      const forged = await postInbound(page, bounceReport(`forged-${mode}-${stamp}`, 'sales@movingco.example', stranger, '5.1.1', '550 5.1.1 User unknown', `<not-ours-${stamp}@elsewhere.example>`));
      expect(forged).toMatchObject({ kind: 'bounce', effect: 'recorded', note: expect.stringContaining('Names none of our sends') });
      // A delay warning about a send of ours is a delivery report, not a bounce: recorded, with why.
      const lead = await sentLead(page, await createSequence(page, `Inbound delay ${mode} ${stamp}`), `Dora Delay${stamp}`, 'no-reply@movingco.example');
      const delayed = await postInbound(page, bounceReport(`delay-${mode}-${stamp}`, 'no-reply@movingco.example', lead.email, '4.4.1', 'connect to mx.example.com: Connection timed out', lead.messageId, 'delayed'));
      expect(delayed).toMatchObject({ kind: 'delivery_report', effect: 'recorded', note: expect.stringContaining('delivery report') });

      await page.goto('/ops/replies');
      await page.getByRole('tab', { name: 'Unmatched mail' }).click();
      await expect(page).toHaveURL(/\/ops\/replies\?tab=unmatched$/);
      const rows = page.getByTestId('unmatched-row');
      const row = rows.filter({ hasText: forged.note! }).first();
      await expect(row).toContainText('mailer-daemon@mx.example.net');
      await expect(row).toContainText('Bounce');
      await expect(rows.filter({ hasText: 'Delayed Mail (still being retried)' }).first()).toContainText('Delivery report');
      await expect(rows.filter({ hasText: 'Delayed Mail (still being retried)' }).first()).toContainText(delayed.note!);
      await saveScreenshot(page, testInfo, `replies-unmatched-${mode}`);

      await row.click();
      const dialog = page.getByRole('dialog', { name: 'Message Details' });
      await expect(dialog.getByTestId('inbound-note')).toHaveText(forged.note!);
      await expect(dialog.getByText('Not matched to a run')).toBeVisible();
      await saveScreenshot(page, testInfo, `replies-unmatched-message-${mode}`);
      await dialog.getByRole('button', { name: 'Close' }).click();

      // The tab is in the address: a reload opens it again; Replies drops it.
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Unmatched mail' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('tab', { name: 'Replies' }).click();
      await expect(page).toHaveURL(/\/ops\/replies$/);
      await expect(page.getByRole('table', { name: 'replies' })).toBeVisible();
    });

    test(`a hard bounce shows 'Email bounced (hard)' on the contact's timeline (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const stamp = Date.now();
      const lead = await sentLead(page, await createSequence(page, `Inbound bounce ${mode} ${stamp}`), `Hana Bounce${stamp}`, 'no-reply@movingco.example');

      const answer = await postInbound(page, bounceReport(`hard-${mode}-${stamp}`, 'no-reply@movingco.example', lead.email, '5.1.1', '550 5.1.1 User unknown', lead.messageId));
      expect(answer.kind).toBe('bounce');
      expect(answer.effect.split('+')).toEqual(expect.arrayContaining(['contact_bounced', 'run_stopped']));

      const timeline = await openDetail(page, lead.tracking);
      const bounce = timeline.locator('[data-kind="inbound_bounce"]');
      await expect(bounce).toHaveCount(1);
      await expect(bounce.getByText('Email bounced (hard)', { exact: true })).toBeVisible();
      await expect(bounce).toContainText('5.1.1 550 5.1.1 User unknown');
      await expect(bounce).toContainText('Inbound mail');
      await saveScreenshot(page, testInfo, `opportunity-detail-bounce-${mode}`);
    });
  }
});
