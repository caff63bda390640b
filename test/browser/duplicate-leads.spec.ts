import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { activityOf, apiToken, companyMonth, detailOf, duplicatePair, emailOf, newPhone, newTag, postLead, related, signInStaff } from './duplicate-leads-helpers';
import { DEMO_USERS, expect, saveScreenshot, test } from './fixtures';
import { sql } from './sequence-helpers';

/**
 * Duplicate leads on the real app: leads posted through POST /api/leads (an API token of the signed-in user), found as
 * possible duplicates at intake, then shown and decided on the list, the side panel, the detail page, the dashboard and
 * the Lead refunds report. Every test makes its own leads (tracking numbers, emails, phones unique to the run; each
 * test its own customer name, so no two tests' leads match each other by name, move date and ZIP).
 */

const line = (scope: Page | Locator, tracking: string) => scope.locator(`[data-testid="duplicate-line"][data-tracking="${tracking}"]`);
const row = (page: Page, tracking: string) => page.locator(`[data-testid="opportunity-row"][data-tracking="${tracking}"]`);

async function openDetail(page: Page, tracking: string): Promise<void> {
  await page.goto(`/opportunities/${encodeURIComponent(tracking)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Opportunity #${tracking}` })).toBeVisible();
}

/** Whether two boxes share a row: each one's vertical middle lies within the other. */
const sameRow = (a: { y: number; height: number }, b: { y: number; height: number }) =>
  a.y <= b.y + b.height / 2 && b.y + b.height / 2 <= a.y + a.height && b.y <= a.y + a.height / 2 && a.y + a.height / 2 <= b.y + b.height;

/** The customer of each test and theme: no two tests' leads share a name (which, with move date and ZIP, would pair them). */
const PEOPLE = {
  list: { light: 'Marisol Okafor', dark: 'Desmond Achterberg' },
  detail: { light: 'Priya Vandermeer', dark: 'Tobias Nakamura' },
  dashboard: { light: 'Ines Callaghan', dark: 'Rafael Lindqvist' },
  refunds: { light: 'Colette Brannigan', dark: 'Henrik Oyelaran' },
} as const;

test.describe('Duplicate leads', () => {
  // Each test posts its leads and walks several screens; the first of a worker also signs in through the form.
  test.describe.configure({ timeout: 60_000 });
  for (const mode of ['light', 'dark'] as const) {
    test(`list badge and filter, side panel section, and "Not a duplicate" (${mode})`, async ({ page }, testInfo) => {
      await signInStaff(page, mode, '/opportunities');
      const { earlier, newer, email } = await duplicatePair(page, PEOPLE.list[mode]);

      // Both leads of the customer: only the newer one carries the badge, in its Status cell.
      await page.getByLabel('Search opportunities').fill(email);
      await expect(page.getByTestId('opportunity-row')).toHaveCount(2);
      await expect(row(page, newer.tracking).getByTestId('possible-duplicate-badge')).toHaveText('Duplicate?');
      await expect(row(page, newer.tracking).getByLabel('Possible duplicate')).toBeVisible();
      await expect(row(page, earlier.tracking).getByTestId('possible-duplicate-badge')).toHaveCount(0);
      await saveScreenshot(page, testInfo, `duplicates-list-badge-${mode}`);

      // The switch filters the list (and says so in the address); off again, both are back.
      const filter = page.getByRole('switch', { name: 'Possible duplicates' });
      await expect(filter).not.toBeChecked();
      // The switch keeps the bar's gap from the Status select beside it.
      const status = (await page.getByRole('combobox', { name: /^Status/ }).locator('..').boundingBox())!;
      const toggle = (await page.locator('label').filter({ has: filter }).boundingBox())!;
      expect(toggle.x - (status.x + status.width), 'gap between the Status select and the switch').toBeGreaterThanOrEqual(12);
      // At 1366 px the selects and the switch keep one row, and Clear Filters sits at the end of the search's row.
      const sort = (await page.getByRole('combobox', { name: /^Sort by/ }).locator('..').boundingBox())!;
      expect(sameRow(sort, toggle), 'the switch on the row of the selects').toBe(true);
      const search = (await page.getByLabel('Search opportunities').locator('..').boundingBox())!;
      const clear = (await page.getByRole('button', { name: 'Clear Filters' }).boundingBox())!;
      expect(sameRow(search, clear), 'Clear Filters on the row of the search').toBe(true);
      expect(clear.x + clear.width, 'Clear Filters at the end of its row').toBeGreaterThan(toggle.x + toggle.width);
      const filtered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/opportunities' && new URL(r.url()).searchParams.get('duplicates') === 'only');
      // A click, then the state: the switch follows the list's stored filters a tick later (check() would race that).
      await filter.click();
      await expect(filter).toBeChecked();
      expect((await filtered).ok()).toBe(true);
      await expect(page).toHaveURL((url) => url.searchParams.get('duplicates') === 'only');
      await expect(page.getByTestId('opportunity-row')).toHaveCount(1);
      await expect(row(page, newer.tracking)).toBeVisible();
      await filter.click();
      await expect(filter).not.toBeChecked();
      await expect(page).toHaveURL((url) => !url.searchParams.has('duplicates'));
      await expect(page.getByTestId('opportunity-row')).toHaveCount(2);

      // The side panel of the newer lead: its possible duplicate, why, how sure, and the actions.
      await row(page, newer.tracking).getByRole('button', { name: 'View details' }).click();
      const panel = page.getByRole('dialog', { name: 'Opportunity Details' });
      const section = panel.getByRole('region', { name: 'Possible duplicates' });
      const pair = line(section, earlier.tracking);
      await expect(pair).toHaveAttribute('data-status', 'open');
      await expect(pair.getByTestId('duplicate-summary')).toHaveText(`Also from HireAHelper, earlier today · tracking ${earlier.tracking}`);
      await expect(pair.getByTestId('duplicate-reasons')).toHaveText(`${PEOPLE.list[mode]} · Same email · same phone · same name, move date within 3 days and origin ZIP`);
      await expect(pair.getByTestId('duplicate-score')).toHaveText(/^\d{2,3}% match$/);
      // From the panel the other lead opens in a new tab, so the list stays.
      await expect(pair.getByRole('link', { name: earlier.tracking })).toHaveAttribute('target', '_blank');
      for (const action of ['Compare', 'Merge', 'Not a duplicate']) await expect(pair.getByRole('button', { name: action })).toBeEnabled();
      await section.scrollIntoViewIfNeeded();
      // The pointer off the buttons, so none shows its hover tint in the picture.
      await page.mouse.move(0, 0);
      await saveScreenshot(page, testInfo, `duplicates-panel-${mode}`);

      // "Not a duplicate": asked first, remembered, and the badge goes.
      await pair.getByRole('button', { name: 'Not a duplicate' }).click();
      const confirm = page.getByRole('dialog', { name: 'Not a duplicate?' });
      await expect(confirm).toContainText(`${earlier.tracking} (${PEOPLE.list[mode]}) and this lead will be kept as different customers.`);
      await confirm.getByRole('button', { name: 'Mark as not a duplicate' }).click();
      await expect(page.getByText('Marked as not a duplicate')).toBeVisible();
      await expect(pair).toHaveAttribute('data-status', 'dismissed');
      await expect(pair.getByTestId('duplicate-status')).toHaveText('Not a duplicate');
      await expect(pair.getByRole('button', { name: 'Merge' })).toHaveCount(0);
      await expect(pair.getByRole('button', { name: 'Not a duplicate' })).toHaveCount(0);
      expect((await related(page, newer.id))[0].status).toBe('dismissed');
      expect((await detailOf(page, newer.tracking)).possible_duplicate).toBe(false);
      // The decision is on the newer lead's timeline under the staff member's name, not their email address.
      expect(await activityOf(page, newer.id)).toContainEqual(expect.objectContaining({ kind: 'duplicate_dismissed', actor_name: DEMO_USERS.staff.displayName }));
      const decided = panel.getByTestId('activity-event').filter({ hasText: `Not a duplicate of ${earlier.tracking}` });
      await expect(decided).toContainText(DEMO_USERS.staff.displayName);
      await expect(decided).not.toContainText(DEMO_USERS.staff.email);

      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(row(page, newer.tracking)).toBeVisible();
      await expect(row(page, newer.tracking).getByTestId('possible-duplicate-badge')).toHaveCount(0);
    });

    test(`detail card, compare, merge, the merged lead read-only, the primary's timeline, and undo (${mode})`, async ({ page }, testInfo) => {
      await signInStaff(page, mode);
      const name = PEOPLE.detail[mode];
      const { earlier, newer } = await duplicatePair(page, name, { daysEarlier: 2 });

      await openDetail(page, newer.tracking);
      const card = page.getByRole('region', { name: 'Possible duplicates' });
      const pair = line(card, earlier.tracking);
      await expect(pair).toHaveAttribute('data-status', 'open');
      await expect(pair.getByTestId('duplicate-summary')).toHaveText(`Also from HireAHelper, 2 days earlier · tracking ${earlier.tracking}`);
      await expect(pair.getByTestId('duplicate-reasons')).toHaveText(`${name} · Same email · same phone · same name, move date within 3 days and origin ZIP`);
      await expect(pair.getByTestId('duplicate-score')).toHaveText(/^\d{2,3}% match$/);
      await expect(pair.getByRole('link', { name: earlier.tracking })).toHaveAttribute('href', `/opportunities/${earlier.tracking}`);
      // The lead site it came from, under how it came in.
      const extra = page.getByRole('region', { name: 'Additional Information' });
      await expect(extra.getByRole('term')).toContainText(['Lead Source', 'Lead Provider']);
      await expect(extra.getByRole('definition')).toContainText(['Web form', 'Moving.com']);
      const actions = page.getByRole('region', { name: 'Quick Actions' });
      await expect(actions.getByRole('link', { name: 'Call customer' })).toBeVisible();
      await expect(actions.getByRole('button', { name: 'Re-queue CRM sync' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Activity Timeline' }).getByTestId('activity-title')).toContainText([`Possible duplicate of ${earlier.tracking}`]);
      await saveScreenshot(page, testInfo, `duplicates-detail-card-${mode}`);

      // Compare: both leads side by side, the differing fields marked.
      await pair.getByRole('button', { name: 'Compare' }).click();
      const compare = page.getByRole('dialog', { name: 'Compare leads' });
      const table = compare.getByRole('table', { name: 'Lead comparison' });
      await expect(table.getByRole('columnheader', { name: /This lead/ })).toContainText(`#${newer.tracking}`);
      await expect(table.getByRole('columnheader', { name: /Earlier lead/ })).toContainText(`#${earlier.tracking}`);
      const rows = table.getByTestId('compare-row');
      await expect(rows).toHaveCount(11);
      // A row says whether its two values differ (tinted, and " (differs)" for screen readers).
      const compareRow = (label: string) => rows.filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
      for (const same of ['Customer', 'Email', 'Phone']) await expect(compareRow(same)).toHaveAttribute('data-differs', 'false');
      await expect(compareRow('Customer')).toContainText(name);
      for (const differs of ['Move date', 'From', 'To', 'Source', 'Created']) await expect(compareRow(`${differs} (differs)`)).toHaveAttribute('data-differs', 'true');
      await expect(compareRow('Source (differs)').getByRole('cell')).toHaveText(['Moving.com · Website form', 'HireAHelper · Website form']);
      await expect(compareRow('To (differs)').getByRole('cell')).toHaveText(['—', '1600 Broadway, Denver, CO 80202']);
      await saveScreenshot(page, testInfo, `duplicates-compare-${mode}`);
      await compare.getByRole('button', { name: 'Close' }).click();
      await expect(compare).toBeHidden();

      // Merge: the earlier lead stays the primary unless chosen otherwise.
      await pair.getByRole('button', { name: 'Merge' }).click();
      const mergeDialog = page.getByRole('dialog', { name: 'Merge leads' });
      await expect(mergeDialog.getByRole('radio', { name: `Keep the earlier lead (${earlier.tracking})` })).toBeChecked();
      await expect(mergeDialog.getByRole('radio', { name: `Keep this lead (${newer.tracking})` })).not.toBeChecked();
      await expect(mergeDialog.getByTestId('merge-explanation')).toContainText('You can undo this for a day.');
      await saveScreenshot(page, testInfo, `duplicates-merge-dialog-${mode}`);
      await mergeDialog.getByRole('button', { name: 'Merge' }).click();
      await expect(mergeDialog).toBeHidden();
      await expect(page.getByText('Leads merged')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();

      // This (newer) lead is now the read-only duplicate of the earlier one.
      const alert = page.getByTestId('merged-lead-alert');
      await expect(alert).toHaveText(`This lead was merged into ${earlier.tracking}. It is read-only; work on the primary lead.`);
      await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
      await expect(pair).toHaveAttribute('data-status', 'merged');
      await expect(pair.getByTestId('duplicate-status')).toHaveText('Merged');
      await expect(pair.getByTestId('duplicate-merge-role')).toHaveText('Merged into it');
      expect(await detailOf(page, newer.tracking)).toMatchObject({ merged_into_tracking: earlier.tracking, possible_duplicate: false });
      // Still read-only after a reload (which also clears the notice from the picture).
      await page.reload();
      await expect(alert).toContainText(`merged into ${earlier.tracking}`);
      await expect(page.getByText('Leads merged')).toHaveCount(0);
      await expect(pair.getByTestId('duplicate-merge-role')).toHaveText('Merged into it');
      await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
      // No call, email or CRM re-queue from the merged lead (the primary is worked on and synced).
      await expect(actions.getByRole('link', { name: 'Call customer' })).toHaveCount(0);
      await expect(actions.getByRole('link', { name: 'Email customer' })).toHaveCount(0);
      await expect(actions.getByRole('button', { name: 'Re-queue CRM sync' })).toHaveCount(0);
      await expect(actions.getByTestId('detail-sync-state')).toBeVisible();
      await saveScreenshot(page, testInfo, `duplicates-merged-alert-${mode}`);

      // On the list, the merged lead's row offers no Re-queue sync either, even with its sync failed; the primary's does.
      // (The two rows' sync state is put back afterwards: later specs of this server filter by it.)
      const both = [earlier.tracking, newer.tracking];
      const states = await sql<{ tracking_number: string; hubspot_sync_status: string | null }>(
        `SELECT tracking_number, hubspot_sync_status FROM opportunities WHERE tracking_number = ANY($1)`, [both]);
      await sql(`UPDATE opportunities SET hubspot_sync_status = 'failed' WHERE tracking_number = ANY($1)`, [both]);
      try {
        await page.goto('/opportunities');
        await page.getByLabel('Search opportunities').fill(newer.tracking);
        await expect(page.getByTestId('opportunity-row')).toHaveCount(1);
        await expect(row(page, newer.tracking).getByRole('button', { name: 'View details' })).toBeVisible();
        await expect(row(page, newer.tracking).getByRole('button', { name: 'Re-queue sync' })).toHaveCount(0);
        await page.getByLabel('Search opportunities').fill(earlier.tracking);
        await expect(page.getByTestId('opportunity-row')).toHaveCount(1);
        await expect(row(page, earlier.tracking).getByRole('button', { name: 'Re-queue sync' })).toBeVisible();
      } finally {
        for (const state of states) {
          await sql(`UPDATE opportunities SET hubspot_sync_status = $2 WHERE tracking_number = $1`, [state.tracking_number, state.hubspot_sync_status]);
        }
      }
      await openDetail(page, newer.tracking);

      // The primary: its timeline shows the merged lead's events, and the merge can be undone from its card.
      await alert.getByRole('link', { name: earlier.tracking }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Opportunity #${earlier.tracking}` })).toBeVisible();
      await expect(page.getByTestId('merged-lead-alert')).toHaveCount(0);
      const timeline = page.getByRole('region', { name: 'Activity Timeline' });
      await expect(timeline.getByText(`Merged ${newer.tracking} into this lead`)).toBeVisible();
      // Who merged: the staff member's name, not their email address.
      const mergedEvent = timeline.getByTestId('activity-event').filter({ hasText: `Merged ${newer.tracking} into this lead` });
      await expect(mergedEvent).toContainText(` · ${DEMO_USERS.staff.displayName}`);
      await expect(mergedEvent).not.toContainText(DEMO_USERS.staff.email);
      await expect(timeline.getByText(`(merged lead ${newer.tracking})`).first()).toBeVisible();
      const back = line(page.getByRole('region', { name: 'Possible duplicates' }), newer.tracking);
      await expect(back.getByTestId('duplicate-merge-role')).toHaveText('Kept as primary');
      await expect(back.getByTestId('duplicate-undo-until')).toHaveText(/^Undo possible until /);
      await back.getByRole('button', { name: 'Undo merge' }).click();
      const undo = page.getByRole('dialog', { name: 'Undo merge?' });
      await expect(undo).toContainText(`${newer.tracking} will no longer be merged into ${earlier.tracking}`);
      await undo.getByRole('button', { name: 'Undo merge' }).click();
      await expect(page.getByText('Merge undone')).toBeVisible();
      await expect(back).toHaveAttribute('data-status', 'open');
      await expect(timeline.getByText(`Merge of ${newer.tracking} undone`)).toBeVisible();
      await expect(timeline.getByText(`(merged lead ${newer.tracking})`)).toHaveCount(0);
      expect((await related(page, newer.id))[0]).toMatchObject({ status: 'open', merge: null });

      // The other lead can be edited again.
      await openDetail(page, newer.tracking);
      await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
      await expect(page.getByTestId('merged-lead-alert')).toHaveCount(0);
      await expect(line(page, earlier.tracking)).toHaveAttribute('data-status', 'open');
      await expect(actions.getByRole('link', { name: 'Call customer' })).toBeVisible();
      await expect(actions.getByRole('button', { name: 'Re-queue CRM sync' })).toBeVisible();
    });

    test(`dashboard card counts the open possible duplicates and links to them (${mode})`, async ({ page }, testInfo) => {
      await signInStaff(page, mode);
      const summary = async () => {
        const response = await page.request.get('/api/dashboard/summary?range=7d');
        expect(response.ok()).toBe(true);
        return ((await response.json()) as { data: { duplicates_open: number; duplicates_open_exact: boolean; last24h: { duplicates: number } } }).data;
      };
      const before = await summary();
      const { newer } = await duplicatePair(page, PEOPLE.dashboard[mode]);
      const after = await summary();
      expect(after.duplicates_open).toBe(before.duplicates_open + 1);
      expect(after.last24h.duplicates).toBe(before.last24h.duplicates + 1);

      await page.getByRole('button', { name: 'Refresh' }).click();
      const card = page.getByRole('group', { name: 'Possible duplicates' });
      const open = `${after.duplicates_open.toLocaleString('en-US')}${after.duplicates_open_exact ? '' : '+'}`;
      await expect(card.getByTestId('metric-value')).toHaveText(open);
      await expect(card).toContainText(`${after.last24h.duplicates.toLocaleString('en-US')} new in the last 24 hours`);
      await saveScreenshot(page, testInfo, `dashboard-duplicates-card-${mode}`);

      await card.getByRole('link').click();
      await expect(page).toHaveURL((url) => url.pathname === '/opportunities' && url.searchParams.get('duplicates') === 'only');
      await expect(page.getByRole('switch', { name: 'Possible duplicates' })).toBeChecked();
      await page.getByLabel('Search opportunities').fill(newer.tracking);
      await expect(page.getByTestId('opportunity-row')).toHaveCount(1);
      await expect(row(page, newer.tracking).getByTestId('possible-duplicate-badge')).toBeVisible();
    });

    test(`Lead refunds: counts per provider and the provider's CSV (${mode})`, async ({ page }, testInfo) => {
      await signInStaff(page, mode);
      const tag = newTag();
      // A provider of this test alone, so its row counts exactly these leads.
      const provider = `QuoteRunner ${tag}`;
      const token = await apiToken(page);
      const name = PEOPLE.refunds[mode];
      const email = emailOf(name, tag);
      const first = await postLead(page, token, { tracking_number: `QR-${tag}-1`, provider, customer_name: name, customer_email: email, customer_phone: newPhone() });
      const duplicate = await postLead(page, token, { tracking_number: `QR-${tag}-2`, provider, customer_name: name, customer_email: email });
      const placeholder = await postLead(page, token, { tracking_number: `QR-${tag}-3`, provider, customer_name: 'Dana Whitcombe', customer_email: `dana.${tag.toLowerCase()}@home.example`, customer_phone: '000-000-0000' });
      const call = await page.request.post('/api/record-call-outcome', {
        headers: { authorization: `Bearer ${token}` },
        data: { opportunity_id: first.id, agent: 'Kim Agent', phone_number: '(512) 600-0000', outcome: 'wrong_number' },
      });
      expect(call.status(), await call.text()).toBe(201);
      const month = await companyMonth(page);

      // Through the menu (last month by default), then this month.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Lead refunds' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lead refunds' })).toBeVisible();
      await expect(page.getByLabel('Month')).not.toHaveValue(month);
      await page.getByLabel('Month').fill(month);
      await expect(page).toHaveURL((url) => url.pathname === '/reports/lead-refunds' && url.searchParams.get('month') === month);

      const table = page.getByRole('table', { name: 'Lead refunds by provider' });
      await expect(table.getByRole('columnheader')).toHaveText(['Provider', 'Leads', 'Claimable', 'Duplicates', 'Wrong numbers', 'Placeholder contact', 'Download']);
      const mine = table.locator(`[data-testid="refund-row"][data-provider="${provider}"]`);
      // Three leads, all claimable: a duplicate, a wrong number, placeholder contact data.
      await expect(mine.getByRole('cell')).toHaveText(['3', '3', '1', '1', '1', 'Download CSV']);
      await expect(mine.getByRole('rowheader')).toHaveText(provider);
      await page.getByLabel('Month').blur();
      await saveScreenshot(page, testInfo, `lead-refunds-${mode}`);

      const download = page.waitForEvent('download');
      await mine.getByRole('button', { name: `Download CSV for ${provider}` }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`lead-refunds-QuoteRunner-${tag}-${month}.csv`);
      const csv = readFileSync((await file.path())!, 'utf8');
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/^provider,tracking_number,received_at,/);
      expect(lines).toHaveLength(4);
      // One row per claimable lead, oldest first, each with its evidence.
      expect(lines[1]).toMatch(new RegExp(`^${provider},${first.tracking},.*,wrong number,`));
      expect(lines[1]).toContain('Kim Agent');
      expect(lines[2]).toMatch(new RegExp(`^${provider},${duplicate.tracking},.*,duplicate,${first.tracking},${provider},`));
      expect(lines[3]).toMatch(new RegExp(`^${provider},${placeholder.tracking},.*,placeholder phone,`));
      expect(lines[3]).toContain('000-000-0000');
    });
  }
});
