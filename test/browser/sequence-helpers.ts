import type { Page } from '@playwright/test';
import { Client } from 'pg';
import { databaseUrl } from './env';
import { expect } from './fixtures';

/** State-changing API calls as the signed-in user carry the session's CSRF token. */
export async function csrf(page: Page): Promise<Record<string, string>> {
  const status = (await (await page.request.get('/auth/status')).json()) as { csrf_token: string };
  return { 'X-CSRF-Token': status.csrf_token };
}

/** A template with a merge tag, created through the API; answers its id. */
export async function createTemplate(page: Page, name: string, subject = 'About your move'): Promise<string> {
  const template = await page.request.post('/api/templates', {
    headers: await csrf(page),
    data: { name, subject, html: '<p>Hello {{firstName}}</p>', text: 'Hello', tags: ['browser-test'] },
  });
  expect(template.status()).toBe(201);
  return ((await template.json()) as { data: { id: string } }).data.id;
}

/** A sequence with one email step (template on step 1), created through the API; answers its id. */
export async function createSequenceWithStep(page: Page, name: string): Promise<string> {
  const templateId = await createTemplate(page, `${name} template`);
  const headers = await csrf(page);
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

/** The sequence's card on the sequence list (opened first). */
export async function sequenceCard(page: Page, name: string) {
  await page.goto('/automation/sequences');
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  return card;
}

/** Opens the enrollment drawer from the sequence's card on the sequence list. */
export async function openEnrollmentDrawer(page: Page, name: string) {
  const card = await sequenceCard(page, name);
  await card.getByRole('button', { name: /manage enrollments/i }).click();
  const drawer = page.getByRole('region', { name: `Enrollment Rules - ${name}` });
  await expect(drawer.getByText(`Enrollment Rules - ${name}`)).toBeVisible();
  return drawer;
}

/** SQL against this worker's server database (rows the screens read, set up or checked directly). */
export async function sql<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

/** The demo sequence that uses every richer part: goal, conditions, a call task, an A/B test, a reply branch. */
export const RICH_SEQUENCE = 'Quote: call and email';

/**
 * A live run of the rich sequence waiting at its call step, with its open task, for a demo opportunity that has an
 * assignee: what the advancer leaves when a run reaches a call step (due tomorrow so no worker moves it meanwhile).
 */
export async function waitingCallTask(sequenceId: string, pick: number): Promise<{ tracking: string; title: string }> {
  const [opportunity] = await sql<{ id: string; contact_id: string; tracking_number: string; name: string }>(
    `SELECT o.id, o.contact_id, o.tracking_number, coalesce(nullif(trim(concat_ws(' ', c.first_name, c.last_name)), ''), c.email) AS name
       FROM opportunities o JOIN contacts c ON c.id = o.contact_id
      WHERE o.assignee IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sequence_enrollments e WHERE e.contact_id = o.contact_id AND e.status IN ('pending', 'active', 'paused'))
      ORDER BY o.created_at DESC LIMIT 1 OFFSET $1`,
    [pick],
  );
  const [run] = await sql<{ id: string }>(
    `INSERT INTO sequence_enrollments (sequence_id, contact_id, status, current_step, next_run_at, hold_reason)
     VALUES ($1, $2, 'active', 2, now() + interval '1 day', 'call_task') RETURNING id`,
    [sequenceId, opportunity.contact_id],
  );
  const title = `Call ${opportunity.name} — step 2 of ${RICH_SEQUENCE}`;
  await sql(
    `INSERT INTO call_tasks (enrollment_id, sequence_id, step_order, contact_id, opportunity_id, assignee, title, due_at, expires_at)
     SELECT $1, $2, 2, $3, $4, o.assignee, $5, now() + interval '3 hours', now() + interval '27 hours' FROM opportunities o WHERE o.id = $4`,
    [run.id, sequenceId, opportunity.contact_id, opportunity.id, title],
  );
  return { tracking: opportunity.tracking_number, title };
}
