import { DEMO_USERS, expect, saveScreenshot, signIn, test } from './fixtures';

/** Kept small: sign-in and the shell at a phone-sized viewport. */
test.describe('phone-sized screen', () => {
  test('sign-in works and the shell renders', async ({ page }, testInfo) => {
    await page.goto('/login');
    const signInButton = page.getByRole('button', { name: 'Sign in with Microsoft' });
    await expect(signInButton).toBeVisible();
    await expect(signInButton).toBeInViewport();
    await saveScreenshot(page, testInfo, 'mobile-login');

    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    // Phones get a top bar with the brand; the sidebar lives in a drawer that starts closed.
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const openNavigation = page.getByRole('button', { name: 'Open navigation' });
    await expect(openNavigation).toBeVisible();
    await expect(page.getByRole('banner').getByText('Lead Automation')).toBeVisible();
    await expect(sidebar).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'mobile-shell');

    await openNavigation.click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toBeInViewport({ ratio: 1 });
    await expect(sidebar.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(sidebar.getByRole('status', { name: 'System Status' }).getByText('All systems operational')).toBeVisible();
    await saveScreenshot(page, testInfo, 'mobile-drawer');

    // Choosing an entry navigates and closes the drawer.
    await sidebar.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/settings');
    await expect(sidebar).toHaveCount(0);

    // A backdrop click closes it too.
    await openNavigation.click();
    await expect(sidebar).toBeVisible();
    await page.mouse.click(400, 450);
    await expect(sidebar).toHaveCount(0);
  });

  test('the shell does not scroll sideways', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow(), 'horizontal overflow in px').toBeLessThanOrEqual(0);

    // The menu button opens the drawer with the full navigation.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await expect(sidebar.getByRole('link', { name: 'Settings' })).toBeVisible();
    expect(await overflow(), 'horizontal overflow in px with the drawer open').toBeLessThanOrEqual(0);
  });
});
