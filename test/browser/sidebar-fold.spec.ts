import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

// A 1440×900 laptop screen shows the admin's whole sidebar: every group's links above the fold, with the System
// Status box, the user block and Sign Out below them, nothing to scroll.
test.describe('sidebar at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const mode of ['light', 'dark'] as const) {
    test(`the admin sees every link without scrolling (${mode})`, async ({ page }, testInfo) => {
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.displayName);
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      const nav = sidebar.getByRole('navigation', { name: 'Main navigation' });
      const links = nav.getByRole('link');
      await expect(links.filter({ hasText: 'Settings' })).toBeVisible();
      const labels = await links.allInnerTexts();
      expect(labels.map((label) => label.trim())).toEqual(
        expect.arrayContaining(['Dashboard', 'Active Runs', 'Suppression List', 'Queues', 'Performance', 'Settings']),
      );

      const fits = await nav.evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight }));
      expect(fits.scroll, 'the navigation needs no scrolling').toBeLessThanOrEqual(fits.client);
      for (const label of ['Queues', 'Performance', 'Settings']) {
        const box = await links.filter({ hasText: label }).boundingBox();
        expect(box, `${label} has a box`).not.toBeNull();
        expect(box!.y + box!.height, `${label} is above the fold`).toBeLessThanOrEqual(900);
      }
      const signOut = sidebar.getByRole('button', { name: 'Sign Out' });
      const signOutBox = await signOut.boundingBox();
      expect(signOutBox!.y + signOutBox!.height, 'Sign Out is on screen').toBeLessThanOrEqual(900);
      await expect(sidebar.getByRole('status', { name: 'System Status' })).toBeVisible();
      await saveScreenshot(page, testInfo, `sidebar-1440x900-${mode}`);
    });
  }
});
