import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

/** The parts of a GET /api/opportunities item these tests read. */
interface ListItem {
  id: string;
  phone: string | null;
  q2g_tracking_number: string;
  raw: { lead_source: string | null };
}

interface HistoryItem {
  customer_service_agent: string;
  outcome: string;
  notes: string | null;
  follow_up_triggered: boolean;
}

const AGENT_SOURCES = ['manual', 'inbound_call', 'web_form'];

/** An opportunity the list shows (no-reply leads hidden) whose lead source gets the Call Outcome Tracker. */
async function findTrackedOpportunity(request: APIRequestContext): Promise<ListItem> {
  for (let page = 1; page <= 6; page += 1) {
    const response = await request.get(`/api/opportunities?page=${page}&per_page=100&include_noreply=false`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { items: ListItem[] };
    const hit = body.items.find((item) => AGENT_SOURCES.includes(item.raw.lead_source ?? '') && item.phone);
    if (hit) return hit;
    if (body.items.length < 100) break;
  }
  throw new Error('No opportunity from a call, web form or manual entry in the demo data');
}

async function openCallsSection(page: Page, tracking: string): Promise<Locator> {
  await page.goto('/opportunities');
  await page.getByLabel('Search opportunities').fill(tracking);
  const row = page.locator(`[data-testid="opportunity-row"][data-tracking="${tracking}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'View details' }).click();
  const panel = page.getByRole('dialog', { name: 'Opportunity Details' });
  await expect(panel.getByText(`#${tracking}`, { exact: true })).toBeVisible();
  const calls = panel.getByRole('region', { name: 'Customer Service Calls' });
  await expect(calls.getByRole('group', { name: 'Call outcome' })).toBeVisible();
  await expect(calls.getByTestId('call-history-skeleton')).toHaveCount(0);
  return calls;
}

/** Picks an outcome card and waits until the form has finished expanding (a click during the animation can land
 *  on a field that is still moving). */
async function chooseOutcome(calls: Locator, name: string): Promise<Locator> {
  const card = calls.getByRole('button', { name });
  await card.click();
  await expect(calls.locator('.MuiCollapse-entered')).toHaveCount(1);
  return card;
}

test.describe('Call Outcome Tracker, dark theme', () => {
  test('the form and history read well in the dark theme', async ({ page }, testInfo) => {
    await presetTheme(page, 'dark');
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    const item = await findTrackedOpportunity(page.request);
    const calls = await openCallsSection(page, item.q2g_tracking_number);
    await chooseOutcome(calls, 'Answered');
    await expect(calls.getByRole('button', { name: 'Record Call Outcome' })).toBeEnabled();
    await page.setViewportSize({ width: 1366, height: 1600 });
    await saveScreenshot(page, testInfo, 'call-outcomes-form-dark');
  });
});

test.describe('Call Outcome Tracker', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
  });

  test('a missing required field shows "Please fill in all required fields" and records nothing', async ({ page }) => {
    const item = await findTrackedOpportunity(page.request);
    const before = (await (await page.request.get(`/api/call-history/${item.id}`)).json()) as HistoryItem[];
    const calls = await openCallsSection(page, item.q2g_tracking_number);

    await chooseOutcome(calls, 'Voicemail');
    const agent = calls.getByRole('textbox', { name: 'Agent Name' });
    await expect(agent).toHaveValue(DEMO_USERS.staff.displayName);
    await agent.fill('');
    await calls.getByRole('button', { name: 'Record Call Outcome' }).click();
    await expect(calls.getByRole('alert')).toHaveText('Please fill in all required fields');

    const after = (await (await page.request.get(`/api/call-history/${item.id}`)).json()) as HistoryItem[];
    expect(after).toHaveLength(before.length);
  });

  test('recording "No Answer" confirms, clears the form and adds the call to the history', async ({ page }, testInfo) => {
    const item = await findTrackedOpportunity(page.request);
    const calls = await openCallsSection(page, item.q2g_tracking_number);
    const notes = `E2E no answer ${Date.now() % 100000}`;

    const noAnswer = await chooseOutcome(calls, 'No Answer');
    await expect(noAnswer).toHaveAttribute('aria-pressed', 'true');
    await expect(calls.getByRole('textbox', { name: 'Agent Name' })).toHaveValue(DEMO_USERS.staff.displayName);
    await expect(calls.getByRole('textbox', { name: 'Phone Number Called' })).not.toHaveValue('');
    await calls.getByRole('textbox', { name: 'Notes' }).fill(notes);
    await page.setViewportSize({ width: 1366, height: 1600 });
    await saveScreenshot(page, testInfo, 'call-outcomes-form-light');
    await calls.getByRole('button', { name: 'Record Call Outcome' }).click();

    await expect(calls.getByRole('alert')).toHaveText('Call outcome recorded successfully!');
    await expect(calls.getByRole('form', { name: 'Record call outcome' })).toHaveCount(0);
    await expect(noAnswer).toHaveAttribute('aria-pressed', 'false');

    const row = calls.getByTestId('call-history-item').filter({ hasText: notes });
    await expect(row).toBeVisible();
    await expect(row.getByText('No Answer', { exact: true })).toBeVisible();
    await expect(row.getByText(DEMO_USERS.staff.displayName, { exact: false })).toBeVisible();
    // The default follow-up policy schedules a callback for no_answer.
    await expect(row.getByText('Follow-up automation triggered')).toBeVisible();
    await saveScreenshot(page, testInfo, 'call-outcomes-recorded-light');

    const history = (await (await page.request.get(`/api/call-history/${item.id}`)).json()) as HistoryItem[];
    expect(history[0]).toMatchObject({ outcome: 'no_answer', notes, customer_service_agent: DEMO_USERS.staff.displayName });
  });
});
