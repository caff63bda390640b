import type { Page } from '@playwright/test';
import { Client } from 'pg';
import { databaseUrl } from './env';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

const STATES: ReadonlyArray<[string, string]> = [
  ['TX', 'Austin'], ['CA', 'Los Angeles'], ['FL', 'Miami'], ['NY', 'Brooklyn'], ['CO', 'Denver'], ['WA', 'Seattle'], ['IL', 'Chicago'],
];
const STATUSES = ['PENDING', 'ASSIGNED_TO_AGENCY', 'new', 'pending', 'confirmed', 'booked', 'completed'];
const SIZES = ['Studio', '1 Bedroom', '2 Bedroom', '3 Bedroom', '4+ Bedroom'];

/** 60 leads created over the last 7 days, moving from 3 days ago to 40 days ahead, between seven states. */
async function seedLeads(): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const now = Date.now();
    const day = 86_400_000;
    for (let i = 0; i < 60; i++) {
      const [originState, originCity] = STATES[(i * 3) % 5];
      const [destinationState, destinationCity] = i % 4 === 0 ? [originState, originCity] : STATES[(i * 5 + 1) % STATES.length];
      const created = new Date(now - (i % 7) * day - (i % 5) * 3_600_000);
      const moveDate = new Date(now + ((i * 7) % 44 - 3) * day).toISOString().slice(0, 10);
      await db.query(
        `INSERT INTO opportunities (tracking_number, customer_name, status, move_date, origin_address, origin_city, origin_state,
           destination_address, destination_city, destination_state, move_size, estimated_revenue, enriched, created_at, synced_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT DO NOTHING`,
        [
          `AN-${String(i).padStart(4, '0')}`, `Customer ${i}`, STATUSES[i % STATUSES.length], moveDate,
          `${100 + i} Main St, ${originCity}, ${originState}`, originCity, originState,
          `${200 + i} Oak Ave, ${destinationCity}, ${destinationState}`, destinationCity, destinationState,
          SIZES[i % SIZES.length], 1500 + i * 75, i % 3 !== 0, created, i % 2 === 0 ? new Date(created.getTime() + 3 * 3_600_000) : null,
        ],
      );
    }
  } finally {
    await db.end();
  }
}

const metric = (page: Page, label: string) => page.getByRole('group', { name: label }).getByTestId('metric-value');
const count = (value: number) => value.toLocaleString('en-US');

async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function openAnalytics(page: Page, tab?: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Performance' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

test.describe('analytics', () => {
  test.beforeAll(seedLeads);

  test('each tab shows its figures from the API', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await openAnalytics(page);
    const statistics = await apiData<{ total_synced: number; today_synced: number }>(page, '/status');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(metric(page, 'Total Synced')).toHaveText(count(statistics.total_synced));
    await expect(page.getByRole('switch', { name: 'Auto-refresh' })).toBeChecked();

    await page.getByRole('tab', { name: 'Opportunity Velocity' }).click();
    const velocity = await apiData<{ metrics: { total_opportunities: number } }>(page, '/api/opportunities/velocity?timeframe=7d');
    await expect(metric(page, 'Total Opportunities')).toHaveText(count(velocity.metrics.total_opportunities));
    await expect(page.getByTestId('funnel-stage')).toHaveCount(3);
    await expect(page.getByTestId('breakdown-row')).toHaveCount(7);
    await expect(page.getByRole('img', { name: /New, enriched and synced opportunities per day/ })).toBeVisible();

    await page.getByRole('tab', { name: 'Move Date Calendar' }).click();
    const moves = await apiData<{ metrics: { total_moves: number }; upcoming: unknown[] }>(page, '/api/opportunities/move-dates');
    await expect(metric(page, 'Total Moves')).toHaveText(count(moves.metrics.total_moves));
    await expect(page.getByTestId('upcoming-list').getByTestId('move-row')).toHaveCount(Math.min(10, moves.upcoming.length));
    await expect(page.getByTestId('upcoming-list').getByTestId('days-out').first()).toHaveText(/^(Today|1 day out|\d+ days out)$/);
    await expect(page.getByTestId('move-calendar')).toBeVisible();
    const month = await page.getByTestId('calendar-month').textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByTestId('calendar-month')).not.toHaveText(month ?? '');
    await expect(page.getByTestId('move-calendar')).toBeVisible();

    await page.getByRole('tab', { name: 'Geographic Intelligence' }).click();
    const geo = await apiData<{ metrics: { total_states: number }; top_origins: { origin_state: string; move_count: number }[] }>(page, '/api/opportunities/geographic');
    await expect(metric(page, 'States Covered')).toHaveText(count(geo.metrics.total_states));
    const map = page.getByTestId('us-map');
    await expect(map).toBeVisible();
    const top = geo.top_origins[0];
    await expect(map.locator(`path[data-state="${top.origin_state}"]`)).toHaveAttribute('data-count', String(top.move_count));
    await page.getByRole('button', { name: 'Destinations' }).click();
    await expect(map).toHaveAttribute('aria-label', /^Moves by destination state: /);
    await expect(page.getByRole('img', { name: /^Moves on route: / })).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'geographic');
  });

  test('the timeframe switch reads that timeframe', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await openAnalytics(page, 'Opportunity Velocity');
    await expect(page.getByTestId('breakdown-row')).toHaveCount(7);
    const answer = page.waitForResponse((r) => r.url().includes('/api/opportunities/velocity?timeframe=30d'));
    await page.getByRole('button', { name: '30d' }).click();
    await answer;
    await expect(page.getByRole('button', { name: '30d' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('breakdown-row')).toHaveCount(10);
    await expect(page.getByText('Every day of the last 30 days')).toBeVisible();
    // Counts are drawn from 0: the lowest label of the y-axis is 0 whatever the smallest day is.
    const yLabels = page.getByTestId('velocity-chart').locator('.MuiChartsAxis-left .MuiChartsAxis-tickLabel');
    await expect(yLabels.first()).toHaveText('0');
  });

  test('auto-refresh reads the velocity again every 30 s, and not once switched off', async ({ page }) => {
    await page.clock.install();
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await openAnalytics(page, 'Opportunity Velocity');
    await expect(page.getByTestId('breakdown-row')).toHaveCount(7);
    let reads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/opportunities/velocity')) reads++;
    });
    const next = page.waitForRequest((r) => r.url().includes('/api/opportunities/velocity'));
    await page.clock.fastForward(30_500);
    await next;
    expect(reads).toBe(1);

    await page.getByRole('switch', { name: 'Auto-refresh' }).uncheck();
    await page.clock.fastForward(95_000);
    // A request of our own, started after the fast-forward, has come back: any read the timers started came before it.
    expect(await page.evaluate(() => fetch('/api-health', { cache: 'no-store' }).then((r) => r.status))).toBe(200);
    expect(reads).toBe(1);
  });

  test("a failed read shows 'Failed to fetch analytics data', and Try Again recovers", async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await page.route(/\/api\/opportunities\/geographic/, (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'Internal error', message: 'Internal error', error_code: 'INTERNAL_ERROR' } }),
    );
    await openAnalytics(page, 'Geographic Intelligence');
    const error = page.getByTestId('analytics-error');
    await expect(error).toContainText('Failed to fetch analytics data');
    await page.unroute(/\/api\/opportunities\/geographic/);
    await error.getByRole('button', { name: 'Try Again' }).click();
    await expect(error).toHaveCount(0);
    await expect(metric(page, 'Interstate Moves')).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`screenshots of each tab, ${mode}`, async ({ page }, testInfo) => {
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      await openAnalytics(page);
      await expect(metric(page, 'Total Synced')).toBeVisible();
      await saveScreenshot(page, testInfo, `analytics-overview-${mode}`);

      await page.getByRole('tab', { name: 'Opportunity Velocity' }).click();
      await expect(page.getByRole('img', { name: /New, enriched and synced opportunities per day/ })).toBeVisible();
      await saveScreenshot(page, testInfo, `analytics-velocity-${mode}`);

      await page.getByRole('tab', { name: 'Move Date Calendar' }).click();
      await expect(page.getByTestId('move-calendar')).toBeVisible();
      await saveScreenshot(page, testInfo, `analytics-move-dates-${mode}`);

      await page.getByRole('tab', { name: 'Geographic Intelligence' }).click();
      await expect(page.getByTestId('us-map')).toBeVisible();
      await expect(page.getByRole('img', { name: /^Moves by size: / })).toBeVisible();
      await saveScreenshot(page, testInfo, `analytics-geographic-${mode}`);
    });
  }
});
