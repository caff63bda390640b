import type { Locator, Page, Response } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

/** The parts of a GET /api/opportunities answer these tests read. */
interface ListItem {
  customer: string | null;
  q2g_tracking_number: string;
}
interface ListAnswer {
  items: ListItem[];
  total: number;
}

const SEARCH_PLACEHOLDER = 'Search by name, tracking, email, phone, or addresses...';
const FILTERS_KEY = 'la.opportunities.listFilters';
/** react-admin's debounce of list filter changes (useListParams, 500 ms by default). */
const FILTER_DEBOUNCE_MS = 500;

const rows = (page: Page): Locator => page.getByTestId('opportunity-row');
const rowFor = (page: Page, tracking: string): Locator => page.locator(`[data-testid="opportunity-row"][data-tracking="${tracking}"]`);
const summary = (page: Page): Locator => page.getByTestId('pagination-summary');
const pagination = (page: Page): Locator => page.getByRole('navigation', { name: 'Pagination' });

/** The next GET /api/opportunities whose query satisfies `matches`. */
function listResponse(page: Page, matches: (params: URLSearchParams) => boolean = () => true): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/opportunities' && response.request().method() === 'GET' && matches(url.searchParams);
  });
}

async function trackingsShown(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-tracking') ?? ''));
}

async function chooseOption(page: Page, select: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Signs in and opens /opportunities; resolves with the first list answer. */
async function openList(page: Page): Promise<ListAnswer> {
  const first = listResponse(page);
  await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName, '/opportunities');
  await expect(page.getByRole('heading', { level: 1, name: 'Q2G Opportunities' })).toBeVisible();
  const answer = (await (await first).json()) as ListAnswer;
  await expect(rows(page).first()).toBeVisible();
  return answer;
}

test.describe('Opportunities list', () => {
  test('loads the newest 25 with the documented query, and searches by name fragment and by tracking number', async ({ page }) => {
    const firstRequest = listResponse(page);
    const initial = await openList(page);
    const params = Object.fromEntries(new URL((await firstRequest).url()).searchParams);
    expect(params).toEqual({
      page: '1',
      per_page: '25',
      include_noreply: 'false',
      date_field: 'last_updated',
      order_by: 'created_at',
      order_dir: 'desc',
      ui_rev: 'q2g-ui-v7',
    });
    await expect(rows(page)).toHaveCount(25);
    await expect(page.getByText('Manage and track your Q2G lead opportunities')).toBeVisible();

    const candidates = (await (await page.request.get('/api/opportunities?per_page=5&include_noreply=false')).json()) as ListAnswer;
    const named = candidates.items.find((item) => (item.customer ?? '').trim().split(/\s+/).pop()!.length >= 4);
    expect(named, 'a recent opportunity with a customer name').toBeTruthy();
    const lastName = named!.customer!.trim().split(/\s+/).pop()!;
    const fragment = lastName.slice(1, 4).toLowerCase();

    const search = page.getByPlaceholder(SEARCH_PLACEHOLDER);
    const searched = listResponse(page, (p) => p.get('q') === fragment);
    await search.fill(`  ${fragment}  `);
    const answer = (await (await searched).json()) as ListAnswer;
    expect(answer.total).toBeLessThan(initial.total);
    await expect(rowFor(page, named!.q2g_tracking_number)).toBeVisible();
    await expect(rows(page)).toHaveCount(Math.min(25, answer.items.length));

    const tracking = candidates.items[candidates.items.length - 1].q2g_tracking_number;
    const byTracking = listResponse(page, (p) => p.get('q') === tracking);
    await search.fill(tracking);
    await byTracking;
    await expect(rows(page)).toHaveCount(1);
    await expect(rowFor(page, tracking)).toBeVisible();
  });

  test('the process status filter changes the request and the rows', async ({ page }) => {
    await openList(page);
    const before = await trackingsShown(page);

    const synced = listResponse(page, (p) => p.get('process_status') === 'synced');
    await chooseOption(page, /Process status/, 'Synced to HubSpot');
    const syncedAnswer = (await (await synced).json()) as ListAnswer;
    expect(syncedAnswer.items.length).toBeGreaterThan(0);
    await expect.poll(() => trackingsShown(page)).toEqual(syncedAnswer.items.map((item) => item.q2g_tracking_number));
    // Synced to HubSpot means the CRM sync succeeded: every badge reads Synced.
    await expect(rows(page).getByText('Synced', { exact: true })).toHaveCount(syncedAnswer.items.length);

    const scraped = listResponse(page, (p) => p.get('process_status') === 'scraped' && p.get('page') === '1');
    await chooseOption(page, /Process status/, 'Email Scraped');
    const scrapedAnswer = (await (await scraped).json()) as ListAnswer;
    await expect.poll(() => trackingsShown(page)).toEqual(scrapedAnswer.items.map((item) => item.q2g_tracking_number));
    expect(await trackingsShown(page)).not.toEqual(before);
    await expect(rows(page).getByText('Synced', { exact: true })).toHaveCount(0);
  });

  test('sorting by Customer toggles ascending and descending', async ({ page }) => {
    await openList(page);
    const header = page.getByRole('columnheader', { name: 'Customer' });

    const asc = listResponse(page, (p) => p.get('order_by') === 'customer' && p.get('order_dir') === 'asc');
    await header.getByRole('button', { name: 'Customer' }).click();
    const ascItems = ((await (await asc).json()) as ListAnswer).items.map((item) => item.q2g_tracking_number);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => trackingsShown(page)).toEqual(ascItems);
    await expect(page.getByRole('combobox', { name: /Sort by/ })).toContainText('Name A-Z');

    const desc = listResponse(page, (p) => p.get('order_by') === 'customer' && p.get('order_dir') === 'desc');
    await header.getByRole('button', { name: 'Customer' }).click();
    const descItems = ((await (await desc).json()) as ListAnswer).items.map((item) => item.q2g_tracking_number);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => trackingsShown(page)).toEqual(descItems);
    expect(descItems).not.toEqual(ascItems);
    await expect(page.getByRole('combobox', { name: /Sort by/ })).toContainText('Name Z-A');
  });

  test('a click anywhere in a sortable header cell sorts, not only on its label text', async ({ page }) => {
    await openList(page);
    const header = page.getByRole('columnheader', { name: 'Email' });
    const cell = (await header.boundingBox())!;
    const label = (await header.getByRole('button', { name: 'Email' }).boundingBox())!;
    // A point in the cell to the right of the label (the cell's padding and free width).
    const x = Math.max(label.x + label.width + 4, cell.x + cell.width - 6);
    expect(x, 'the cell is wider than its label').toBeLessThan(cell.x + cell.width - 1);
    const asc = listResponse(page, (p) => p.get('order_by') === 'email' && p.get('order_dir') === 'asc');
    await page.mouse.click(x, cell.y + cell.height - 4);
    await asc;
    await expect(header).toHaveAttribute('aria-sort', 'ascending');

    // Keyboard: the label is the focusable control of the cell.
    await header.getByRole('button', { name: 'Email' }).focus();
    const desc = listResponse(page, (p) => p.get('order_by') === 'email' && p.get('order_dir') === 'desc');
    await page.keyboard.press('Enter');
    await desc;
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  test('Custom Range requests nothing while the dates are typed, then both dates at once', async ({ page }, testInfo) => {
    await openList(page);
    const requests: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/opportunities' && request.method() === 'GET') requests.push(url.searchParams);
    });
    await chooseOption(page, /Date range/, 'Custom Range');
    // Real keystrokes into Chromium's date inputs (month, day, year segments; the year digit by digit).
    await page.getByLabel('From', { exact: true }).focus();
    await page.keyboard.type('01022026', { delay: 60 });
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-01-02');
    await page.getByLabel('To', { exact: true }).focus();
    await page.keyboard.type('0131202', { delay: 60 });
    // Not a settling sleep: react-admin applies filter changes after a 500 ms debounce, so a request for the
    // incomplete range (the bug this guards against) would only leave after that long.
    await page.waitForTimeout(FILTER_DEBOUNCE_MS);
    expect(requests.map((p) => p.toString()), 'no request while the range is incomplete').toEqual([]);
    await expect(page.getByText('Enter both dates to apply')).toBeVisible();
    await saveScreenshot(page, testInfo, 'opportunities-custom-range-light');

    const both = listResponse(page, (p) => p.get('date_from') === '2026-01-02' && p.get('date_to') === '2026-01-31');
    await page.keyboard.type('6');
    await both;
    expect(requests).toHaveLength(1);
    await expect(page.getByText('Enter both dates to apply')).toHaveCount(0);
  });

  test('pagination: Next, numbered buttons and Previous move pages and the summary', async ({ page }) => {
    const initial = await openList(page);
    const pages = Math.ceil(initial.total / 25);
    expect(pages).toBeGreaterThan(5);
    const total = initial.total.toLocaleString('en-US');
    await expect(summary(page)).toHaveText(`Showing 1 of ${pages} pages (${total} total opportunities)`);
    await expect(pagination(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pagination(page).getByRole('button', { name: `Page ${pages}` })).toBeVisible();
    const pageOne = await trackingsShown(page);

    const second = listResponse(page, (p) => p.get('page') === '2');
    await pagination(page).getByRole('button', { name: 'Next' }).click();
    const secondItems = ((await (await second).json()) as ListAnswer).items.map((item) => item.q2g_tracking_number);
    await expect(summary(page)).toHaveText(`Showing 2 of ${pages} pages (${total} total opportunities)`);
    await expect.poll(() => trackingsShown(page)).toEqual(secondItems);
    expect(secondItems.some((tracking) => pageOne.includes(tracking))).toBe(false);

    const fourth = listResponse(page, (p) => p.get('page') === '4');
    await pagination(page).getByRole('button', { name: 'Page 4' }).click();
    await fourth;
    await expect(summary(page)).toContainText('Showing 4 of');
    await expect(pagination(page).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');

    const last = listResponse(page, (p) => p.get('page') === String(pages));
    await pagination(page).getByRole('button', { name: `Page ${pages}` }).click();
    await last;
    await expect(summary(page)).toContainText(`Showing ${pages} of ${pages} pages`);
    await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeDisabled();

    await pagination(page).getByRole('button', { name: 'Previous' }).click();
    await expect(summary(page)).toContainText(`Showing ${pages - 1} of ${pages} pages`);
  });

  test('filters survive a reload, and Clear Filters resets them for good', async ({ page }) => {
    await openList(page);
    await chooseOption(page, /Process status/, 'Processing');
    const filtered = listResponse(page, (p) => p.get('process_status') === 'processing' && p.get('status') === 'opened');
    await chooseOption(page, /^Status/, 'Opened');
    await filtered;

    const reloaded = listResponse(page);
    await page.reload();
    const params = new URL((await reloaded).url()).searchParams;
    expect(params.get('process_status')).toBe('processing');
    expect(params.get('status')).toBe('opened');
    await expect(page.getByRole('combobox', { name: /Process status/ })).toContainText('Processing');
    await expect(page.getByRole('combobox', { name: /^Status/ })).toContainText('Opened');

    const cleared = listResponse(page, (p) => !p.has('process_status') && !p.has('status'));
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await cleared;
    await expect(page.getByRole('combobox', { name: /Process status/ })).toContainText('All Process Status');
    await expect(page.getByRole('combobox', { name: /^Status/ })).toContainText('All Status');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), FILTERS_KEY)).toBeNull();

    const afterClear = listResponse(page);
    await page.reload();
    const clearedParams = new URL((await afterClear).url()).searchParams;
    expect(clearedParams.has('process_status')).toBe(false);
    expect(clearedParams.has('status')).toBe(false);
    await expect(page.getByRole('combobox', { name: /Process status/ })).toContainText('All Process Status');
  });

  test('keyboard: "/" focuses the search, Enter on a focused row opens the side panel', async ({ page }) => {
    await openList(page);
    const search = page.getByPlaceholder(SEARCH_PLACEHOLDER);
    await page.getByRole('heading', { level: 1, name: 'Q2G Opportunities' }).click();
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');

    const firstRow = rows(page).first();
    await firstRow.focus();
    await expect(firstRow).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/opportunities');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`screenshot, ${mode}`, async ({ page }, testInfo) => {
      await presetTheme(page, mode);
      await openList(page);
      await expect(rows(page)).toHaveCount(25);
      await expect(summary(page)).toBeVisible();
      await saveScreenshot(page, testInfo, `opportunities-${mode}`);
    });
  }
});
