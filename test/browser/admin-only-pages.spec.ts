import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, signIn, test } from './fixtures';

/** Console errors (CSP violations included) and every URL the page requests. */
function watchPage(page: Page): { errors: string[]; requests: string[] } {
  const seen = { errors: [] as string[], requests: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('request', (request) => seen.requests.push(request.url()));
  return seen;
}

test.describe('admin-only pages', () => {
  test('an admin opens the BullMQ dashboard without CSP errors or requests to other sites', async ({ page, baseURL }) => {
    await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
    const seen = watchPage(page);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    const response = await page.goto('/admin/queues');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-powered-by']).toBeUndefined();
    await expect(page).toHaveTitle('Lead Automation queues');
    // The dashboard's scripts ran and listed our queues from its own API.
    await expect(page.getByText('maintenance', { exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(seen.errors.filter((text) => /Content Security Policy|CSP violation/i.test(text))).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(seen.requests.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
  });

  test("staff opening the queues dashboard see the admin's Not allowed screen", async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);

    await page.goto('/admin/queues');
    await expect(page).toHaveURL((url) => url.pathname === '/not-allowed' && url.searchParams.get('from') === '/admin/queues');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText('Your account does not have access to this page. Ask an administrator if you need it.')).toBeVisible();
    await expect(page.getByTestId('not-allowed-path')).toHaveText('/admin/queues');
    await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByText(DEMO_USERS.staff.displayName)).toBeVisible();
    await expect(page).toHaveTitle(/^Not allowed · /);

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('Settings shows admins the health details and staff names and statuses only', async ({ browser }) => {
    for (const [user, detailed] of [
      [DEMO_USERS.admin, true],
      [DEMO_USERS.staff, false],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, user.email, user.displayName, '/settings');
      const table = page.getByRole('table', { name: 'Endpoint health' });
      await expect(table.getByTestId('health-endpoint').filter({ hasText: 'Redis' })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'URL' })).toHaveCount(detailed ? 1 : 0);
      await expect(table.getByText(/^redis:\/\//)).toHaveCount(detailed ? 1 : 0);
      await expect(page.getByText('Addresses and error details are shown to administrators.')).toHaveCount(detailed ? 0 : 1);
      await context.close();
    }
  });
});
