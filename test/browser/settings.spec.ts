import { DEMO_USERS, expect, signIn, test } from './fixtures';

const ENDPOINTS = ['Database', 'Redis', 'Job queues', 'Sign-in provider (development)'];

test.describe('Settings page', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('System Health lists every endpoint as healthy, and Check Health runs again', async ({ page }) => {
    const rows = page.getByTestId('health-endpoint');
    for (const name of ENDPOINTS) {
      const row = rows.filter({ has: page.getByRole('cell', { name, exact: true }) });
      await expect(row).toBeVisible();
      await expect(row.getByText('healthy', { exact: true })).toBeVisible();
    }
    // Nothing reported anywhere is unhealthy.
    await expect(rows.getByText(/^(timeout|error|connection error)$/)).toHaveCount(0);

    const health = page.waitForResponse((response) => new URL(response.url()).pathname === '/api-health');
    await page.getByRole('button', { name: 'Check Health' }).click();
    expect((await health).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Check Health' })).toBeEnabled();
    await expect(rows.filter({ hasText: 'Database' })).toBeVisible();
  });

  test('the Configuration card shows the sign-in provider', async ({ page, baseURL }) => {
    const signInSection = page.getByRole('region', { name: 'Sign-in provider' });
    await expect(signInSection).toBeVisible();
    await expect(signInSection.getByRole('definition').filter({ hasText: 'Development identity provider' })).toBeVisible();
    await expect(signInSection.getByText('movingco.example')).toBeVisible();

    const environment = page.getByRole('region', { name: 'Environment' });
    await expect(environment.getByRole('definition').filter({ hasText: baseURL! })).toBeVisible();
    await expect(environment.getByText(/^labrowser_/)).toBeVisible();
  });
});
