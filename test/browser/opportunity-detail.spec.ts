import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

interface ListItem {
  id: string;
  customer: string | null;
  email: string | null;
  phone: string | null;
  q2g_tracking_number: string;
}

interface Detail {
  id: string;
  tracking_number: string;
  customer_name: string | null;
  customer_phone: string | null;
  status: string;
  move_date: string | null;
  origin_address: string | null;
}

/** Real opportunities from the seeded demo data (newest first). */
async function listOpportunities(page: Page): Promise<ListItem[]> {
  const response = await page.request.get('/api/opportunities?per_page=5');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { opportunities: ListItem[] };
  expect(body.opportunities.length).toBeGreaterThanOrEqual(4);
  return body.opportunities;
}

async function fetchDetail(request: APIRequestContext, tracking: string): Promise<Detail> {
  const response = await request.get(`/api/opportunities/by-tracking/${encodeURIComponent(tracking)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { opportunity: Detail }).opportunity;
}

async function openDetail(page: Page, tracking: string): Promise<void> {
  await page.goto(`/opportunities/${encodeURIComponent(tracking)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Opportunity #${tracking}` })).toBeVisible();
}

test.describe('opportunity detail page', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
  });

  test('editing the customer information saves only through Save and persists', async ({ page }) => {
    const target = (await listOpportunities(page))[1];
    await openDetail(page, target.q2g_tracking_number);
    const customer = page.getByRole('region', { name: 'Customer Information' });

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await customer.getByLabel('Customer Name').fill('Taylor Quinn-Browser');
    await customer.getByLabel('Phone').fill('512-555-0199');
    await customer.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'confirmed' }).click();
    await customer.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(customer.getByLabel('Customer Name')).toHaveCount(0);
    await expect(page.getByTestId('detail-customer')).toHaveText('Taylor Quinn-Browser');
    await expect(customer.getByText('(512) 555-0199')).toBeVisible();
    await expect(customer.getByText('confirmed', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Activity Timeline' }).getByText('Edited by staff').first()).toBeVisible();

    const saved = await fetchDetail(page.request, target.q2g_tracking_number);
    expect(saved.customer_name).toBe('Taylor Quinn-Browser');
    expect(saved.customer_phone?.replace(/\D/g, '')).toMatch(/5125550199$/);
    expect(saved.status).toBe('confirmed');

    // Still there after a reload.
    await page.reload();
    await expect(page.getByTestId('detail-customer')).toHaveText('Taylor Quinn-Browser');
  });

  test('Cancel discards customer edits', async ({ page }) => {
    const target = (await listOpportunities(page))[2];
    const before = await fetchDetail(page.request, target.q2g_tracking_number);
    await openDetail(page, target.q2g_tracking_number);
    const customer = page.getByRole('region', { name: 'Customer Information' });
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await customer.getByLabel('Customer Name').fill('Should Not Stick');
    await customer.getByRole('button', { name: 'Cancel' }).click();
    await expect(customer.getByText('Should Not Stick')).toHaveCount(0);
    expect((await fetchDetail(page.request, target.q2g_tracking_number)).customer_name).toBe(before.customer_name);
  });

  test('the move details have their own edit mode and save', async ({ page }) => {
    const target = (await listOpportunities(page))[3];
    await openDetail(page, target.q2g_tracking_number);
    const move = page.getByRole('region', { name: 'Move Details' });

    await move.getByRole('button', { name: 'Edit Move Details' }).click();
    await move.getByLabel('Move Date').fill('2031-06-13');
    await move.getByLabel('Origin Address').fill('100 Congress Ave, Austin, TX 78701');
    await move.getByLabel('Destination Address').fill('1600 Broadway, Denver, CO 80202');
    await move.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Move details saved')).toBeVisible();
    await expect(move.getByText('Friday, June 13, 2031')).toBeVisible();
    await expect(move.getByText('100 Congress Ave, Austin, TX 78701')).toBeVisible();
    await expect(move.getByText('1600 Broadway, Denver, CO 80202')).toBeVisible();

    const saved = await fetchDetail(page.request, target.q2g_tracking_number);
    expect(saved.move_date).toMatch(/^2031-06-13/);
    expect(saved.origin_address).toBe('100 Congress Ave, Austin, TX 78701');
  });

  test('quick actions link to the customer and the timeline lists what happened', async ({ page }) => {
    const target = (await listOpportunities(page)).find((item) => item.phone && item.email) ?? (await listOpportunities(page))[0];
    await openDetail(page, target.q2g_tracking_number);
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(actions.getByRole('link', { name: 'Call customer' })).toHaveAttribute('href', /^tel:\+?\d+/);
    await expect(actions.getByRole('link', { name: 'Email customer' })).toHaveAttribute('href', `mailto:${target.email}`);
    await expect(page.getByTestId('detail-sync-state')).toHaveText(/^(Synced|Syncing|Failed|Pending)$/);
    const timeline = page.getByRole('region', { name: 'Activity Timeline' });
    await expect(timeline.locator('[data-kind="created"]')).toBeVisible();
  });

  test('Re-queue CRM sync puts the lead back in the queue and the timeline records it', async ({ page }) => {
    const response = await page.request.get('/api/opportunities?per_page=50&process_status=synced');
    const items = ((await response.json()) as { items: (ListItem & { raw: { hubspot_sync_status: string | null } })[] }).items;
    const target = items.find((item) => item.raw.hubspot_sync_status === 'succeeded');
    expect(target, 'a synced demo opportunity').toBeTruthy();
    await openDetail(page, target!.q2g_tracking_number);
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await actions.getByRole('button', { name: 'Re-queue CRM sync' }).click();
    await expect(page.getByText('CRM sync re-queued', { exact: true }).first()).toBeVisible();
    const requeued = page.getByRole('region', { name: 'Activity Timeline' }).locator('[data-kind="sync_requeued"]');
    await expect(requeued.first()).toBeVisible();
    await expect(requeued.first()).toContainText(DEMO_USERS.staff.displayName);
    const activity = (await (await page.request.get(`/api/opportunities/${target!.id}/activity`)).json()) as { data: { kind: string; actor: string | null }[] };
    expect(activity.data.find((e) => e.kind === 'sync_requeued')?.actor).toBe(DEMO_USERS.staff.displayName);
  });

  test('an unknown tracking number shows the not-found screen, which leads back to the list', async ({ page }, testInfo) => {
    await page.goto('/opportunities/NOPE-404');
    await expect(page.getByRole('heading', { name: 'Opportunity Not Found' })).toBeVisible();
    await expect(page.getByText('Opportunity with tracking number NOPE-404 not found')).toBeVisible();
    await saveScreenshot(page, testInfo, 'opportunity-not-found-light');
    await page.getByRole('link', { name: 'Back to Opportunities' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/opportunities');
  });

  test('Share copies the page address', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const target = (await listOpportunities(page))[0];
    await openDetail(page, target.q2g_tracking_number);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test.describe('printing the detail page', () => {
  test('Print opens the print dialog, and the print layout drops the shell and the buttons', async ({ page }, testInfo) => {
    await presetTheme(page, 'dark');
    await page.addInitScript(() => {
      const target = window as unknown as { printCalls: number };
      target.printCalls = 0;
      window.print = () => {
        target.printCalls += 1;
      };
    });
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    const target = (await listOpportunities(page))[0];
    await openDetail(page, target.q2g_tracking_number);
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Call customer' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Customer Information' })).toBeVisible();
    // Black on white even from the dark theme.
    const colours = await page.getByRole('region', { name: 'Customer Information' }).evaluate((card) => {
      const style = getComputedStyle(card);
      const title = card.querySelector('h2');
      return { background: style.backgroundColor, text: title ? getComputedStyle(title).color : '' };
    });
    expect(colours).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
    await saveScreenshot(page, testInfo, 'opportunity-detail-print');
  });
});

test.describe('opportunity detail on a phone', () => {
  test('the cards stack in one column', async ({ page }, testInfo) => {
    // signIn checks the desktop sidebar, so shrink the window afterwards.
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await page.setViewportSize({ width: 390, height: 844 });
    const target = (await listOpportunities(page))[0];
    await openDetail(page, target.q2g_tracking_number);
    const customer = await page.getByRole('region', { name: 'Customer Information' }).boundingBox();
    const actions = await page.getByRole('region', { name: 'Quick Actions' }).boundingBox();
    expect(customer && actions).toBeTruthy();
    if (customer && actions) {
      expect(actions.y).toBeGreaterThan(customer.y + customer.height - 1);
      expect(Math.abs(actions.x - customer.x)).toBeLessThan(2);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, testInfo, 'opportunity-detail-phone');
  });
});

test.describe('opportunity detail screenshots', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`detail page, ${mode}`, async ({ page }, testInfo) => {
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      const items = await listOpportunities(page);
      const target = items.find((item) => item.customer && item.phone && item.email) ?? items[0];
      await openDetail(page, target.q2g_tracking_number);
      await expect(page.getByTestId('activity-event').first()).toBeVisible();
      await expect(page.getByTestId('activity-skeleton')).toHaveCount(0);
      await saveScreenshot(page, testInfo, `opportunity-detail-${mode}`);

      await page.goto('/opportunities/NOPE-404');
      await expect(page.getByRole('heading', { name: 'Opportunity Not Found' })).toBeVisible();
      await saveScreenshot(page, testInfo, `opportunity-not-found-${mode}`);
    });
  }
});
