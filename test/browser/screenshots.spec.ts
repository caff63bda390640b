import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

/** Full-page PNGs in test/browser/artifacts/screenshots/ for review (not pixel-compared). */
test.describe('screenshots', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`login and shell, ${mode}`, async ({ page }, testInfo) => {
      await presetTheme(page, mode);
      const otherMode = mode === 'light' ? 'dark' : 'light';

      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
      await expect(page.getByRole('button', { name: `Switch to ${otherMode} theme` })).toBeVisible();
      await saveScreenshot(page, testInfo, `login-${mode}`);

      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      await expect(page.getByRole('status', { name: 'System Status' }).getByText('All systems operational')).toBeVisible();
      await expect(page.getByRole('group', { name: 'Total Opportunities' })).toBeVisible();
      await saveScreenshot(page, testInfo, `shell-${mode}`);

      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByTestId('health-endpoint').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Sign-in provider' })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked({ checked: mode === 'dark' });
      await saveScreenshot(page, testInfo, `settings-${mode}`);

      if (mode === 'light') {
        await page.goto('/no-such-screen');
        await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
        await saveScreenshot(page, testInfo, 'not-found');
      }
    });
  }
});
