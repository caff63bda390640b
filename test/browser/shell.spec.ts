import { backgroundColour, DEMO_USERS, expect, signIn, test } from './fixtures';

test.describe('shell preferences', () => {
  test('dark mode survives a reload', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const lightBackground = await backgroundColour(page);

    await sidebar.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(sidebar.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await expect.poll(() => backgroundColour(page)).not.toBe(lightBackground);
    const darkBackground = await backgroundColour(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lead Automation Dashboard' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('la.theme'))).toBe('"dark"');
    expect(await backgroundColour(page)).toBe(darkBackground);
    expect(darkBackground).not.toBe(lightBackground);

    // The Settings switch reflects (and controls) the same preference.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    const darkSwitch = page.getByRole('switch', { name: 'Dark mode' });
    await expect(darkSwitch).toBeChecked();
    await darkSwitch.click();
    await expect(darkSwitch).not.toBeChecked();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('la.theme'))).toBe('"light"');
    await expect.poll(() => backgroundColour(page)).toBe(lightBackground);
  });

  test('a collapsed sidebar stays collapsed after a reload', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    const expandedWidth = (await sidebar.boundingBox())?.width ?? 0;

    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');

    await page.reload();
    await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(await page.evaluate(() => window.localStorage.getItem('la.sidebarCollapsed'))).toBe('true');
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(expandedWidth);
    // Collapsed entries keep accessible names.
    await expect(sidebar.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(sidebar.getByLabel(`Signed in as ${DEMO_USERS.staff.displayName}`)).toBeVisible();

    await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await page.reload();
    await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  });
});

test.describe('navigation by role', () => {
  test('an admin sees the Automation Run group with the Queues dashboard link', async ({ page }) => {
    await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    await expect(nav.getByRole('heading', { level: 2, name: 'Automation Run' })).toBeVisible();
    const queues = nav.getByRole('link', { name: /Queues/ });
    await expect(queues).toBeVisible();
    await expect(queues).toHaveAttribute('href', '/admin/queues');
    await expect(queues).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  });

  test('staff does not see the Automation Run group', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    await expect(nav.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('heading', { name: 'Automation Run' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Queues/ })).toHaveCount(0);
  });
});
