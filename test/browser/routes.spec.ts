import { DEMO_USERS, expect, signIn, test } from './fixtures';

test.describe('routes', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
  });

  test('an unknown path shows "Page not found" inside the shell', async ({ page }) => {
    await page.goto('/no-such-screen');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('not-found-path')).toHaveText('/no-such-screen');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/no-such-screen');

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lead Automation Dashboard' })).toBeVisible();
  });

  test('an old path from the route map redirects: /campaigns/analytics → /analytics', async ({ page }) => {
    await page.goto('/campaigns/analytics');
    await expect(page).toHaveURL((url) => url.pathname === '/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  });
});
