import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

/** The parts of a GET /api/opportunities item these tests read. */
interface ListItem {
  id: string;
  customer: string | null;
  phone: string | null;
  q2g_tracking_number: string;
  status: string;
  move_date: string | null;
  synced: boolean;
  raw: {
    lead_source: string | null;
    owner: string | null;
    assignee: string | null;
    origin_address: string | null;
    destination_address: string | null;
  };
}

interface Detail {
  customer_name: string | null;
  status: string;
}

/** The first opportunity the list shows (no-reply leads hidden, as in the UI) that matches. */
async function findOpportunity(request: APIRequestContext, matches: (item: ListItem) => boolean): Promise<ListItem> {
  for (let page = 1; page <= 6; page += 1) {
    const response = await request.get(`/api/opportunities?page=${page}&per_page=100&include_noreply=false`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { items: ListItem[] };
    const hit = body.items.find(matches);
    if (hit) return hit;
    if (body.items.length < 100) break;
  }
  throw new Error('No matching opportunity in the demo data');
}

async function byTracking(request: APIRequestContext, tracking: string): Promise<Detail> {
  const response = await request.get(`/api/opportunities/by-tracking/${encodeURIComponent(tracking)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { opportunity: Detail }).opportunity;
}

/** PUT through the API (with the session's CSRF token) to put demo data back as it was. */
async function restore(request: APIRequestContext, id: string, edit: Record<string, string>): Promise<void> {
  const status = (await (await request.get('/auth/status')).json()) as { csrf_token: string };
  const response = await request.put(`/api/opportunities/${id}`, { data: edit, headers: { 'X-CSRF-Token': status.csrf_token } });
  expect(response.ok()).toBe(true);
}

/** Finds the row by searching its tracking number, then opens the side panel with the row action. */
async function openPanel(page: Page, tracking: string, action: 'View details' | 'Edit'): Promise<Locator> {
  await page.goto('/opportunities');
  await page.getByLabel('Search opportunities').fill(tracking);
  const row = page.locator(`[data-testid="opportunity-row"][data-tracking="${tracking}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: action }).click();
  const panel = page.getByRole('dialog', { name: 'Opportunity Details' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(`#${tracking}`, { exact: true })).toBeVisible();
  return panel;
}

const customerName = (panel: Locator) =>
  panel.getByRole('region', { name: 'Customer Information' }).getByRole('definition').first();

test.describe('Opportunity side panel', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
  });

  test('Edit Details → Save Changes shows the new name and stores it', async ({ page }) => {
    const item = await findOpportunity(page.request, (i) => Boolean(i.customer));
    const panel = await openPanel(page, item.q2g_tracking_number, 'View details');
    await expect(customerName(panel)).toHaveText(item.customer ?? '');

    await panel.getByRole('button', { name: 'Edit Details' }).click();
    const nameInput = panel.getByLabel('Customer Name');
    await expect(nameInput).toHaveValue(item.customer ?? '');
    const newName = `${item.customer} E2E ${Date.now() % 100000}`;
    await nameInput.fill(newName);
    await panel.getByRole('button', { name: 'Save Changes' }).click();

    await expect(panel.getByLabel('Customer Name')).toHaveCount(0);
    await expect(customerName(panel)).toHaveText(newName);
    await expect(panel.getByRole('button', { name: 'Edit Details' })).toBeVisible();
    expect((await byTracking(page.request, item.q2g_tracking_number)).customer_name).toBe(newName);

    // The list reloaded behind the panel.
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator(`[data-tracking="${item.q2g_tracking_number}"]`).getByText(newName)).toBeVisible();

    await restore(page.request, item.id, { customer: item.customer ?? '' });
  });

  test('the row Edit action opens edit mode, and Cancel discards the changes', async ({ page }) => {
    const item = await findOpportunity(page.request, (i) => Boolean(i.customer));
    const panel = await openPanel(page, item.q2g_tracking_number, 'Edit');
    const nameInput = panel.getByLabel('Customer Name');
    await expect(nameInput).toHaveValue(item.customer ?? '');
    await nameInput.fill('Should Not Be Saved');
    await panel.getByRole('button', { name: 'Cancel' }).click();

    await expect(customerName(panel)).toHaveText(item.customer ?? '');
    await panel.getByRole('button', { name: 'Edit Details' }).click();
    await expect(panel.getByLabel('Customer Name')).toHaveValue(item.customer ?? '');
    expect((await byTracking(page.request, item.q2g_tracking_number)).customer_name).toBe(item.customer);
  });

  test('Update Status → Confirmed updates the badge and persists', async ({ page }) => {
    const item = await findOpportunity(page.request, (i) => i.status !== 'confirmed');
    const panel = await openPanel(page, item.q2g_tracking_number, 'View details');
    const statusSection = panel.getByRole('region', { name: 'Status & Sync' });

    await panel.getByRole('button', { name: 'Update Status' }).click();
    await page.getByRole('menuitem', { name: 'Confirmed' }).click();
    await expect(statusSection.locator('[data-status="confirmed"]')).toBeVisible();
    await expect(page.getByText('Status updated to Confirmed')).toBeVisible();
    await expect.poll(async () => (await byTracking(page.request, item.q2g_tracking_number)).status).toBe('confirmed');

    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator(`[data-tracking="${item.q2g_tracking_number}"] [data-status="confirmed"]`)).toBeVisible();

    await restore(page.request, item.id, { status: item.status || 'new' });
  });
});

test.describe('side panel screenshots', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`view and edit, ${mode}`, async ({ page }, testInfo) => {
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      // A well-filled opportunity an agent handles: addresses, move date, synced, with calls.
      const candidates: ListItem[] = [];
      await findOpportunity(page.request, (i) => {
        if (i.raw.lead_source !== 'email' && i.synced && i.move_date && i.raw.origin_address && i.raw.destination_address) {
          candidates.push(i);
        }
        return candidates.length >= 10;
      }).catch(() => undefined);
      expect(candidates.length).toBeGreaterThan(0);
      let item = candidates[0];
      for (const candidate of candidates) {
        const calls = (await (await page.request.get(`/api/call-history/${candidate.id}`)).json()) as unknown[];
        if (calls.length > 0) {
          item = candidate;
          break;
        }
      }

      const panel = await openPanel(page, item.q2g_tracking_number, 'View details');
      await expect(panel.getByRole('region', { name: 'Customer Service Calls' }).getByRole('group', { name: 'Call outcome' })).toBeVisible();
      await expect(panel.getByTestId('call-history-skeleton')).toHaveCount(0);
      // Tall enough to show the whole panel, call history included (the drawer scrolls on its own).
      await page.setViewportSize({ width: 1366, height: 1500 });
      await saveScreenshot(page, testInfo, `side-panel-${mode}`);

      await panel.getByRole('button', { name: 'Edit Details' }).click();
      await expect(panel.getByLabel('Customer Name')).toBeVisible();
      await saveScreenshot(page, testInfo, `side-panel-edit-${mode}`);
    });
  }
});
