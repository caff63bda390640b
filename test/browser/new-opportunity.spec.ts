import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';

async function openDialog(page: Page) {
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'New Opportunity' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Opportunity' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('New Opportunity', () => {
  test('creates a lead from the sidebar and lands on its detail page with a "created" event', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    const dialog = await openDialog(page);
    await expect(dialog.getByRole('radio', { name: 'Inbound call' })).toBeChecked();

    await dialog.getByLabel('Customer Name').fill('Morgan Fieldtest');
    await dialog.getByLabel('Email').fill('morgan.fieldtest@example.com');
    await dialog.getByLabel('Phone').fill('512-555-0177');
    await dialog.getByLabel('Move Date').fill('2031-07-18');
    await dialog.getByLabel('Origin Address').fill('500 E 7th St, Austin, TX 78701');
    await dialog.getByLabel('Destination Address').fill('200 Main St, Dallas, TX 75202');
    await dialog.getByLabel('Move Size').fill('2 bedrooms');
    await dialog.getByLabel('Estimated Revenue').fill('2400');
    await dialog.getByLabel('Assignee').fill('Sam Rivera');
    await dialog.getByRole('button', { name: 'Create Opportunity' }).click();

    await expect(page.getByText('Opportunity created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => /^\/opportunities\/[^/]+$/.test(url.pathname));
    const tracking = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await expect(page.getByRole('heading', { level: 1, name: `Opportunity #${tracking}` })).toBeVisible();
    await expect(page.getByTestId('detail-customer')).toHaveText('Morgan Fieldtest');

    const move = page.getByRole('region', { name: 'Move Details' });
    await expect(move.getByText('Friday, July 18, 2031')).toBeVisible();
    const extra = page.getByRole('region', { name: 'Additional Information' });
    await expect(extra.getByText('$2,400.00')).toBeVisible();
    await expect(extra.getByText('Inbound call')).toBeVisible();
    // An inbound call gets the call tracker instead of the "automated email" note.
    await expect(page.getByText('Not applicable for automated email leads')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Activity Timeline' }).locator('[data-kind="created"]')).toBeVisible();

    const response = await page.request.get(`/api/opportunities/by-tracking/${encodeURIComponent(tracking)}`);
    expect(response.ok()).toBe(true);
    const saved = ((await response.json()) as { opportunity: { customer_email: string; lead_source: string } }).opportunity;
    expect(saved).toMatchObject({ customer_email: 'morgan.fieldtest@example.com', lead_source: 'inbound_call' });
  });

  test('needs a name, an email or a phone, and Cancel closes without creating', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    const dialog = await openDialog(page);
    await dialog.getByLabel('Move Size').fill('Studio');
    await dialog.getByRole('button', { name: 'Create Opportunity' }).click();
    await expect(dialog.getByText('Enter at least a customer name, an email or a phone number.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('a taken tracking number opens the existing lead', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    const list = await page.request.get('/api/opportunities?per_page=5');
    const existing = ((await list.json()) as { opportunities: Array<{ q2g_tracking_number: string }> }).opportunities[0];
    const dialog = await openDialog(page);
    await dialog.getByRole('radio', { name: 'Manual entry' }).check();
    await dialog.getByLabel('Customer Name').fill('Someone Else');
    await dialog.getByLabel('Tracking Number').fill(existing.q2g_tracking_number);
    await dialog.getByRole('button', { name: 'Create Opportunity' }).click();
    await expect(page.getByText('Opportunity already existed — opened it')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Opportunity #${existing.q2g_tracking_number}` })).toBeVisible();
  });
});

test.describe('New Opportunity on a phone', () => {
  test('opens full screen from the navigation drawer, which closes', async ({ page }) => {
    // signIn checks the desktop sidebar, so shrink the window afterwards.
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('button', { name: 'New Opportunity' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Opportunity' });
    await expect(dialog).toBeVisible();
    await expect(drawer).toBeHidden();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await dialog.getByLabel('Customer Name').fill('Phone Entry');
    await expect(dialog.getByLabel('Customer Name')).toHaveValue('Phone Entry');
  });
});

test.describe('New Opportunity screenshots', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`dialog, ${mode}`, async ({ page }, testInfo) => {
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      const dialog = await openDialog(page);
      await dialog.getByLabel('Customer Name').fill('Riley Example');
      await dialog.getByLabel('Phone').fill('(512) 555-0123');
      await saveScreenshot(page, testInfo, `new-opportunity-${mode}`);
    });
  }
});
