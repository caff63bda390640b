import { DEMO_USERS, expect, signInWithForm, submitDevIdpSignIn, test } from './fixtures';

test.describe('signing in and out', () => {
  test('staff signs in through the dev IdP and sees the shell with name, principal and system status', async ({ page }) => {
    await signInWithForm(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);

    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const user = sidebar.getByLabel('Signed-in user');
    await expect(user.getByText(DEMO_USERS.staff.displayName, { exact: true })).toBeVisible();
    await expect(user.getByText(DEMO_USERS.staff.email, { exact: true })).toBeVisible();

    // The health check includes the worker heartbeat written at startup.
    const status = sidebar.getByRole('status', { name: 'System Status' });
    await expect(status.getByText('All systems operational')).toBeVisible();
    await expect(status.getByText('Online', { exact: true })).toBeVisible();

    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'New Opportunity' })).toBeEnabled();
    await expect(page.getByTestId('build-revision')).toHaveText(/^rev \S+/);
    await expect(page).toHaveTitle(/^Dashboard · /);
  });

  test('an address outside the company domains is denied and the URL is cleaned to /login', async ({ page }) => {
    await submitDevIdpSignIn(page, DEMO_USERS.outsider.email);

    await expect(page.getByRole('alert').filter({ hasText: 'Access denied. Only company email domain addresses are allowed.' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '' && url.hash === '');
    await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();

    // Denied means no session: the shell stays out of reach.
    expect(await (await page.request.get('/auth/status')).text()).toMatch(/"authenticated":\s*false/);
    await page.goto('/settings');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  });

  test('Sign Out returns to /login and the shell is no longer reachable', async ({ page }) => {
    // A session of its own: signing out ends it on the server, so it must not be the one other tests reuse.
    await signInWithForm(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();

    await page.goto('/settings');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('heading', { name: 'Lead Automation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Settings' })).toHaveCount(0);

    // The server-side session is gone too, not just the SPA's state.
    const status = await page.request.get('/auth/status');
    expect(status.status()).toBe(200);
    const body = await status.text();
    expect(body).toMatch(/"authenticated":\s*false/);
    expect(body).not.toContain(DEMO_USERS.staff.email);
  });
});
