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
