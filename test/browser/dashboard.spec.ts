import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

/** The parts of GET /api/dashboard/summary → data this spec reads. */
interface Summary {
  health: { worker_ok: boolean; api_ms: number; queue_depth: number; failed_jobs: number };
  totals: { total: number; enriched: number; with_phone: number; with_move_date: number; synced: number };
  last24h: { new: number };
  trend: Array<{ date: string; new: number; synced: number }>;
  stuck: Array<{ id: string; tracking: string; status: string }>;
  stuck_count: number;
  stuck_count_exact: boolean;
  recent: Array<{ tracking: string }>;
}

type Range = '24h' | '7d' | '30d';

const count = (value: number) => value.toLocaleString('en-US');

const fetchSummary = async (page: Page, range: Range): Promise<Summary> => {
  const response = await page.request.get(`/api/dashboard/summary?range=${range}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { success: boolean; data: Summary };
  expect(body.success).toBe(true);
  return body.data;
};

const rgb = (colour: string): [number, number, number] => {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
};

/** Hue in degrees (0-360) of a computed rgb() colour. */
const hue = (colour: string): number => {
  const [r, g, b] = rgb(colour).map((value) => value / 255);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const h = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (h * 60 + 360) % 360;
};

/** WCAG contrast ratio of two computed rgb() colours. */
const contrast = (a: string, b: string): number => {
  const luminance = (colour: string) => {
    const [r, g, b] = rgb(colour).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

const metric = (page: Page, label: string) => page.getByRole('group', { name: label }).getByTestId('metric-value');

const isSummaryCall = (range: Range) => (response: { url: () => string }) =>
  response.url().includes(`/api/dashboard/summary?range=${range}`);

/** Clicks Refresh and waits for the page's own summary answer, so the screen and a fresh API read are in step. */
const refreshDashboard = async (page: Page, range: Range) => {
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await Promise.all([page.waitForResponse(isSummaryCall(range)), page.getByRole('button', { name: 'Refresh' }).click()]);
};

const expectTotalsShown = async (page: Page, summary: Summary) => {
  await expect(metric(page, 'Total Opportunities')).toHaveText(count(summary.totals.total));
  await expect(metric(page, 'Q2G Enriched')).toHaveText(count(summary.totals.enriched));
  await expect(metric(page, 'With Phone')).toHaveText(count(summary.totals.with_phone));
  await expect(metric(page, 'With Move Date')).toHaveText(count(summary.totals.with_move_date));
  await expect(metric(page, 'HubSpot Synced')).toHaveText(count(summary.totals.synced));
  await expect(metric(page, 'Last 24h')).toHaveText(count(summary.last24h.new));
};

const activityKinds = async (page: Page, opportunityId: string): Promise<string[]> => {
  const response = await page.request.get(`/api/opportunities/${opportunityId}/activity`);
  if (response.status() !== 200) return [];
  const body = (await response.json()) as { data: Array<{ kind: string }> };
  return body.data.map((event) => event.kind);
};

const syncStatus = async (page: Page, tracking: string): Promise<string | null> => {
  const response = await page.request.get(`/api/opportunities/by-tracking/${encodeURIComponent(tracking)}`);
  const body = (await response.json()) as { opportunity: { hubspot_sync_status: string | null } };
  return body.opportunity.hubspot_sync_status;
};

/** Re-queued: the API logged a staff re-queue, or the sync has left the failed state. */
const expectRequeued = async (page: Page, job: { id: string; tracking: string }) => {
  await expect
    .poll(async () => (await activityKinds(page, job.id)).includes('sync_requeued') || (await syncStatus(page, job.tracking)) !== 'failed')
    .toBe(true);
};

test.describe('dashboard', () => {
  test('shows the figures of GET /api/dashboard/summary', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await expect(page.getByText('Real-time monitoring of your automation system')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Range' })).toHaveText('Last 7 days');
    await refreshDashboard(page, '7d');
    const summary = await fetchSummary(page, '7d');

    await expectTotalsShown(page, summary);
    await expect(metric(page, 'API Status')).toHaveText(/^\d[\d,]* ms$/);
    await expect(page.getByTestId('health-badge')).toHaveText(summary.health.worker_ok ? 'Healthy' : 'Issues');
    await expect(page.getByRole('img', { name: /New vs synced opportunities per day/ }).getByTestId('trend-day')).toHaveCount(summary.trend.length);

    const recentResponse = await page.request.get('/api/dashboard/recent?hours=24&limit=10');
    const recent = ((await recentResponse.json()) as { data: Array<{ tracking: string }> }).data;
    const expected = recent.length > 0 ? recent : summary.recent;
    const items = page.getByTestId('recent-item');
    if (expected.length === 0) {
      await expect(page.getByText('No recent activity')).toBeVisible();
    } else {
      await expect(items).toHaveCount(expected.length);
      await expect(items.first()).toContainText(expected[0].tracking);
      await expect(items.first().getByRole('link')).toHaveAttribute('href', `/opportunities/${expected[0].tracking}`);
    }
    const viewAll = page.getByRole('link', { name: 'View All' });
    await expect(viewAll).toHaveAttribute('href', '/opportunities');
    await expect(viewAll).toHaveAttribute('target', '_blank');

    if (summary.stuck.length > 0) {
      const counted = `${count(summary.stuck_count)}${summary.stuck_count_exact ? '' : '+'}`;
      const caption = summary.stuck_count === 1 ? '1 job needs attention' : `${counted} jobs need attention`;
      await expect(page.getByTestId('stuck-caption')).toHaveText(caption);
      await expect(page.getByTestId('stuck-job')).toHaveCount(Math.min(10, summary.stuck.length));
    } else {
      await expect(page.getByRole('heading', { name: 'Stuck or Failing Jobs' })).toHaveCount(0);
    }
  });

  test('switching the range reloads the figures for that range', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    for (const [range, label] of [
      ['30d', 'Last 30 days'],
      ['24h', 'Last 24 hours'],
    ] as const) {
      const answered = page.waitForResponse(isSummaryCall(range));
      await page.getByRole('combobox', { name: 'Range' }).click();
      await page.getByRole('option', { name: label }).click();
      await answered;
      await expect(page.getByRole('combobox', { name: 'Range' })).toHaveText(label);
      await expect(page.getByRole('group', { name: 'Total Opportunities' })).toContainText(label);
      await expectTotalsShown(page, await fetchSummary(page, range));
    }
  });

  test('pages the stuck jobs ten at a time and keeps Recent Activity in the first screens', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    const summary = await fetchSummary(page, '7d');
    expect(summary.stuck.length, 'the demo data has more than one page of stuck syncs').toBeGreaterThan(10);
    expect(summary.stuck_count).toBeGreaterThanOrEqual(summary.stuck.length);
    await refreshDashboard(page, '7d');

    const jobs = page.getByTestId('stuck-job');
    await expect(jobs).toHaveCount(10);
    const firstPage = await jobs.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-tracking')));
    expect(firstPage).toEqual(summary.stuck.slice(0, 10).map((job) => job.tracking));
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => jobs.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-tracking')))).toEqual(
      summary.stuck.slice(10, 20).map((job) => job.tracking),
    );
    await expect(page.getByText(`11–${Math.min(20, summary.stuck.length)} of ${summary.stuck.length}`)).toBeVisible();

    // The stuck card ends within the first two screens, so Recent Activity follows right after it.
    const card = (await page.locator('section[aria-labelledby="stuck-jobs-title"]').boundingBox())!;
    expect(card.height).toBeLessThan(page.viewportSize()!.height);
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`stuck statuses: failed red, others yellow, readable, ${mode}`, async ({ page }) => {
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      const summary = await fetchSummary(page, '7d');
      const failed = summary.stuck.find((job) => job.status === 'failed');
      const other = summary.stuck.find((job) => job.status !== 'failed');
      expect(failed && other, 'the demo data has failed and long-queued syncs').toBeTruthy();
      // Both on the first page: narrow the table to those two rows.
      await page.route(/\/api\/dashboard\/summary\?/, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { success: boolean; data: Summary };
        body.data.stuck = [failed!, other!];
        await route.fulfill({ response, json: body });
      });
      await refreshDashboard(page, '7d');
      const chip = (tracking: string) =>
        page.locator(`[data-testid="stuck-job"][data-tracking="${tracking}"] .MuiChip-root`).evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundColor, text: style.color };
        });
      const failedChip = await chip(failed!.tracking);
      const otherChip = await chip(other!.tracking);
      const red = hue(failedChip.background);
      const yellow = hue(otherChip.background);
      expect(red < 12 || red > 345, `failed is red (${failedChip.background}, hue ${red})`).toBe(true);
      // Orange is roughly 20-40 degrees, yellow 45-60.
      expect(yellow >= 45 && yellow <= 62, `${other!.status} is yellow, not orange (${otherChip.background}, hue ${yellow})`).toBe(true);
      for (const { background, text } of [failedChip, otherChip]) expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`screenshot, ${mode}`, async ({ page }, testInfo) => {
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      await expect(metric(page, 'Total Opportunities')).toBeVisible();
      await expect(page.getByRole('img', { name: /New vs synced opportunities per day/ })).toBeVisible();
      await saveScreenshot(page, testInfo, `dashboard-${mode}`);
    });
  }

  test('re-queues a failed stuck job from its row', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    const job = (await fetchSummary(page, '7d')).stuck.find((stuck) => stuck.status === 'failed');
    if (!job) throw new Error('The demo data has no failed CRM sync to re-queue');
    await refreshDashboard(page, '7d');

    const row = page.locator(`[data-testid="stuck-job"][data-tracking="${job.tracking}"]`);
    await expect(row.getByText('failed', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Re-queue ${job.tracking}` }).click();

    await expect(page.getByTestId('toast').filter({ hasText: `Re-queued ${job.tracking}` })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectRequeued(page, job);
  });

  test('"Re-queue All Failed" re-queues each failed stuck job and reports the counts', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    // Keep the run's other specs their failed syncs: narrow the table to two real failed jobs (the re-queue calls
    // themselves go to the real API).
    const chosen = (await fetchSummary(page, '7d')).stuck.filter((stuck) => stuck.status === 'failed').slice(0, 2);
    expect(chosen, 'the demo data has at least two failed CRM syncs').toHaveLength(2);
    const chosenIds = new Set(chosen.map((job) => job.id));
    await page.route(/\/api\/dashboard\/summary\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { success: boolean; data: Summary };
      body.data.stuck = body.data.stuck.filter((stuck) => chosenIds.has(stuck.id));
      body.data.stuck_count = body.data.stuck.length;
      await route.fulfill({ response, json: body });
    });
    const requeueCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/hubspot/requeue')) requeueCalls.push(request.postData() ?? '');
    });
    await refreshDashboard(page, '7d');

    await expect(page.getByText('2 jobs need attention')).toBeVisible();
    await page.getByRole('button', { name: 'Re-queue All Failed' }).click();

    await expect(page.getByTestId('toast').filter({ hasText: 'Re-queue complete: 2 succeeded, 0 failed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stuck or Failing Jobs' })).toHaveCount(0);
    expect(requeueCalls.map((body) => JSON.parse(body) as unknown)).toEqual(
      chosen.map((job) => ({ tracking: job.tracking, opportunity_id: job.id })),
    );
    for (const job of chosen) await expectRequeued(page, job);
  });
});
