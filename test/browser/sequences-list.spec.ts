import type { Page } from '@playwright/test';
import { DEMO_USERS, expect, presetTheme, saveScreenshot, signIn, test } from './fixtures';
import { createSequenceWithStep, csrf, sequenceCard } from './sequence-helpers';

/** A lead whose contact is enrolled in the sequence through the API, so the sequence has a live enrollment. */
async function enrollOneContact(page: Page, sequenceId: string, stamp: number): Promise<void> {
  const headers = await csrf(page);
  const lead = await page.request.post('/api/opportunities', {
    headers,
    data: { customer_name: `Dana Listed${stamp}`, customer_email: `listed.${stamp}@example.com`, lead_source: 'manual', origin_address: '500 E 7th St, Austin, TX 78701' },
  });
  expect(lead.ok()).toBe(true);
  const contacts = (await (await page.request.get(`/api/contacts?q=Listed${stamp}`)).json()) as { items: Array<{ contact_uuid: string }> };
  expect(contacts.items).toHaveLength(1);
  const assigned = await page.request.post(`/api/enrollment/sequences/${sequenceId}/manual-assign`, {
    headers,
    data: { contact_ids: [contacts.items[0]?.contact_uuid] },
  });
  expect(((await assigned.json()) as { assigned_count: number }).assigned_count).toBe(1);
}

test.describe('sequence list', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`pauses and resumes, duplicates, previews and force-deletes a sequence (${mode})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await presetTheme(page, mode);
      await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName);
      const stamp = Date.now();
      const name = `List ${mode} ${stamp}`;
      const sequenceId = await createSequenceWithStep(page, name);
      await enrollOneContact(page, sequenceId, stamp);

      const card = await sequenceCard(page, name);
      await expect(page.getByText(/^Showing \d+ of \d+ sequences$/)).toBeVisible();
      await expect(card.getByLabel('State: Active')).toBeVisible();
      await expect(card.getByText('+1 today')).toBeVisible();
      await saveScreenshot(page, testInfo, `sequences-list-${mode}`);

      // The switch: paused at once, confirmed by the server, then resumed.
      await card.getByRole('button', { name: 'Pause sequence' }).click();
      await expect(card.getByLabel('State: Paused')).toBeVisible();
      await expect(page.getByText('Sequence paused')).toBeVisible();
      await card.getByRole('button', { name: 'Resume sequence' }).click();
      await expect(page.getByText('Sequence resumed')).toBeVisible();
      await expect(card.getByLabel('State: Active')).toBeVisible();

      // Search narrows the grid to this sequence.
      await page.getByLabel('Search sequences').fill(name);
      await expect(page.getByText(/^Showing 1 of \d+ sequences$/)).toBeVisible();

      // Preview renders step 1 for an example contact.
      await card.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('dialog', { name: `Preview - ${name}` });
      await expect(preview.getByText('Subject: About your move')).toBeVisible();
      await expect(preview.frameLocator('iframe[title="Step 1 preview"]').getByText(/^Hello /)).toBeVisible();
      await preview.getByRole('button', { name: 'Close' }).click();

      // Duplicate: '{name} (Copy)' with the steps and no enrollments.
      await card.getByRole('button', { name: 'Duplicate' }).click();
      const copy = page.getByRole('article', { name: `${name} (Copy)`, exact: true });
      await expect(copy).toBeVisible();
      await expect(copy.getByLabel('State: Ready')).toBeVisible();

      // Delete: the typed name, a 409 for the live enrollment, then force.
      await card.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete sequence' });
      const confirm = dialog.getByRole('button', { name: 'Delete' });
      await expect(confirm).toBeDisabled();
      await expect(dialog.getByText('Please type the sequence name to confirm deletion')).toBeVisible();
      await dialog.getByLabel('Type the sequence name to confirm').fill(name);
      await confirm.click();
      await expect(page.getByText('Cannot delete active sequence').first()).toBeVisible();
      await dialog.getByLabel('Force delete (cancel all scheduled sends)').check();
      await saveScreenshot(page, testInfo, `sequences-delete-${mode}`);
      await confirm.click();
      await expect(page.getByText('Sequence deleted successfully')).toBeVisible();
      await expect(page.getByRole('article', { name, exact: true })).toBeHidden();
      await expect(copy).toBeVisible();
    });
  }

  test('New Sequence creates one with the default name and opens its designer', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName, '/automation/sequences');
    await page.getByRole('button', { name: 'New Sequence' }).first().click();
    await expect(page).toHaveURL(/\/automation\/sequences\/[0-9a-f-]{36}\/designer$/);
    const id = /sequences\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
    const detail = (await (await page.request.get(`/api/sequences/${id}`)).json()) as { sequence: { name: string } };
    expect(detail.sequence.name).toMatch(/^New Sequence \d{4}-\d{2}-\d{2} \d{13}$/);
  });

  test('filters by status and says when nothing matches', async ({ page }) => {
    await signIn(page, DEMO_USERS.staff.email, DEMO_USERS.staff.displayName, '/automation/sequences');
    await page.getByLabel('Search sequences').fill(`no such sequence ${Date.now()}`);
    await expect(page.getByText('No sequences match your filters')).toBeVisible();
    await expect(page.getByText(/^Showing 0 of \d+ sequences$/)).toBeVisible();
  });
});
