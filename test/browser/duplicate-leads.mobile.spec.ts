import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { apiToken, companyMonth, duplicatePair, emailOf, newTag, postLead, related, signInStaff } from './duplicate-leads-helpers';
import { screenshotsDir } from './env';
import { expect, saveScreenshot, test } from './fixtures';
import { expectWithinWidth, horizontalOverflow, lineStarts } from './phone-layout';

// An iPhone-sized phone (390 × 844 CSS px), narrower than the project's Pixel 7.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * Duplicate leads on a phone: the detail page's "Possible duplicates" card, the compare dialog (full screen), the
 * merged lead's note, and the Lead refunds report, without sideways scrolling. Leads are posted through POST /api/leads
 * (an API token of the signed-in user), each test with its own tracking numbers, emails, phones and customer.
 */

const pairStatus = async (page: Page, id: string): Promise<string[]> => (await related(page, id)).map((pair) => pair.status);

/** Whether an element's text is cut off (ellipsis or clipped): its content is wider than its box. */
const isCut = (locator: Locator) => locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await horizontalOverflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/**
 * A full-screen dialog as a PNG beside saveScreenshot's: the window made as tall as the dialog's content (not the page's
 * behind it, which would stretch the dialog over empty space), so every row of it is in the picture.
 */
async function saveDialogScreenshot(page: Page, testInfo: TestInfo, dialog: Locator, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  const viewport = page.viewportSize()!;
  // The dialog's element is its paper: title, content (scrolling inside), actions.
  const height = await dialog.evaluate((paper) =>
    Array.from(paper.children).reduce((sum, part) => sum + Math.max(part.scrollHeight, part.getBoundingClientRect().height), 0),
  );
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, Math.ceil(height)) });
  try {
    await page.evaluate(() => document.fonts.ready);
    const body = await page.screenshot({ path: join(screenshotsDir, `${name}.png`), animations: 'disabled', caret: 'hide' });
    await testInfo.attach(name, { body, contentType: 'image/png' });
  } finally {
    await page.setViewportSize(viewport);
  }
}

const PEOPLE = {
  detail: { light: 'Guadalupe Fairweather', dark: 'Oluwaseun Castellanos' },
  refunds: { light: 'Bernadette Kowalczyk', dark: 'Thaddeus Ravensworth' },
} as const;

test.describe('Duplicate leads on a 390 px phone', () => {
  // Each test posts its leads and walks several screens; the first of a worker also signs in through the form.
  test.describe.configure({ timeout: 60_000 });
  for (const mode of ['light', 'dark'] as const) {
    test(`detail card, compare dialog, merge and the merged lead's note, then Undo from the notice (${mode})`, async ({ page }, testInfo) => {
      await signInStaff(page, mode);
      const name = PEOPLE.detail[mode];
      const { earlier, newer } = await duplicatePair(page, name, { daysEarlier: 2, emailOnly: true });

      await page.goto(`/opportunities/${newer.tracking}`);
      await expect(page.getByRole('heading', { level: 1, name: `Opportunity #${newer.tracking}` })).toBeVisible();
      const card = page.getByRole('region', { name: 'Possible duplicates' });
      const line = card.locator(`[data-testid="duplicate-line"][data-tracking="${earlier.tracking}"]`);
      await expect(line.getByTestId('duplicate-summary')).toHaveText(`Also from HireAHelper, 2 days earlier · tracking ${earlier.tracking}`);
      await expect(line.getByTestId('duplicate-reasons')).toHaveText(`${name} · Same email`);
      await line.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page);
      for (const part of [line.getByTestId('duplicate-summary'), line.getByTestId('duplicate-score'), ...['Compare', 'Merge', 'Not a duplicate'].map((action) => line.getByRole('button', { name: action }))]) {
        await expectWithinWidth(page, part, await part.innerText());
      }
      expect(await isCut(line.getByTestId('duplicate-reasons')), 'the reasons are cut off').toBe(false);
      // The tracking number moves to the next line whole, never split at its hyphen.
      expect(await lineStarts(line.getByRole('link', { name: earlier.tracking })), 'lines of the tracking number').toEqual(['H']);
      // So does the one in the timeline's "Possible duplicate of HAH-…".
      const found = page.getByRole('region', { name: 'Activity Timeline' }).getByTestId('activity-title').filter({ hasText: `Possible duplicate of ${earlier.tracking}` });
      await found.scrollIntoViewIfNeeded();
      expect(await lineStarts(found.getByTestId('whole-token')), 'lines of the tracking number in the timeline').toEqual(['H']);
      await expectWithinWidth(page, found, 'the timeline title');
      await saveScreenshot(page, testInfo, `phone-duplicates-detail-card-${mode}`);

      // Compare fills the screen; its table fits without scrolling sideways.
      await line.getByRole('button', { name: 'Compare' }).click();
      const compare = page.getByRole('dialog', { name: 'Compare leads' });
      const table = compare.getByRole('table', { name: 'Lead comparison' });
      await expect(table.getByTestId('compare-row')).toHaveCount(11);
      const compareRow = (label: string) => table.getByTestId('compare-row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
      await expect(compareRow('Email')).toHaveAttribute('data-differs', 'false');
      await expect(compareRow('Phone (differs)')).toHaveAttribute('data-differs', 'true');
      // Values never break inside: the two (different, so bold) phone numbers, the dates and the tracking numbers keep
      // one line each, and an email address breaks only before its '@' or a dot.
      for (const cell of await compareRow('Phone (differs)').getByRole('cell').all()) {
        await expect(cell).toHaveText(/^\(512\) \d{3}-\d{4}$/);
        expect(await lineStarts(cell), 'lines of a phone number').toEqual(['(']);
      }
      for (const cell of await compareRow('Move date (differs)').getByRole('cell').all()) expect(await lineStarts(cell), 'lines of a move date').toHaveLength(1);
      for (const column of [/^This lead/, /^Earlier lead/]) {
        expect(await lineStarts(table.getByRole('columnheader', { name: column }).locator('span')), 'lines of a tracking number').toEqual(['#']);
      }
      for (const cell of await compareRow('Email').getByRole('cell').all()) {
        for (const start of (await lineStarts(cell)).slice(1)) expect(['@', '.'], `an email address line starts with "${start}"`).toContain(start);
      }
      // Field names wrap between words only.
      expect(await lineStarts(table.getByRole('rowheader', { name: 'Customer', exact: true }))).toEqual(['C']);
      expect(await lineStarts(table.getByRole('rowheader', { name: 'Estimated revenue', exact: true }))).toEqual(['E', 'r']);
      const box = (await compare.boundingBox())!;
      expect(box.width, 'the dialog takes the whole width').toBe(390);
      expect(await table.evaluate((element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0)), 'the table is wider than the dialog').toBeLessThanOrEqual(0);
      await expectNoSidewaysScroll(page);
      await saveDialogScreenshot(page, testInfo, compare, `phone-duplicates-compare-${mode}`);
      await compare.getByRole('button', { name: 'Close' }).click();
      await expect(compare).toBeHidden();

      // Merge (the earlier lead stays), then take it back with the notice's Undo.
      await line.getByRole('button', { name: 'Merge' }).click();
      const merge = page.getByRole('dialog', { name: 'Merge leads' });
      await expect(merge.getByRole('radio', { name: `Keep the earlier lead (${earlier.tracking})` })).toBeChecked();
      await merge.getByRole('button', { name: 'Merge' }).click();
      const alert = page.getByTestId('merged-lead-alert');
      await expect(alert).toHaveText(`This lead was merged into ${earlier.tracking}. It is read-only; work on the primary lead.`);
      await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect(page.getByText('Merge undone')).toBeVisible();
      await expect(alert).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
      await expect(line).toHaveAttribute('data-status', 'open');
      expect(await pairStatus(page, newer.id)).toEqual(['open']);

      // Merged again: the note stays after a reload, whole on the phone's width.
      await line.getByRole('button', { name: 'Merge' }).click();
      await merge.getByRole('button', { name: 'Merge' }).click();
      await expect(alert).toBeVisible();
      expect(await pairStatus(page, newer.id)).toEqual(['merged']);
      await page.reload();
      await expect(alert).toContainText(`merged into ${earlier.tracking}`);
      await expect(page.getByText('Leads merged')).toHaveCount(0);
      await expect(line.getByTestId('duplicate-merge-role')).toHaveText('Merged into it');
      await expectWithinWidth(page, alert, 'the merged lead note');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, testInfo, `phone-duplicates-merged-alert-${mode}`);
    });

    test(`Lead refunds report and its CSV (${mode})`, async ({ page }, testInfo) => {
      await signInStaff(page, mode);
      const tag = newTag();
      const provider = `HireAHelper ${tag}`;
      const token = await apiToken(page);
      const name = PEOPLE.refunds[mode];
      const email = emailOf(name, tag);
      await postLead(page, token, { tracking_number: `RF-${tag}-1`, provider, customer_name: name, customer_email: email });
      const duplicate = await postLead(page, token, { tracking_number: `RF-${tag}-2`, provider, customer_name: name, customer_email: email });
      const month = await companyMonth(page);

      await page.goto(`/reports/lead-refunds?month=${month}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Lead refunds' })).toBeVisible();
      // One stacked row per provider: its name, then its counts by name two by two, then its CSV.
      const table = page.getByRole('table', { name: 'Lead refunds by provider' });
      await expect(table.getByRole('columnheader')).toHaveText(['Provider']);
      const mine = table.locator(`[data-testid="refund-row"][data-provider="${provider}"]`);
      await expect(mine.getByRole('term')).toHaveText(['Leads', 'Claimable', 'Duplicates', 'Wrong numbers', 'Placeholder contact']);
      await expect(mine.getByRole('definition')).toHaveText(['2', '1', '1', '0', '0']);
      await expect(mine.getByRole('rowheader')).toHaveText(provider);
      // The provider's name wraps between its words only.
      const starts = await lineStarts(mine.getByRole('rowheader'));
      expect(starts, 'lines of the provider name').toEqual(starts.length === 1 ? ['H'] : ['H', tag[0]]);
      // Nothing scrolls sideways, not even the table inside its card.
      expect(await table.evaluate((element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0)), 'the table is wider than its card').toBeLessThanOrEqual(0);
      await expectNoSidewaysScroll(page);
      const button = mine.getByRole('button', { name: `Download CSV for ${provider}` });
      await button.scrollIntoViewIfNeeded();
      for (const part of [mine.getByRole('rowheader'), ...(await mine.getByRole('definition').all()), button]) await expectWithinWidth(page, part, await part.innerText());
      await page.mouse.move(0, 0);
      await saveScreenshot(page, testInfo, `phone-lead-refunds-${mode}`);

      const download = page.waitForEvent('download');
      await button.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`lead-refunds-HireAHelper-${tag}-${month}.csv`);
      const lines = readFileSync((await file.path())!, 'utf8').trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/^provider,tracking_number,received_at,/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(new RegExp(`^${provider},${duplicate.tracking},`));
    });
  }
});
