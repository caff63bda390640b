import { randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { screenshotsDir } from './env';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { expectWithinWidth, horizontalOverflow, lineStarts } from './phone-layout';
import { csrf, sql } from './sequence-helpers';

// An iPhone-sized phone (390 × 844 CSS px), narrower than the project's Pixel 7.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * Duplicate leads on a phone: the detail page's "Possible duplicates" card, the compare dialog (full screen), the
 * merged lead's note, and the Lead refunds report, without sideways scrolling. Leads are posted through POST /api/leads
 * (an API token of the signed-in user), each test with its own tracking numbers, emails, phones and customer.
 */

interface LeadInput {
  tracking_number: string;
  provider?: string;
  customer_name: string;
  customer_email?: string;
  customer_phone?: string;
  move_date?: string;
  origin_address?: string;
  destination_address?: string;
}

interface Created {
  id: string;
  tracking: string;
}

const newTag = () => randomBytes(3).toString('hex').toUpperCase();
/** A US number outside the fictional 555-01xx range (the duplicate check never matches those). */
const newPhone = () => `(512) ${randomInt(620, 699)}-${String(randomInt(0, 10_000)).padStart(4, '0')}`;

async function apiToken(page: Page): Promise<string> {
  const minted = await page.request.post('/api/tokens', { headers: await csrf(page), data: { name: `duplicate leads phone ${Date.now()}`, days: 1 } });
  expect(minted.ok()).toBe(true);
  return ((await minted.json()) as { token: string }).token;
}

async function postLead(page: Page, token: string, lead: LeadInput): Promise<Created> {
  const response = await page.request.post('/api/leads', { headers: { authorization: `Bearer ${token}` }, data: lead });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { opportunity_id: string; tracking_number: string };
  return { id: body.opportunity_id, tracking: body.tracking_number };
}

async function pairStatus(page: Page, id: string): Promise<string[]> {
  const response = await page.request.get(`/api/opportunities/${id}/duplicates`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { duplicates: { status: string }[] }).duplicates.map((pair) => pair.status);
}

/** The month a lead created now falls in, in the company's timezone (the report's months). */
async function companyMonth(page: Page): Promise<string> {
  const response = await page.request.get('/api/settings');
  expect(response.ok()).toBe(true);
  const zone = ((await response.json()) as { data: { sending: { time_zone: string } } }).data.sending.time_zone;
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

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
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      const tag = newTag();
      const token = await apiToken(page);
      const name = PEOPLE.detail[mode];
      const email = `${name.split(' ')[0].toLowerCase()}.${tag.toLowerCase()}@home.example`;
      const phone = newPhone();
      const earlier = await postLead(page, token, {
        tracking_number: `HAH-${tag}`, provider: 'HireAHelper', customer_name: name, customer_email: email, customer_phone: phone,
        move_date: '2027-10-14', origin_address: '12 Oak St, Austin, TX 78701', destination_address: '1600 Broadway, Denver, CO 80202',
      });
      await sql(`UPDATE opportunities SET created_at = created_at - interval '2 days' WHERE id = $1`, [earlier.id]);
      const newer = await postLead(page, token, { tracking_number: `MOV-${tag}`, provider: 'Moving.com', customer_name: name, customer_email: email, move_date: '2027-10-15' });

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
      await saveScreenshot(page, testInfo, `phone-duplicates-detail-card-${mode}`);

      // Compare fills the screen; its table fits without scrolling sideways.
      await line.getByRole('button', { name: 'Compare' }).click();
      const compare = page.getByRole('dialog', { name: 'Compare leads' });
      const table = compare.getByRole('table', { name: 'Lead comparison' });
      await expect(table.getByTestId('compare-row')).toHaveCount(11);
      await expect(table.getByTestId('compare-row').filter({ has: page.getByRole('rowheader', { name: 'Email', exact: true }) })).toHaveAttribute('data-differs', 'false');
      await expect(table.getByTestId('compare-row').filter({ has: page.getByRole('rowheader', { name: 'Phone (differs)', exact: true }) })).toHaveAttribute('data-differs', 'true');
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
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      const tag = newTag();
      const provider = `HireAHelper ${tag}`;
      const token = await apiToken(page);
      const name = PEOPLE.refunds[mode];
      const email = `${name.split(' ')[0].toLowerCase()}.${tag.toLowerCase()}@home.example`;
      await postLead(page, token, { tracking_number: `RF-${tag}-1`, provider, customer_name: name, customer_email: email });
      const duplicate = await postLead(page, token, { tracking_number: `RF-${tag}-2`, provider, customer_name: name, customer_email: email });
      const month = await companyMonth(page);

      await page.goto(`/reports/lead-refunds?month=${month}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Lead refunds' })).toBeVisible();
      const mine = page.locator(`[data-testid="refund-row"][data-provider="${provider}"]`);
      await expect(mine.getByRole('cell')).toHaveText(['2', '1', '1', '0', '0', 'Download CSV']);
      // The provider's name wraps between its words only (the table scrolls sideways inside its card instead).
      const starts = await lineStarts(mine.getByRole('rowheader'));
      expect(starts, 'lines of the provider name').toEqual(starts.length === 1 ? ['H'] : ['H', tag[0]]);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, testInfo, `phone-lead-refunds-${mode}`);

      const button = mine.getByRole('button', { name: `Download CSV for ${provider}` });
      await button.scrollIntoViewIfNeeded();
      await expectWithinWidth(page, button, 'the download button');
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
